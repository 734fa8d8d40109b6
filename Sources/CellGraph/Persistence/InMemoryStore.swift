import CellGraphCore
import Foundation
import Synchronization

/// A store that keeps its values in memory: for tests, previews and state that need not survive
/// the process.
///
/// Writes are reported at once (on the main thread, the readers are invalidated before the write
/// returns). Nothing is persisted and no other process can see it.
///
/// ```swift
/// let store = InMemoryStore()
/// let host = ViewHost(SettingsView().storage(store))
/// store[.volume] = 0.8
/// host.flush()  // the views that read "volume" re-ran
/// ```
public final class InMemoryStore: KeyValueStore {
  public let name: String
  public let changeFeed = StoreChangeFeed()
  private let entries: Mutex<[String: Data]>

  /// An empty store; `name` appears in diagnostics and records.
  public init(name: String = "InMemoryStore") {
    self.name = name
    entries = Mutex([:])
  }

  public func data(forKey key: String) -> Data? {
    entries.withLock { $0[key] }
  }

  public func setData(_ data: Data?, forKey key: String) {
    let changed = entries.withLock { entries in
      guard entries[key] != data else { return false }
      entries[key] = data
      return true
    }
    if changed { changeFeed.post(StoreChange(key: key, origin: .thisStore)) }
  }

  public var keys: [String] {
    entries.withLock { Array($0.keys) }
  }
}
