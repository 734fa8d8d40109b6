import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A tab with its own counter and lifecycle logging.
private struct CounterTab: View {
  let name: String
  let log: NavigationEventLog
  @StateCell var count = 0

  var body: some View {
    Button("\(name) \(count)") { count += 1 }
      .onAppear { log.events.append("appear \(name)") }
      .onDisappear { log.events.append("disappear \(name)") }
  }
}

private struct Tabs: View {
  let log: NavigationEventLog
  @StateCell var selection = 1

  var body: some View {
    VStack {
      Text("selected \(selection)")
      TabView(selection: $selection) {
        CounterTab(name: "Inbox", log: log)
          .tabItem { Label("Inbox", systemImage: "tray") }
          .tag(1)
        CounterTab(name: "Settings", log: log)
          .tabItem { Label("Settings", systemImage: "gear") }
          .tag(2)
      }
    }
  }
}

@MainActor
@Suite struct TabViewTests {
  @Test("A tab view shows the selected tab's content over a tab bar")
  func textForm() {
    let host = ViewHost.testing(Tabs(log: NavigationEventLog()))
    #expect(
      host.text == """
        selected 1
        [Inbox 0]
        ──────────────────────────────────
        • (tray) Inbox   ◦ (gear) Settings
        """)
  }

  @Test("Selecting a tab writes the selection binding and shows that tab")
  func selectWritesBinding() throws {
    let host = ViewHost.testing(Tabs(log: NavigationEventLog()))
    try host.selectTab("Settings")
    #expect(host.text.hasPrefix("selected 2\n[Settings 0]"))
    #expect(host.text.hasSuffix("◦ (tray) Inbox   • (gear) Settings"))
  }

  @Test("A hidden tab keeps its state")
  func hiddenTabKeepsState() throws {
    let host = ViewHost.testing(Tabs(log: NavigationEventLog()))
    try host.tap("Inbox 0")
    try host.selectTab("Settings")
    try host.tap("Settings 0")
    try host.selectTab("Inbox")
    #expect(host.text.contains("[Inbox 1]"))
    try host.selectTab("Settings")
    #expect(host.text.contains("[Settings 1]"))
  }

  @Test(
    "A tab is built when first selected; switching runs the new tab's appear, then the old tab's disappear"
  )
  func lifecycle() throws {
    let log = NavigationEventLog()
    let host = ViewHost.testing(Tabs(log: log))
    host.flush()
    #expect(log.events == ["appear Inbox"])
    #expect(host.evaluations(of: CounterTab.self) == 1, "the unselected tab is not built")
    try host.selectTab("Settings")
    host.flush()
    #expect(log.events == ["appear Inbox", "appear Settings", "disappear Inbox"])
    try host.selectTab("(tray) Inbox")
    host.flush()
    #expect(
      log.events == [
        "appear Inbox", "appear Settings", "disappear Inbox", "appear Inbox", "disappear Settings",
      ])
  }

  @Test("Switching tabs re-runs no tab's body")
  func switchingIsPrecise() throws {
    let host = ViewHost.testing(Tabs(log: NavigationEventLog()))
    try host.selectTab("Settings")
    host.flush()
    let before = host.evaluations(of: CounterTab.self)
    try host.selectTab("Inbox")
    host.flush()
    #expect(host.evaluations(of: CounterTab.self) == before)
  }

  @Test("A hidden tab's controls cannot be tapped")
  func hiddenControls() {
    let host = ViewHost.testing(Tabs(log: NavigationEventLog()))
    #expect(throws: InteractionError.self) { try host.tap("Settings 0") }
  }

  @Test("A tab view without a binding keeps its own selection; Tab values and titles work")
  func ownSelectionAndTab() throws {
    let host = ViewHost.testing(
      TabView {
        Tab("Home", systemImage: "house") { Text("home") }
        Tab("Search", systemImage: "magnifyingglass") { Text("search") }
      })
    #expect(host.text.hasPrefix("home\n"))
    try host.selectTab("Search")
    #expect(host.text.hasPrefix("search\n"))
    #expect(throws: InteractionError.self) { try host.selectTab("Missing") }
  }

  @Test("Tab values drive a typed selection")
  func tabValues() throws {
    struct Screen: View {
      @StateCell var selection = "b"
      var body: some View {
        TabView(selection: $selection) {
          Tab("A", systemImage: "a", value: "a") { Text("first \(selection)") }
          Tab("B", systemImage: "b", value: "b") { Text("second \(selection)") }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text.hasPrefix("second b"))
    try host.selectTab("A")
    #expect(host.text.hasPrefix("first a"))
  }

  @Test(
    "A stack inside a hidden tab keeps its path, and its covered screens stay hidden when the tab returns"
  )
  func stackInTab() throws {
    let log = NavigationEventLog()
    let host = ViewHost.testing(
      TabView {
        NavigationStack { RecipeList(log: log) }.tabItem { Text("Recipes") }
        Text("other").tabItem { Text("Other") }
      })
    try host.tapLink("Pasta")
    try host.selectTab("Other")
    try host.selectTab("Recipes")
    #expect(host.text.hasPrefix("< Recipes  Pasta"))
    #expect(throws: InteractionError.self) { try host.tap("Tapped 0") }
    #expect(
      log.events == [
        "appear Recipes", "appear Pasta", "disappear Recipes", "disappear Pasta", "appear Pasta",
      ])
  }

  @Test("A push in the selected tab of several updates the tab view's text")
  func pushInTabUpdatesText() throws {
    struct App: View {
      @StateCell var tab = "a"
      var body: some View {
        TabView(selection: $tab) {
          NavigationStack {
            NavigationLink("Go", value: 1)
              .navigationDestination(for: Int.self) { Text("screen \($0)") }
          }
          .tabItem { Text("A") }.tag("a")
          Text("other").tabItem { Text("B") }.tag("b")
        }
      }
    }
    let host = ViewHost.testing(App())
    #expect(host.text == "Go >\n─────────\n• A   ◦ B")
    try host.tapLink("Go")
    #expect(host.text == "< Back\n────────\nscreen 1\n─────────\n• A   ◦ B")
  }
}
