import CellGraph
import CellGraphTesting
import Testing

private struct Row: View {
  let name: String
  var body: some View {
    HStack {
      Text(name)
      NavigationLink("Open", value: name)
    }
  }
}

private struct Screens: View {
  @StateCell var path: [String] = []
  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Row(name: "Pasta")
        Row(name: "Soup")
      }
      .navigationDestination(for: String.self) { Text("Recipe \($0)") }
    }
  }
}

@MainActor
@Suite struct ProxyNavigationTests {
  @Test(
    "Tapping the link inside a found row pushes that row's value; no body runs: only the stack reads the path"
  )
  func tapLinkInside() throws {
    let host = ViewHost.testing(Screens())
    try host.expectNoBodies {
      try host.find(Row.self) { $0.name == "Soup" }.tapLink()
    }
    host.expectText(
      """
      < Back
      ───────────
      Recipe Soup
      """)
  }

  @Test("Going back from a found view in a pushed screen pops it")
  func goBackFromFoundView() throws {
    let host = ViewHost.testing(Screens())
    try host.find(Row.self) { $0.name == "Pasta" }.tapLink()
    try host.find(text: "Recipe Pasta").goBack()
    #expect(host.text.contains("Soup"))
  }

  @Test("Selecting a tab from a found view inside the tab view")
  func selectTabFromFoundView() throws {
    let host = ViewHost.testing(
      TabView {
        Text("first").tabItem { Text("One") }
        Text("second").tabItem { Text("Two") }
      })
    try host.find(text: "first").selectTab("Two")
    #expect(host.text.hasPrefix("second"))
  }

  @Test("Views of a covered screen or a hidden tab are not found")
  func hiddenViewsAreNotFound() throws {
    let host = ViewHost.testing(Screens())
    try host.find(Row.self) { $0.name == "Soup" }.tapLink()
    #expect(throws: FindError.self) { try host.find(text: "Pasta") }
    #expect(host.findAll(Row.self).isEmpty)
    let tabs = ViewHost.testing(
      TabView {
        Button("First") {}.tabItem { Text("One") }
        Button("Second") {}.tabItem { Text("Two") }
      })
    try tabs.selectTab("Two")
    #expect(throws: FindError.self) { try tabs.find(text: "First") }
  }
}
