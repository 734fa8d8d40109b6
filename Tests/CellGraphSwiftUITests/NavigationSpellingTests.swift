import CellGraphSwiftUI
import CellGraphTesting
import Testing

/// A screen written exactly as in SwiftUI: a tab view, a stack over a `NavigationPath`, links,
/// destinations, a title, a toolbar, `\.dismiss` and a saved path.
private struct Library: View {
  @State private var tab = 0
  @State private var path = NavigationPath()
  @AppStorage("library.path") private var saved: NavigationPath.CodableRepresentation? = nil

  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        List {
          NavigationLink("Dune", value: "Dune")
          NavigationLink("Emma", value: "Emma")
        }
        .navigationTitle("Books")
        .navigationDestination(for: String.self) { BookScreen(title: $0) }
      }
      .onChange(of: path) { saved = path.codable }
      .tabItem { Label("Books", systemImage: "book") }
      .tag(0)
      Text("Nothing here yet")
        .tabItem { Label("Authors", systemImage: "person") }
        .tag(1)
    }
  }
}

private struct BookScreen: View {
  let title: String
  @Environment(\.dismiss) private var dismiss
  @State private var pages = 0

  var body: some View {
    Text("\(title): \(pages) pages read")
      .navigationTitle(title)
      .toolbar {
        ToolbarItem(placement: .primaryAction) { Button("Read") { pages += 10 } }
        ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
      }
  }
}

@MainActor
@Suite struct NavigationSpellingTests {
  @Test("SwiftUI navigation code runs unchanged: links, toolbar, dismiss, tabs and a saved path")
  func library() throws {
    let host = ViewHost.testing(Library())
    try host.tapLink("Dune")
    try host.tap("Read")
    host.expectText(
      """
      < Books  [Close]  Dune  [Read]
      ──────────────────────────────
      Dune: 10 pages read
      ───────────────────────────────────
      • (book) Books   ◦ (person) Authors
      """)
    try host.selectTab("Authors")
    try host.selectTab("Books")
    #expect(host.text.contains("Dune: 10 pages read"), "the hidden tab kept its stack and state")
    try host.tap("Close")
    #expect(host.text.hasPrefix("Books\n"))
  }
}
