import CellGraphCore
import Foundation

/// The graph source for one key of one store, shared by every view in every host of the process
/// that reads that key (see `StorageRegistry`).
///
/// It keeps the bytes the graph last saw. A change posted by the store (`refresh()`) re-reads the
/// key; when the bytes differ it invalidates the readers, recording `old → new` as JSON. Equal
/// bytes — an equal write, or a watcher reporting this process's own write again — invalidate
/// nothing.
///
///     StorageCell ─ write ─▶ store.setData ─▶ changeFeed.post ─▶ StorageRegistry.deliver
///          ▲                                                              │
///          └──── body re-runs in the next pass ◀── readers dirty ◀── refresh()
@MainActor
final class StorageSource: SourceOwner {
  /// The source standing for this key in the graph, while something holds it (see
  /// `OwnedSource`): it holds this object, so a key's state lives as long as its readers and the
  /// installed cells do, and it is made again when a cell reads the key after none was left.
  var source: OwnedSource {
    if let existing = liveSource { return existing }
    let made = OwnedSource(owner: self, keepsOwnerAlive: true)
    liveSource = made
    return made
  }
  private weak var liveSource: OwnedSource?

  var sourceDependencyKind: DependencyGraph.SourceNode.Kind { .storage }

  /// The store that holds the bytes (never a `NamespacedStore`) and the key there.
  let store: any KeyValueStore
  let key: String
  /// The bytes as of the last delivered change.
  private(set) var bytes: Data?
  /// The last decoded value and its type, valid for `bytes`.
  private var decoded: (type: ObjectIdentifier, value: Any)?
  /// The last value type checked against the store's declarations (`duplicateStorageKey`).
  private var declaredType: ObjectIdentifier?

  init(store: any KeyValueStore, key: String) {
    self.store = store
    self.key = key
    self.bytes = store.data(forKey: key)
    store.changeFeed.addGraphReader()
  }

  isolated deinit {
    store.changeFeed.removeGraphReader()
  }

  var sourceName: String { "\(store.name)[\(String(reflecting: key))]" }
  var sourceValueDescription: String { StorageCodec.describe(bytes) }

  /// The value of `key` for a reader: records the read, then decodes (or uses the cached value).
  func read<Value>(_ storageKey: StorageKey<Value>) -> Value {
    source.recordRead()
    return value(storageKey)
  }

  /// The value without recording a read.
  func value<Value>(_ storageKey: StorageKey<Value>) -> Value {
    guard let bytes else { return storageKey.defaultValue }
    if let decoded, decoded.type == ObjectIdentifier(Value.self),
      let value = decoded.value as? Value
    {
      return value
    }
    do {
      let value = try StorageCodec.decode(Value.self, from: bytes)
      decoded = (ObjectIdentifier(Value.self), value)
      return value
    } catch {
      store.changeFeed.report(
        StorageDiagnostics.typeMismatch(
          key: key, store: store.name, type: storageKey.valueTypeName, stored: bytes, error: error))
      return storageKey.defaultValue
    }
  }

  /// Encodes and stores `value`. The store's change post invalidates the readers before this
  /// returns (the main thread delivers synchronously).
  func write<Value>(_ value: Value, for storageKey: StorageKey<Value>) {
    do {
      let data = try StorageCodec.encode(value)
      store.setData(data, forKey: key)
    } catch {
      store.changeFeed.report(
        StorageDiagnostics.encodingFailed(
          key: key, store: store.name, type: storageKey.valueTypeName, error: error))
    }
  }

  /// Checks the value type against the store's declarations of the key, once per type change.
  func declare<Value>(_ storageKey: StorageKey<Value>) {
    let type = ObjectIdentifier(Value.self)
    guard declaredType != type else { return }
    declaredType = type
    StorageAccess.declare(storageKey, storedAs: key, in: store)
  }

  /// The store reported a change of the key: re-read it and invalidate the readers if the bytes
  /// differ from what the graph last saw.
  func refresh() {
    let fresh = store.data(forKey: key)
    if fresh == bytes { return }
    let change =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(
        kind: .storage, name: sourceName, oldText: StorageCodec.text(bytes),
        newText: StorageCodec.text(fresh))
      : nil
    bytes = fresh
    decoded = nil
    liveSource?.invalidateReaders(change: change)
  }

  /// The graphs whose views read this key.
  var readerGraphs: [Graph] { liveSource?.observers.map(\.node.graph) ?? [] }
}
