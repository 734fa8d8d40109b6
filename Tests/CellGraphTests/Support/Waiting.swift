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
