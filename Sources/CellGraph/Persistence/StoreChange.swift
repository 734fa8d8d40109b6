import CellGraphCore

/// One key of a ``KeyValueStore`` changed: reported once per change, whoever made it.
///
/// ```swift
/// for await change in store.changes() {
///   print("\(change.key) changed (\(change.origin))")
/// }
/// ```
public struct StoreChange: Sendable, Hashable, CustomStringConvertible {
  /// Who made a change.
  public enum Origin: Sendable, Hashable {
    /// A write through this store object, in this process.
    case thisStore
    /// A write the store noticed from outside: another process (a `FileStore`'s watcher, a
    /// `UserDefaultsStore`'s poll) or another store object on the same file.
    case outside
  }

  /// The key that changed, as stored (with the namespace prefix of a namespaced store removed).
  public let key: String
  /// Who made the change.
  public let origin: Origin

  public init(key: String, origin: Origin) {
    self.key = key
    self.origin = origin
  }

  public var description: String {
    "\(key) (\(origin == .thisStore ? "this store" : "outside"))"
  }
}
