import CellGraph
import CellGraphTesting
import Testing

@MainActor
@Suite struct DiagnosticIssueTests {
  @Test("A testing host records every evaluation from its first render")
  func recordsFromTheStart() {
    let host = ViewHost.testing(Settings())
    #expect(host.isRecordingEvaluations)
    #expect(host.updateRecords.first?.triggers == [.initialRender])
  }

  @Test("A testing host starts from the environment given")
  func environment() {
    var environment = EnvironmentValues()
    environment.greeting = "Hi"
    let host = ViewHost.testing(Greeting(), environment: environment)
    host.expectText("Hi")
  }

  @Test("An unexpected diagnostic becomes an issue at the line that created the host")
  func unexpectedDiagnostic() throws {
    let host = ViewHost.testing(Duplicates(), sourceLocation: elsewhere())
    try expectIssue(
      containing: [
        "Unexpected diagnostic [duplicateID] at Duplicates/VStack/ForEach",
        "host.expectDiagnostics(.duplicateID) { … }", "allowingDiagnostics: true",
      ], at: elsewhere()
    ) {
      try host.tap("Duplicate")
      host.flush()
    }
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
  }

  @Test("A diagnostic raised by the first render becomes an issue too")
  func firstRenderDiagnostic() {
    expectIssue(containing: ["[duplicateID]"]) {
      _ = ViewHost.testing(Duplicates(startsDuplicated: true))
    }
  }

  @Test("A host that allows diagnostics keeps them without issues")
  func allowingDiagnostics() throws {
    let host = ViewHost.testing(Duplicates(startsDuplicated: true), allowingDiagnostics: true)
    try host.tap("Duplicate")
    host.flush()
    #expect(host.diagnostics.map(\.kind) == [.duplicateID, .duplicateID])
  }

  @Test("An expected diagnostic is let through and returned")
  func expectedDiagnostic() throws {
    let host = ViewHost.testing(Duplicates())
    let diagnostics = try host.expectDiagnostics(.duplicateID) {
      try host.tap("Duplicate")
    }
    #expect(diagnostics.map(\.path) == ["Duplicates/VStack/ForEach"])
    #expect(host.diagnostics.count == 1)
  }

  @Test("An expected diagnostic that did not happen fails at the caller")
  func missingDiagnostic() throws {
    let host = ViewHost.testing(Duplicates())
    try expectIssue(
      containing: [
        "Expected a [duplicateID] diagnostic, but the action did not cause one.",
        "No diagnostic was reported.",
      ],
      at: elsewhere()
    ) {
      try host.expectDiagnostics(.duplicateID, sourceLocation: elsewhere()) {
        try host.tap("Unique")
      }
    }
  }

  @Test("A diagnostic of another kind than the expected ones still becomes an issue")
  func otherKindsPassThrough() throws {
    let host = ViewHost.testing(Duplicates())
    let messages = try recordedIssues {
      try host.expectDiagnostics(.updateLoop) {
        try host.tap("Duplicate")
      }
    }
    #expect(messages.count == 2)
    #expect(messages.first?.hasPrefix("Unexpected diagnostic [duplicateID]") == true)
    #expect(messages.last?.hasPrefix("Expected a [updateLoop] diagnostic") == true)
  }

  @Test("After expectDiagnostics, diagnostics become issues again")
  func handlerIsRestored() throws {
    let host = ViewHost.testing(Duplicates())
    try host.expectDiagnostics(.duplicateID) {
      try host.tap("Duplicate")
    }
    try expectIssue(containing: ["Unexpected diagnostic [duplicateID]"]) {
      try host.tap("Duplicate")
      host.flush()
    }
  }

  @Test("expectDiagnostics works on a plain host, where other kinds stay on the host")
  func plainHost() throws {
    let host = ViewHost(Duplicates())
    try host.expectDiagnostics(.duplicateID) {
      try host.tap("Duplicate")
    }
    #expect(host.onDiagnostic == nil)
  }
}

private struct GreetingKey: EnvironmentKey {
  static let defaultValue = "Hello"
}

extension EnvironmentValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

private struct Greeting: View {
  @EnvironmentCell(\.greeting) var greeting

  var body: some View {
    Text(greeting)
  }
}
