import Observation
import Synchronization
import Testing

@testable import CellGraph
@testable import CellGraphCore

// Shared helpers for the tests under Tests/CellGraphTests/Models. Every name starts with `Models`
// so that it cannot collide with helpers written for other parts of the suite.

/// Runs `body` on a thread that is not the main thread, and returns when it has finished.
func modelsOnAnotherThread(_ body: @escaping @Sendable () -> Void) async {
  await Task.detached { body() }.value
}

/// A model whose property lives outside the object (here a counter in a mutex, elsewhere a store)
/// and is tracked by calling `access` and `withMutation` itself, as the Observation macro would.
/// Thread-safe, so it can be changed from any thread.
final class ModelsTicker: Observable, Sendable {
  private let registrar = ObservationRegistrar()
  private let storage = Mutex(0)

  var ticks: Int {
    get {
      registrar.access(self, keyPath: \.ticks)
      return storage.withLock { $0 }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.ticks) {
        storage.withLock { $0 = newValue }
      }
    }
  }
}

/// Shows a `ModelsTicker`'s count: "ticks 7".
struct ModelsTickerView: View {
  let ticker: ModelsTicker
  var body: some View { Text("ticks \(ticker.ticks)") }
}
