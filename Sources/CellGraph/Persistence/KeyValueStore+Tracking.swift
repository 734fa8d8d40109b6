import CellGraphCore

/// Reads and writes of a store that views track per key: the building blocks of a store-backed
/// model.
///
/// A model whose properties live in a store (the `ObservableDefaults` idea) should re-run exactly
/// the views that read a property when its key changes — whoever changed it: this instance,
/// another instance over the same store, a direct write to the store, or another process writing
/// the same `FileStore`. Observation alone cannot see the last three: its registrar only learns
/// of changes made through the model's own setters. So a store-backed property reads its value
/// with ``trackedValue(_:)``, which makes the body that reads it depend on *that key of that
/// store* (the same graph source a ``StorageCell`` uses), and also calls `access(keyPath:)` and
/// `withMutation(keyPath:)` so that Observation's own observers keep working:
///
/// ```swift
/// @Observable @MainActor
/// final class Settings {
///   @ObservationIgnored private let store: any KeyValueStore
///   init(store: any KeyValueStore) { self.store = store }
///
///   var volume: Double {
///     get {
///       access(keyPath: \.volume)
///       return store.trackedValue(.volume)
///     }
///     set {
///       withMutation(keyPath: \.volume) { store.setTrackedValue(newValue, for: .volume) }
///     }
///   }
/// }
/// ```
///
/// `Docs/Models.md` ("Store-backed models") shows the whole pattern, including how to forward the
/// store's changes to Observation observers outside views.
@MainActor
extension KeyValueStore {
  /// The value of `key`: the stored value, or the key's default. Read in a body (directly or
  /// through a model's getter), it makes the body depend on this key of this store, so any change
  /// of the key re-runs it, and no change of another key does.
  ///
  /// ```swift
  /// var volume: Double { store.trackedValue(.volume) }
  /// ```
  public func trackedValue<Value>(_ key: StorageKey<Value>) -> Value {
    let source = StorageRegistry.source(for: self, key: key.name)
    source.declare(key)
    return source.read(key)
  }

  /// Stores `value` under `key`; the views that read the key (through any model instance or
  /// `StorageCell`, in any host) are invalidated before this returns.
  ///
  /// ```swift
  /// store.setTrackedValue(0.8, for: .volume)
  /// ```
  public func setTrackedValue<Value>(_ value: Value, for key: StorageKey<Value>) {
    let source = StorageRegistry.source(for: self, key: key.name)
    source.declare(key)
    source.write(value, for: key)
  }
}
