import CellGraphCore
import Foundation
import Synchronization

/// Where a ``KeyValueStore`` reports its changes and problems: to the `changes()` streams, to the
/// views that read its keys, and to its list of ``diagnostics``.
///
/// Every store owns one feed and calls ``post(_:)`` once for each key it changed — after its own
/// writes and after noticing a change from outside. A store you write yourself does the same:
///
/// ```swift
/// final class MyStore: KeyValueStore {
///   let changeFeed = StoreChangeFeed()
///   // …
///   func setData(_ data: Data?, forKey key: String) {
///     // store the bytes, then:
///     changeFeed.post(StoreChange(key: key, origin: .thisStore))
///   }
/// }
/// ```
///
/// **Delivery to `changes()` streams.** Every change posted is yielded to every stream made before
/// the post, once, before `post` returns, on the posting thread: nothing waits for the main actor
/// or any other executor, and no change is dropped or merged (the streams buffer without limit).
/// All streams receive the changes in one order, the order in which the posts happened (posts
/// from one thread in program order; concurrent posts in the order they took the feed's lock).
/// When the consumer sees a change depends only on the consumer's own executor.
///
/// **Delivery to views.** A post made on the main actor invalidates the views that read the key
/// before `post` returns, so `host.flush()` right after a write shows the new value. A post from
/// another thread is queued and handed to the main actor (`MainActorDelivery`, shared with the
/// model notifications); the first main-actor job to run, or `ViewHost.settle()` if it comes
/// first, invalidates the readers of every key queued so far, so a burst of changes from a
/// watcher thread becomes one update pass. A change is queued for the views before it is yielded
/// to the streams: once a stream's consumer has seen it, `await host.settle()` shows it.
public final class StoreChangeFeed: Sendable {
  private struct State {
    var continuations: [Int: AsyncStream<StoreChange>.Continuation] = [:]
    var nextContinuationID = 0
    /// Keys changed and not yet delivered to the graph (in order, unique).
    var queuedKeys: [String] = []
    /// The value type first used with each key (`duplicateStorageKey`).
    var declaredTypes: [String: String] = [:]
    var diagnostics: [Diagnostic] = []
    /// Diagnostics that reached no host (none read the store yet), for the first that does.
    var undelivered: [Diagnostic] = []
  }

  private let state = Mutex(State())
  /// How many graph sources read keys of this store; without any, posts skip the main actor.
  private let graphReaders = Atomic<Int>(0)

  /// A feed with no listeners yet.
  public init() {}

  /// Reports that `change.key` changed: to every `changes()` stream and to the views that read it.
  public func post(_ change: StoreChange) {
    // The views' delivery is queued first, so that a consumer of a stream that has seen the change
    // finds it queued for the main actor (`ViewHost.settle()` then shows it). On the main actor
    // it is delivered here, before `post` returns; from another thread it becomes a main-actor
    // job, which delivers every key queued until it runs (often several posts' worth; the jobs
    // that find the queue empty do nothing).
    if graphReaders.load(ordering: .acquiring) > 0 {
      state.withLock { state in
        if !state.queuedKeys.contains(change.key) { state.queuedKeys.append(change.key) }
      }
      MainActorDelivery.deliver { self.deliverQueuedKeys() }
    }
    // Yielding under the lock makes the posts' order one order: every stream receives the
    // changes in the order the posts took the lock, even when threads post at once. A yield only
    // appends to the stream's buffer (or resumes its waiting consumer), so it never re-enters.
    state.withLock { state in
      for continuation in state.continuations.values { continuation.yield(change) }
    }
  }

  /// A stream of every change posted from now on, until the stream's consumer stops.
  public func stream() -> AsyncStream<StoreChange> {
    let (stream, continuation) = AsyncStream.makeStream(of: StoreChange.self)
    let id = state.withLock { state in
      defer { state.nextContinuationID += 1 }
      state.continuations[state.nextContinuationID] = continuation
      return state.nextContinuationID
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// The problems the store reported (a corrupt file, a failed write), oldest first.
  public var diagnostics: [Diagnostic] {
    state.withLock { $0.diagnostics }
  }

  /// Records a problem of the store and reports it to the views' hosts: to the host whose update
  /// or action is running, otherwise to every host reading a key of the store, otherwise to
  /// `UnhostedDiagnostics` and to the first host that later reads a key of the store (a corrupt
  /// file found when the store opened reaches the host that shows its values). A message already
  /// reported is not repeated.
  public func report(_ diagnostic: Diagnostic) {
    let isNew = state.withLock { state in
      guard !state.diagnostics.contains(diagnostic) else { return false }
      state.diagnostics.append(diagnostic)
      return true
    }
    guard isNew else { return }
    MainActorDelivery.deliver { StorageRegistry.report(diagnostic, of: self) }
  }

  // MARK: Internal

  /// Records that `key` is used with values of `typeName`; returns the type first used with it
  /// when that is another type.
  func declare(key: String, typeName: String) -> String? {
    state.withLock { state in
      if let first = state.declaredTypes[key] { return first == typeName ? nil : first }
      state.declaredTypes[key] = typeName
      return nil
    }
  }

  /// Keeps a diagnostic that reached no host for the first host that reads the store.
  func keepUndelivered(_ diagnostic: Diagnostic) {
    state.withLock { $0.undelivered.append(diagnostic) }
  }

  /// The diagnostics that reached no host so far; they are handed out once.
  func takeUndelivered() -> [Diagnostic] {
    state.withLock { state in
      defer { state.undelivered.removeAll() }
      return state.undelivered
    }
  }

  func addGraphReader() { graphReaders.add(1, ordering: .releasing) }
  func removeGraphReader() { graphReaders.subtract(1, ordering: .releasing) }

  @MainActor
  private func deliverQueuedKeys() {
    let keys = state.withLock { state in
      defer { state.queuedKeys.removeAll() }
      return state.queuedKeys
    }
    guard !keys.isEmpty else { return }
    StorageRegistry.deliver(keys: keys, of: self)
  }
}
