import Testing

@testable import CellGraph
@testable import CellGraphCore

// Shared helpers for the tests under Tests/CellGraphTests/Models. Every name starts with `Models`
// so that it cannot collide with helpers written for other parts of the suite.

/// Runs `body` on a thread that is not the main thread, and returns when it has finished.
func modelsOnAnotherThread(_ body: @escaping @Sendable () -> Void) async {
  await Task.detached { body() }.value
}
