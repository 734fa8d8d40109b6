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
package enum MainActorDelivery {
  /// Runs `job` on the main actor: at once if the caller is on it, otherwise in a task.
  package static func deliver(_ job: @escaping @MainActor @Sendable () -> Void) {
    Task.immediate { @MainActor in job() }
  }
}
