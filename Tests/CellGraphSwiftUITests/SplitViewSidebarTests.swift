import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Written as SwiftUI code, as Apple's sample apps write a sidebar: a `List(selection:)` of
// `NavigationLink(value:)` rows with an add button in the sidebar's toolbar.

private struct Garden: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct Gardens: View {
  @State private var gardens = [Garden(id: 1, name: "Roses"), Garden(id: 2, name: "Herbs")]
  @State private var selection: Garden.ID?

  var body: some View {
    NavigationSplitView {
      List(selection: $selection) {
        ForEach(gardens) { garden in
          NavigationLink(value: garden.id) { Text(garden.name) }
        }
      }
      .navigationTitle("Gardens")
      .toolbar {
        Button("Add") { gardens.append(Garden(id: gardens.count + 1, name: "New")) }
      }
    } detail: {
      Text(gardens.first { $0.id == selection }?.name ?? "Pick a garden")
    }
  }
}

@MainActor
@Suite struct SplitViewSidebarTests {
  // SwiftUI: each column of a NavigationSplitView has its own navigation bar, showing the
  // column's `navigationTitle` and `toolbar` ("NavigationSplitView": "the sidebar's toolbar").
  @Test("A split view column shows its title and toolbar, and the toolbar's button can be tapped")
  func columnToolbar() throws {
    let host = ViewHost.testing(Gardens())
    #expect(host.text.contains("Gardens"))
    #expect(host.text.contains("[Add]"))
    try host.tap("Add")
    #expect(host.text.contains("New"))
  }

  // SwiftUI: "NavigationLink(value:)" in a `List(selection:)` — the list selects the link's value
  // (a link presents its value by becoming its row's selection in a split view's sidebar).
  @Test("Selecting a NavigationLink(value:) row sets the list's selection to the link's value")
  func linkValueIsSelectionValue() throws {
    let host = ViewHost.testing(Gardens())
    try host.select("Herbs >")  // a row is found by its text, and a link shows ">"
    #expect(host.text.contains("│ Herbs"))
  }
}
