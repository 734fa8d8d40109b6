import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Leaving views at the edges: in a list, under a parent that goes, in a host that goes, and a
/// clock asked to go back.
@MainActor
@Suite struct LeavingEdgeTests {
  @Test("A row removed under an animation leaves at its place; the other rows update as usual")
  func listRowLeavesInPlace() throws {
    let host = ViewHost(Rows())
    try host.tap("Remove b")
    #expect(host.text.hasPrefix("a\nb (leaving)\nc\n[Remove b]\n[Rename a]"))
    try host.tap("Rename a")
    #expect(host.text.hasPrefix("A\nb (leaving)\nc\n[Remove b]\n[Rename a]"))
    host.advance(by: .milliseconds(549))
    #expect(host.text.contains("b (leaving)"), "the default animation lasts 0.55 s")
    host.advance(by: .milliseconds(1))
    #expect(host.text.hasPrefix("A\nc\n[Remove b]\n[Rename a]"))
  }

  @Test("Rows removed together keep their order while they leave, before the row after them")
  func rowsRemovedTogetherKeepTheirOrder() throws {
    let host = ViewHost(Rows())
    try host.tap("Replace a and b")
    #expect(
      // Before c, the first row after them that stays.
      host.text.hasPrefix("d\na (leaving)\nb (leaving)\nc\n[Remove b]"))
    host.advance(by: .seconds(1))
    #expect(host.text == "d\nc\n[Remove b]\n[Rename a]\n[Replace a and b]")
  }

  @Test("A leaving view goes at once with its parent when an unanimated update removes both")
  func leavingViewGoesWithItsParent() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(ScreenHolder(log: log))
    await log.waitFor("start detail")
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(host.text.contains("(leaving)"))
    try host.tap("Hide screen")
    host.flush()
    #expect(log.events == ["cancel detail", "disappear detail"])
    host.advance(by: .seconds(2))
    #expect(log.events == ["cancel detail", "disappear detail"], "nothing runs twice")
    #expect(host.text == "[Hide screen]")
  }

  @Test("A host released while a view leaves ends the view: task cancelled, onDisappear run")
  func hostReleasedWhileLeaving() async throws {
    let log = ViewsEventLog()
    do {
      let host = ViewHost(
        TransitionScreen(transition: .opacity, animation: .linear(duration: 1), log: log))
      await log.waitFor("start detail")
      try host.tap("Toggle")
      host.flush()
      #expect(!log.events.contains("disappear detail"))
    }
    #expect(log.events.contains("disappear detail"))
    #expect(log.events.contains("cancel detail"))
  }

  @Test("Advancing the clock by a negative duration is reported and leaves the clock as it was")
  func negativeAdvanceIsReported() {
    let host = ViewHost(Text("idle"))
    host.advance(by: .seconds(1))
    host.advance(by: .seconds(-1))
    #expect(host.clock == .seconds(1))
    #expect(host.diagnostics.map(\.kind) == [.negativeClockAdvance])
  }
}

private struct ScreenHolder: View {
  @StateCell var isShown = true
  let log: ViewsEventLog

  var body: some View {
    if isShown {
      TransitionScreen(transition: .slide, animation: .linear(duration: 1), log: log)
    }
    Button("Hide screen") { isShown = false }
  }
}

private struct Rows: View {
  @StateCell var names = ["a", "b", "c"]

  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in Text(name) }
      Button("Remove b") { withAnimation { names.removeAll { $0 == "b" } } }
      Button("Rename a") { names[0] = "A" }
      Button("Replace a and b") { withAnimation { names = ["d", "c"] } }
    }
  }
}
