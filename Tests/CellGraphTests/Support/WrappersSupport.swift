import Testing

@testable import CellGraph
@testable import CellGraphCore

/// An ordered record of events (updates, body runs, values seen), shared by reference between a
/// test and the views it hosts.
///
/// Views hold it in a `let`: a class reference compares by identity, so handing the same log to a
/// re-created view does not make the view a different input.
@MainActor
final class WrappersLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) {
    entries.append(entry)
  }

  func removeAll() {
    entries.removeAll()
  }
}

/// A mutable reference cell for test plumbing: counters, values captured by actions, bindings that
/// escape a body.
@MainActor
final class WrappersBox<Value> {
  var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Replaces the value: for a body that keeps something here (`let _ = box.keep($items)`).
  func keep(_ newValue: Value) {
    value = newValue
  }
}

/// The kinds of the diagnostics recorded outside any host, for `#expect(... .contains(...))`.
@MainActor
func wrappersUnhostedKinds() -> [Diagnostic.Kind] {
  UnhostedDiagnostics.all.map(\.kind)
}

extension ViewHost {
  /// The kinds of the diagnostics this host recorded, oldest first.
  var wrappersDiagnosticKinds: [Diagnostic.Kind] {
    diagnostics.map(\.kind)
  }
}
