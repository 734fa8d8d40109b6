import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `task` and `task(id:)`: when a view's task starts and when it is cancelled.
@MainActor
@Suite struct TaskModifierTests {
  @Test("A task starts when its view appears and runs once the host settles")
  func taskStartsOnAppear() async {
    let log = ViewsEventLog()
    let host = ViewHost(TaskLoader(log: log))
    #expect(log.events == ["appear"])
    #expect(host.text == "loading")
    await host.settle()
    #expect(log.events == ["appear", "task"])
    #expect(host.text == "loaded")
  }

  @Test("A task starts when its view is inserted by a later update")
  func taskStartsOnLaterAppear() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(ViewsToggled(isShown: false) { TaskLoader(log: log) })
    await host.settle()
    #expect(log.events.isEmpty)
    try host.tap("Toggle")
    await host.settle()
    #expect(log.events == ["appear", "task"])
    #expect(host.text == "loaded\n[Toggle]")
  }

  @Test(
    "A task is cancelled when its view disappears, before the view's disappear actions run",
    // A hang guard only: the limit counts the time a test waits for the main actor behind the
    // rest of a parallel run, which on a loaded machine is minutes.
    .timeLimit(.minutes(60)))
  func taskCancelledOnDisappear() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(ViewsToggled(log: log) { CancellableTask(name: "probe", log: log) })
    await log.waitFor("start probe")
    #expect(log.events == ["start probe"])
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["start probe", "cancel probe", "disappear probe"])
    await host.settle()
    #expect(
      log.events == ["start probe", "cancel probe", "disappear probe", "end probe cancelled"])
  }

  @Test(
    "task(id:) cancels the running task and starts a new one when the id changes",
    // A hang guard only: the limit counts the time a test waits for the main actor behind the
    // rest of a parallel run, which on a loaded machine is minutes.
    .timeLimit(.minutes(60)))
  func taskRestartsOnIDChange() async {
    let log = ViewsEventLog()
    let host = ViewHost(SearchScreen(query: "a", log: log))
    await log.waitFor("start a")
    host.setRoot(SearchScreen(query: "b", log: log))
    #expect(log.events == ["start a", "cancel a"])
    await log.waitFor("start b")
    await log.waitFor("end a cancelled")
    #expect(log.events.filter { $0.hasPrefix("start") } == ["start a", "start b"])
    #expect(log.events.contains("end a cancelled"))
    #expect(!log.events.contains("cancel b"))

    host.setRoot(SearchScreen(query: nil, log: log))
    await host.settle()
    #expect(log.events.suffix(2) == ["cancel b", "end b cancelled"])
  }

  @Test(
    "task(id:) keeps the running task when the view updates with the same id",
    // A hang guard only: the limit counts the time a test waits for the main actor behind the
    // rest of a parallel run, which on a loaded machine is minutes.
    .timeLimit(.minutes(60)))
  func taskKeepsRunningForSameID() async {
    let log = ViewsEventLog()
    let host = ViewHost(SearchScreen(query: "a", log: log))
    await log.waitFor("start a")
    host.setRoot(SearchScreen(query: "a", title: "Other title", log: log))
    #expect(host.text == "Other title: a")
    #expect(log.events == ["start a"])

    host.setRoot(SearchScreen(query: nil, log: log))
    await host.settle()
    #expect(log.events == ["start a", "cancel a", "end a cancelled"])
  }
}

// MARK: - Views

private struct TaskLoader: View {
  let log: ViewsEventLog
  @StateCell private var status = "loading"

  var body: some View {
    Text(status)
      .onAppear { log.append("appear") }
      .task {
        log.append("task")
        status = "loaded"
      }
  }
}

private struct CancellableTask: View {
  let name: String
  let log: ViewsEventLog

  var body: some View {
    Text(name)
      .task { await viewsCancellableWork(name, log: log) }
      .onDisappear { log.append("disappear \(name)") }
  }
}

private struct SearchScreen: View {
  let query: String?
  var title = "Results"
  let log: ViewsEventLog

  var body: some View {
    if let query {
      Text("\(title): \(query)")
        .task(id: query) { await viewsCancellableWork(query, log: log) }
    }
  }
}
