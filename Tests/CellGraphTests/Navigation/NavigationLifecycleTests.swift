import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct NavigationLifecycleTests {
  @Test(
    "Popping a screen cancels its task; covering a screen cancels it and showing it restarts it")
  func tasks() async throws {
    struct Screen: View {
      let log: ViewsEventLog
      @StateCell var path: [Int] = []
      var body: some View {
        NavigationStack(path: $path) {
          Button("Push") { path.append(1) }
            .task { await viewsCancellableWork("root", log: log) }
            .navigationDestination(for: Int.self) { _ in
              Text("pushed").task { await viewsCancellableWork("pushed", log: log) }
            }
        }
      }
    }
    let log = ViewsEventLog()
    let host = ViewHost.testing(Screen(log: log))
    host.flush()
    await log.waitFor("start root")
    try host.tap("Push")
    host.flush()
    #expect(log.events.contains("cancel root"), "covering the root cancels its task")
    await log.waitFor("start pushed")
    try host.goBack()
    host.flush()
    #expect(log.events.contains("cancel pushed"), "popping cancels the popped screen's task")
    await log.waitFor("start root", count: 2)
    try host.tap("Push")
    host.flush()
    #expect(log.events.filter { $0 == "cancel root" }.count == 2)
  }

  @Test("Popping several screens at once runs disappear only for the one on top")
  func popSeveral() throws {
    let log = NavigationEventLog()
    struct Screen: View {
      let log: NavigationEventLog
      @StateCell var path: [Int] = [1, 2, 3]
      var body: some View {
        NavigationStack(path: $path) {
          Button("Root") {}
            .navigationDestination(for: Int.self) { number in
              Button("Home \(number)") { path = [] }
                .onAppear { log.events.append("appear \(number)") }
                .onDisappear { log.events.append("disappear \(number)") }
            }
        }
      }
    }
    let host = ViewHost.testing(Screen(log: log))
    host.flush()
    #expect(log.events == ["appear 3"], "screens created covered never appear")
    try host.tap("Home 3")
    host.flush()
    #expect(log.events == ["appear 3", "disappear 3"])
    #expect(host.text == "[Root]")
  }
}
