import CellGraphCore
import Foundation

/// A store of `Codable` values by key that reports every change: the storage behind
/// ``StorageCell``.
///
/// A store keeps each value *encoded* as JSON bytes. The requirements work on those bytes, and the
/// typed API on top — ``subscript(_:)``, ``value(_:forKey:)``, ``set(_:forKey:)``,
/// ``removeValue(forKey:)`` — encodes and decodes. Keeping bytes is what lets a read of the wrong
/// type return the key's default while the stored value stays untouched.
///
/// ```swift
/// let store: any KeyValueStore = InMemoryStore()
/// store[.volume] = 0.8                // StorageKey<Double>
/// try store.set(["a", "b"], forKey: "recent")
/// for await change in store.changes() { print(change.key) }
/// ```
///
/// CellGraph has three: ``InMemoryStore`` (tests, previews), ``FileStore`` (a JSON file, atomic
/// and safe between processes, watching for other processes' writes) and ``UserDefaultsStore``.
/// A store of your own conforms by storing bytes and posting each change on its
/// ``changeFeed``; see ``StoreChangeFeed``. Stores are shared between threads: every requirement
/// must be safe to call from any thread.
public protocol KeyValueStore: AnyObject, Sendable {
  /// A short name for diagnostics and records: `InMemoryStore`, `FileStore(settings.json)`.
  var name: String { get }

  /// The JSON bytes stored under `key`, or `nil` when nothing is stored.
  func data(forKey key: String) -> Data?

  /// Stores `data` (JSON bytes) under `key`, or removes the key when `data` is `nil`; then posts
  /// a change on ``changeFeed`` if the stored bytes changed.
  func setData(_ data: Data?, forKey key: String)

  /// Every key that has a value, in no particular order.
  var keys: [String] { get }

  /// Where the store reports its changes and problems.
  var changeFeed: StoreChangeFeed { get }
}

extension KeyValueStore {
  /// A stream of the changes made from now on: each changed key once, whoever changed it.
  ///
  /// ```swift
  /// Task {
  ///   for await change in store.changes() { print("\(change.key) changed") }
  /// }
  /// ```
  public func changes() -> AsyncStream<StoreChange> {
    changeFeed.stream()
  }

  /// The problems the store reported so far (a corrupt file, a failed write).
  public var diagnostics: [Diagnostic] { changeFeed.diagnostics }

  /// The value stored under `key` decoded as `type`, or `nil` when nothing is stored.
  ///
  /// ```swift
  /// let recent = try store.value([String].self, forKey: "recent") ?? []
  /// ```
  ///
  /// - Throws: `DecodingError` when the stored value is not a `type`.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: String) throws -> Value? {
    guard let data = data(forKey: key) else { return nil }
    return try StorageCodec.decode(type, from: data)
  }

  /// Encodes `value` as JSON and stores it under `key`.
  ///
  /// ```swift
  /// try store.set(Palette(name: "Sea"), forKey: "palette")
  /// ```
  ///
  /// - Throws: `EncodingError` when the value cannot be encoded (a `Double.nan`, for example).
  public func set<Value: Encodable>(_ value: Value, forKey key: String) throws {
    setData(try StorageCodec.encode(value), forKey: key)
  }

  /// Removes the value stored under `key`; reads return the default again.
  ///
  /// ```swift
  /// store.removeValue(forKey: "palette")
  /// ```
  public func removeValue(forKey key: String) {
    setData(nil, forKey: key)
  }

  /// The value of a typed key: the stored value, or the key's default when nothing is stored or
  /// the stored value is of another type (reported as `storageTypeMismatch`; the stored bytes are
  /// left as they are). Setting it stores the value; reading a default never writes it.
  ///
  /// ```swift
  /// store[.volume] += 0.1
  /// ```
  public subscript<Value>(key: StorageKey<Value>) -> Value {
    get { StorageAccess.read(key, from: self) }
    set { StorageAccess.write(newValue, for: key, to: self) }
  }

  /// A view of this store in which every key is prefixed with `namespace` and a dot, so that
  /// parts of a program can use short key names without colliding.
  ///
  /// ```swift
  /// let editor = store.namespaced("editor")
  /// editor[.fontSize] = 14  // stored as "editor.fontSize"
  /// ```
  public func namespaced(_ namespace: String) -> NamespacedStore {
    NamespacedStore(base: self, namespace: namespace)
  }
}
