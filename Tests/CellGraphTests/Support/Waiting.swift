import CellGraph
import Testing

/// How long a test waits for another process or the file system before it reports a hang: a
/// guard against a test that would otherwise never end, never a measure of speed. A loaded
/// machine may take seconds where an idle one takes milliseconds; five minutes of no progress is
/// a hang on any machine this suite runs on.
let hangGuard: Duration = .seconds(300)

/// Waits until `condition` holds, checking after each suspension. Only for events another
/// process or the file system produces (a watcher noticing a write, a process ending), which the
/// test cannot await directly; work of this process is awaited through what it produces (a
/// stream's element, a continuation, `settle()`).
///
/// The wait ends with a recorded issue only after ``hangGuard`` without the condition holding;
/// the issue says what was awaited and the `state` seen last, so a hang can be diagnosed.
@MainActor
func waitUntil(
  _ what: String, state: @autoclosure @MainActor () -> String = "",
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: @MainActor () -> Bool
) async {
  let deadline = ContinuousClock.now + hangGuard
  while !condition() {
    if ContinuousClock.now > deadline {
      let seen = state()
      Issue.record(
        """
        Hang guard: waited \(hangGuard) for \(what) and it never happened\
        \(seen.isEmpty ? "" : "; last state seen: \(seen)")
        """, sourceLocation: sourceLocation)
      return
    }
    // Polling, not timing: the interval only spaces the checks out.
    try? await Task.sleep(for: .milliseconds(5))
  }
}

/// Waits until `condition` holds, checking it once now and again after each change `store`
/// reports: for a write another process makes, which the store's watcher notices and reports
/// (`KeyValueStore.changes()`), so the wait awaits what the work produces instead of polling.
/// The condition must read only what a reported change can change (the store's values).
///
/// After ``hangGuard`` without the condition holding, the wait ends with a recorded issue naming
/// what was awaited.
@MainActor
func waitUntil(
  _ what: String, changesOf store: some KeyValueStore,
  sourceLocation: SourceLocation = #_sourceLocation, _ condition: @escaping @MainActor () -> Bool
) async {
  // Subscribed before the first check, so a change between the check and the loop is not lost.
  let changes = store.changes()
  let waiter = Task { @MainActor in
    if condition() { return true }
    for await _ in changes {
      if condition() { return true }
    }
    return false  // cancelled by the hang guard: the stream's iteration ends
  }
  let hang = Task {
    try? await Task.sleep(for: hangGuard)
    waiter.cancel()
  }
  let held = await waiter.value
  hang.cancel()
  if !held {
    Issue.record(
      "Hang guard: waited \(hangGuard) for \(what) and it never happened",
      sourceLocation: sourceLocation)
  }
}
