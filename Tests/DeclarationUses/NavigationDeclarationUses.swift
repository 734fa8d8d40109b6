import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A split view as Apple's sample apps write it: a sidebar `List(selection:)` of
// `NavigationLink(_:value:)` rows with a toolbar, and a detail that reads the selection.

private struct Garden: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct GardenSplit: View {
  @State private var gardens = [Garden(id: 1, name: "Roses")]
  @State private var selection: Garden?
  @State private var visibility = NavigationSplitViewVisibility.all

  var body: some View {
    // Apple: https://developer.apple.com/documentation/swiftui/navigationsplitview —
    // init(columnVisibility:sidebar:detail:).
    NavigationSplitView(columnVisibility: $visibility) {
      // Apple: "List" — init(_:selection:rowContent:); "NavigationLink" — init(_:value:).
      List(gardens, selection: $selection) { garden in
        NavigationLink(garden.name, value: garden)
      }
      .navigationTitle("Gardens")
      // Apple: "View/toolbar(content:)"; "ToolbarItem" — init(placement:content:).
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("Add") { gardens.append(Garden(id: gardens.count + 1, name: "Herbs")) }
        }
      }
    } detail: {
      Text(selection?.name ?? "Pick a garden")
    }
  }
}

private struct GardenLinks: View {
  @State private var selection: Set<Garden.ID> = []
  let gardens = [Garden(id: 1, name: "Roses")]

  var body: some View {
    NavigationSplitView {
      // Apple: "List" — init(selection:content:) with a set; "NavigationLink" —
      // init(value:label:).
      List(selection: $selection) {
        ForEach(gardens) { garden in
          NavigationLink(value: garden.id) { Text(garden.name) }
        }
      }
      // Apple: "View/toolbar(content:)" with a plain button, placed automatically.
      .toolbar { Button("Edit") {} }
    } content: {
      Text("\(selection.count) selected")
    } detail: {
      Text("Detail")
    }
  }
}

@MainActor
@Suite struct NavigationDeclarationUses {
  // Apple, "NavigationSplitView": the sidebar's list selection drives the detail.
  @Test("A sidebar of value links with a toolbar selects into the detail")
  func splitView() throws {
    let host = ViewHost.testing(GardenSplit())
    try host.tap("Add")
    try host.select("Herbs >")
    #expect(host.text.contains("Herbs"))
    let links = ViewHost.testing(GardenLinks())
    try links.select("Roses >")
    #expect(links.text.contains("1 selected"))
  }
}
