import CellGraphCore
import Foundation

/// A view of a store in which every key is prefixed with a namespace: `editor.fontSize`.
///
/// Made by ``KeyValueStore/namespaced(_:)``. It stores nothing itself: reads and writes go to the
/// base store under the prefixed name, and its ``changeFeed`` is the base store's. Views reading
/// a key through a namespaced store and through its base (by the full name) share one graph
/// source, so a write through either re-runs both. Namespaces nest:
/// `store.namespaced("a").namespaced("b")` prefixes `a.b.`.
///
/// ```swift
/// let editor = FileStore.standard.namespaced("editor")
/// editor[.fontSize] = 14
/// ContentView().storage(editor)
/// ```
public final class NamespacedStore: KeyValueStore {
  /// The store the values live in (never itself a `NamespacedStore`).
  public let base: any KeyValueStore
  /// The namespace, including the namespaces of the stores it was made from: `a.b`.
  public let namespace: String

  init(base: any KeyValueStore, namespace: String) {
    if let nested = base as? NamespacedStore {
      self.base = nested.base
      self.namespace = "\(nested.namespace).\(namespace)"
    } else {
      self.base = base
      self.namespace = namespace
    }
  }

  public var name: String { "\(base.name).namespaced(\(namespace))" }

  /// The name `key` is stored under in the base store.
  public func storedKey(_ key: String) -> String { "\(namespace).\(key)" }

  public func data(forKey key: String) -> Data? { base.data(forKey: storedKey(key)) }

  public func setData(_ data: Data?, forKey key: String) {
    base.setData(data, forKey: storedKey(key))
  }

  /// The keys of the base store inside this namespace, without the prefix.
  public var keys: [String] {
    let prefix = "\(namespace)."
    return base.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
  }

  /// The base store's feed: its changes carry the full (prefixed) key.
  public var changeFeed: StoreChangeFeed { base.changeFeed }
}
