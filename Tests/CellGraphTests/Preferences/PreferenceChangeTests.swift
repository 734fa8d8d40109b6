import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Rows that can be shown, hidden and added; a header that changes nothing preferences see.
private struct Changing: View {
  let log: ViewsEventLog
  @StateCell var showsExtra = false
  @StateCell var names = ["a", "b"]
  @StateCell var header = 0
  var body: some View {
    VStack {
      Button("header \(header)") { header += 1 }
      Button("toggle extra") { showsExtra.toggle() }
      Button("drop first") { names.removeFirst() }
      Button("reverse") { names.reverse() }
      ForEach(names, id: \.self) { TitledRow(title: $0) }
      if showsExtra { TitledRow(title: "extra") }
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append($0.joined(separator: ",")) }
  }
}

/// No view sets the key.
private struct Silent: View {
  let log: ViewsEventLog
  var body: some View {
    Text("quiet").onPreferenceChange(TotalKey.self) { log.events.append("total \($0)") }
  }
}

/// An action that feeds the value back: each delivery writes state that changes the value again.
private struct Feedback: View {
  @StateCell var count = 0
  var body: some View {
    Text("\(count)")
      .preference(key: TotalKey.self, value: count)
      .onPreferenceChange(TotalKey.self) { count = $0 + 1 }
  }
}

@MainActor
@Suite struct PreferenceChangeTests {
  @Test("onPreferenceChange delivers the first value on appearance, the default when none is set")
  func firstValueOnAppearance() {
    let log = ViewsEventLog()
    _ = ViewHost(Silent(log: log))
    #expect(log.events == ["total 0"])
  }

  @Test("onPreferenceChange runs after the pass only when the reduced value changed")
  func onlyWhenChanged() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Changing(log: log))
    #expect(log.events == ["a×1,b×1"])
    try host.tap("header 0")
    host.flush()
    #expect(log.events == ["a×1,b×1"], "a change no preference sees runs no action")
    try host.tap("b ×1")
    host.flush()
    #expect(log.events == ["a×1,b×1", "a×1,b×2"])
  }

  @Test("A view that stops contributing, or starts, or moves, updates the ancestor")
  func structuralChanges() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Changing(log: log))
    try host.tap("toggle extra")
    host.flush()
    #expect(log.events.last == "a×1,b×1,extra×1")
    try host.tap("toggle extra")
    host.flush()
    #expect(log.events.last == "a×1,b×1")
    try host.tap("reverse")
    host.flush()
    #expect(log.events.last == "b×1,a×1")
    try host.tap("drop first")
    host.flush()
    #expect(log.events.last == "a×1")
    #expect(log.events.count == 5)
  }

  @Test("An action that keeps changing its own value stops after two runs with a diagnostic")
  func cycleEndsWithDiagnostic() {
    let host = ViewHost(Feedback())
    #expect(host.text == "2")
    let cycles = host.diagnostics.filter { $0.kind == .preferenceCycle }
    #expect(cycles.count == 1)
    #expect(
      cycles.first?.message.hasPrefix(
        "Bound preference TotalKey tried to update multiple times per frame") == true)
    #expect(!host.diagnostics.contains { $0.kind == .updateLoop }, "the flush settled")
  }
}
