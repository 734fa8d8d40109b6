import CellGraphCore
import Foundation
import Synchronization

/// A store over Foundation's `UserDefaults`, made dependable on Linux.
///
/// On Linux (swift-corelibs-foundation), `UserDefaults` posts no `didChangeNotification` on
/// `set`, has no key-value observing, keeps writes in memory until `synchronize()`, rewrites its
/// plist in place (not atomically), never returns from `set(nil, forKey:)`, and stops the process
/// when given a `Codable` struct. This store works around each: it stores every value as JSON
/// `Data` (a property-list type), removes with `removeObject(forKey:)`, calls `synchronize()`
/// after every write, and posts its own change events.
///
/// What it cannot detect by itself: writes made by other processes, or by other code through
/// `UserDefaults` directly. Call ``poll()`` (or ``startPolling(every:)``) to pick them up: it
/// synchronizes and reports the keys whose values changed. For changes from other processes that
/// arrive on their own, use ``FileStore``.
///
/// ```swift
/// let store = UserDefaultsStore(suiteName: "org.example.notes")
/// store[.volume] = 0.8
/// ContentView().storage(store)
/// ```
public final class UserDefaultsStore: KeyValueStore {
  public let name: String
  public let changeFeed = StoreChangeFeed()
  /// The suite, or `nil` for `UserDefaults.standard`.
  public let suiteName: String?
  /// The bytes of each key as of the last `poll()` or write of this store, to report only real
  /// changes. Reads never update it: a read that already returns another process's value must
  /// not hide that change from the next `poll()`, whose report is what updates the views that
  /// still show the old value.
  private let known: Mutex<[String: Data]>
  private let pollingTask = Mutex<Task<Void, Never>?>(nil)

  /// A store over the defaults of `suiteName` (`UserDefaults.standard` when `nil`).
  public init(suiteName: String? = nil) {
    self.suiteName = suiteName
    name = "UserDefaultsStore(\(suiteName ?? "standard"))"
    known = Mutex([:])
    let current = domain.compactMapValues { Self.bytes(of: $0) }
    known.withLock { $0 = current }
  }

  deinit {
    pollingTask.withLock { $0?.cancel() }
  }

  // `UserDefaults` is not `Sendable` in every Foundation; the store asks for the object each time
  // (Foundation keeps one per suite and documents it as thread-safe) instead of holding one.
  private var defaults: UserDefaults {
    suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
  }

  public func data(forKey key: String) -> Data? {
    Self.bytes(of: defaults.object(forKey: key))
  }

  public func setData(_ data: Data?, forKey key: String) {
    let defaults = defaults
    let stored = Self.bytes(of: defaults.object(forKey: key))
    let changed = known.withLock { known in
      defer { known[key] = data }
      return known[key] != data || stored != data
    }
    guard changed else { return }
    if let data {
      defaults.set(data, forKey: key)
    } else {
      defaults.removeObject(forKey: key)  // never set(nil, forKey:): it does not return on Linux
    }
    defaults.synchronize()  // without it, the value is lost when the process ends
    changeFeed.post(StoreChange(key: key, origin: .thisStore))
  }

  public var keys: [String] {
    Array(domain.keys)
  }

  /// Picks up writes made outside this store (other processes, direct `UserDefaults` calls):
  /// synchronizes, compares every key with what the store last saw, and reports the changed ones.
  /// Returns the changed keys.
  ///
  /// ```swift
  /// store.poll()
  /// ```
  @discardableResult
  public func poll() -> [String] {
    defaults.synchronize()
    let current = domain.compactMapValues { Self.bytes(of: $0) }
    let changed = known.withLock { known in
      var changed: [String] = []
      for key in Set(known.keys).union(current.keys) where known[key] != current[key] {
        changed.append(key)
      }
      known = current
      return changed.sorted()
    }
    for key in changed { changeFeed.post(StoreChange(key: key, origin: .outside)) }
    return changed
  }

  /// Calls ``poll()`` every `interval` until ``stopPolling()`` or the store is released.
  ///
  /// ```swift
  /// store.startPolling(every: .seconds(1))
  /// ```
  public func startPolling(every interval: Duration) {
    let task = Task { [weak self] in
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard let self else { return }
        self.poll()
      }
    }
    pollingTask.withLock { previous in
      previous?.cancel()
      previous = task
    }
  }

  /// Stops polling started by ``startPolling(every:)``.
  public func stopPolling() {
    pollingTask.withLock { task in
      task?.cancel()
      task = nil
    }
  }

  /// The values of the suite itself (not the global or registration domains).
  private var domain: [String: Any] {
    defaults.persistentDomain(forName: suiteName ?? Self.standardDomain) ?? [:]
  }

  private static var standardDomain: String {
    Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
  }

  /// A stored object as JSON bytes: `Data` as it is (this store's own format), a plain
  /// property-list value written by other code as its JSON form.
  private static func bytes(of object: Any?) -> Data? {
    guard let object else { return nil }
    if let data = object as? Data { return data }
    guard JSONSerialization.isValidJSONObject([object]) else { return nil }
    return try? JSONSerialization.data(
      withJSONObject: object, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
  }
}
