import Testing

/// Waits until `condition` holds, checking after each suspension, for at most `seconds`. For
/// events that arrive from other threads or processes: the test waits for the event itself, never
/// for a fixed time.
@MainActor
func waitUntil(
  _ what: String, seconds: Double = 20, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: @MainActor () -> Bool
) async {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !condition() {
    if ContinuousClock.now > deadline {
      Issue.record(
        "Waited \(seconds) s for \(what); it did not happen", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(5))
  }
}
