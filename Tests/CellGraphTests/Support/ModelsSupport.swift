import Testing

@testable import CellGraph

// Shared helpers for the tests under Tests/CellGraphTests/Models. Every name starts with `Models`
// so that it cannot collide with helpers written for other parts of the suite.

/// Waits until `condition` holds, for events that happen on other threads (a model changed by a
/// background task reaches the main actor in a task of its own). Polls with short sleeps, so the
/// main actor can run that task, for at most `seconds`; records an issue if the condition never
/// held. No assertion relies on the timing: the wait ends as soon as the event happened.
@MainActor
func modelsWait(
  _ description: String, upTo seconds: Int = 20,
  sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool
) async {
  let deadline = ContinuousClock.now + .seconds(seconds)
  while !condition() {
    if ContinuousClock.now > deadline {
      Issue.record(
        "Timed out after \(seconds) s waiting for \(description)", sourceLocation: sourceLocation)
      return
    }
    try? await Task.sleep(for: .milliseconds(2))
  }
}

/// Runs `body` on a thread that is not the main thread, and returns when it has finished.
func modelsOnAnotherThread(_ body: @escaping @Sendable () -> Void) async {
  await Task.detached { body() }.value
}
