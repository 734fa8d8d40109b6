import Synchronization

/// Brings change notifications to the main actor, where the graph lives: model notifications
/// (`@Published`, Observation) and store change posts (`StoreChangeFeed`) alike.
///
/// A model may be changed on any thread (a background task, a network callback), and its
/// observers are called on that thread; invalidating views touches the main-actor graph. So each
/// notification runs its work through `Task.immediate`: on the main actor it runs at once, before
/// the write that caused it returns, so that a write followed by `host.flush()` is deterministic;
/// anywhere else it becomes a main-actor task. The task only marks views dirty; the next `flush()`
/// (or the automatic flush of a host with `flushesAutomatically`) updates them together, so a burst
/// of background changes costs one pass.
///
/// Why not `Thread.isMainThread` and `MainActor.assumeIsolated`: the main actor is not always the
/// main thread (a test runner may run it on a thread of its own), and only the concurrency runtime
/// knows which executor is current. `Task.immediate` asks it.
///
/// The jobs wait in one queue rather than each in its own task, so that `settle()` can run them
/// at once and so that they run in the order they were handed over; the tasks that find the queue
/// empty (an earlier one, or `settle()`, ran their job) do nothing.
package enum MainActorDelivery {
  /// Jobs handed over and not yet run, in the order they were handed over (from any thread).
  private static let queue = Mutex<[@MainActor @Sendable () -> Void]>([])

  /// Runs `job` on the main actor: at once if the caller is on it (after any job other threads
  /// queued before it), otherwise in a main-actor task, or earlier, when `runQueued()` is called.
  ///
  /// Every job runs exactly once, and jobs run in the order they were handed over: the queue is
  /// the one order, whichever thread handed them over and whichever task or call runs them.
  package static func deliver(_ job: @escaping @MainActor @Sendable () -> Void) {
    queue.withLock { $0.append(job) }
    Task.immediate { @MainActor in runQueued() }
  }

  /// Runs every job queued so far, and those they queue, on the main actor; returns whether
  /// there was any. `ViewHost.settle()` calls it, so that a change made on another thread before
  /// `settle()` reaches the views without waiting for the main actor's queue of tasks (which a
  /// busy program may keep long).
  @MainActor @discardableResult
  package static func runQueued() -> Bool {
    var ranAny = false
    while true {
      // Taking the whole array leaves the queue empty for the jobs handed over meanwhile: from
      // this actor they run at once (deliver's own call), from other threads in the next round.
      let jobs = queue.withLock { jobs in
        defer { jobs = [] }
        return jobs
      }
      if jobs.isEmpty { return ranAny }
      ranAny = true
      for job in jobs { job() }
    }
  }
}
