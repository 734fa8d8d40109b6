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
///
/// A job runs as its own work, never as part of a body: a write made by a body on the main actor
/// runs its notification at once, and with it any jobs other threads queued before it, while that
/// body is still being evaluated. Only the body's own job is its doing (and a write during an
/// update is reported against that body); every other job runs with no reader and no active
/// graph, so a change made on another thread is never blamed on, nor recorded as a read of,
/// whatever body happens to be running when it arrives, and a diagnostic it raises (a store's
/// failed read) goes where it would have gone had the job run on its own, not to the host whose
/// update happens to run the queue.
package enum MainActorDelivery {
  /// A job handed over and not yet run, numbered in the order jobs were handed over.
  private struct Job {
    let number: UInt64
    let run: @MainActor @Sendable () -> Void
  }

  /// Jobs handed over and not yet run, in the order they were handed over (from any thread), and
  /// the number of the next one.
  private static let queue = Mutex<(jobs: [Job], next: UInt64)>(([], 0))

  /// Runs `job` on the main actor: at once if the caller is on it (after any job other threads
  /// queued before it), otherwise in a main-actor task, or earlier, when `runQueued()` is called.
  ///
  /// Every job runs exactly once, and jobs run in the order they were handed over: the queue is
  /// the one order, whichever thread handed them over and whichever task or call runs them.
  package static func deliver(_ job: @escaping @MainActor @Sendable () -> Void) {
    let number = queue.withLock { queue in
      defer { queue.next &+= 1 }
      queue.jobs.append(Job(number: queue.next, run: job))
      return queue.next
    }
    Task.immediate { @MainActor in runQueued(ownJob: number) }
  }

  /// Runs every job queued so far, and those they queue, on the main actor; returns whether
  /// there was any. `ViewHost.settle()` calls it, so that a change made on another thread before
  /// `settle()` reaches the views without waiting for the main actor's queue of tasks (which a
  /// busy program may keep long).
  @MainActor @discardableResult
  package static func runQueued() -> Bool {
    runQueued(ownJob: nil)
  }

  /// Runs the queue as `runQueued()` does; the job numbered `ownJob` (the caller's own, handed
  /// over on the main actor by the code now running) runs where it is, every other one untracked.
  @MainActor
  private static func runQueued(ownJob: UInt64?) -> Bool {
    var ranAny = false
    while true {
      // Taking the whole array leaves the queue empty for the jobs handed over meanwhile: from
      // this actor they run at once (deliver's own call), from other threads in the next round.
      let jobs = queue.withLock { queue in
        defer { queue.jobs = [] }
        return queue.jobs
      }
      if jobs.isEmpty { return ranAny }
      ranAny = true
      for job in jobs {
        if job.number == ownJob {
          job.run()
        } else {
          Tracking.untracked { Graph.withNoneActive { job.run() } }
        }
      }
    }
  }
}
