import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The `.id(_:)` modifier: a new id is a new view, with fresh state, lifecycle and tasks.
@MainActor
@Suite struct IDModifierTests {
  @Test("Changing a view's .id resets its state")
  func idChangeResetsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    try host.tap("+c")
    try host.tap("+c")
    #expect(host.text == "c = 2 [+c]")
    host.setRoot(IdentifiedCounter(id: 2, log: log))
    #expect(host.text == "c = 0 [+c]")
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["IdentifiedCounter/ViewsCounter[.id(2)]"])
  }

  @Test("Keeping a view's .id keeps its state across updates")
  func sameIDKeepsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    try host.tap("+c")
    host.setRoot(IdentifiedCounter(id: 1, title: "again", log: log))
    #expect(host.text == "again\nc = 1 [+c]")
    #expect(log.events == ["appear 1"])
  }

  @Test("Changing .id runs the new view's appear actions before the old view's disappear actions")
  func idChangeAppearsBeforeDisappearing() {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedCounter(id: 1, log: log))
    #expect(log.events == ["appear 1"])
    log.events.removeAll()
    host.setRoot(IdentifiedCounter(id: 2, log: log))
    #expect(log.events == ["appear 2", "disappear 1"])
  }

  @Test(
    "Changing .id cancels the old view's task and starts one for the new view",
    // A hang guard only: the limit counts the time a test waits for the main actor behind the
    // rest of a parallel run, which on a loaded machine is minutes.
    .timeLimit(.minutes(60)))
  func idChangeRestartsTasks() async {
    let log = ViewsEventLog()
    let host = ViewHost(IdentifiedTask(id: 1, log: log))
    await log.waitFor("start 1")
    host.setRoot(IdentifiedTask(id: 2, log: log))
    #expect(log.events == ["start 1", "cancel 1"])
    await log.waitFor("start 2")
    await log.waitFor("end 1 cancelled")
    #expect(!log.events.contains("cancel 2"))
  }
}

// MARK: - Views

private struct IdentifiedCounter: View {
  let id: Int
  var title: String? = nil
  let log: ViewsEventLog

  var body: some View {
    if let title { Text(title) }
    ViewsCounter("c")
      .onAppear { log.append("appear \(id)") }
      .onDisappear { log.append("disappear \(id)") }
      .id(id)
  }
}

private struct IdentifiedTask: View {
  let id: Int
  let log: ViewsEventLog

  var body: some View {
    Text("task \(id)")
      .task { await viewsCancellableWork("\(id)", log: log) }
      .id(id)
  }
}
