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

@Observable private final class Kitchen {
  var recipes = [Garden(id: 1, name: "Soup"), Garden(id: 2, name: "Bread")]
}

/// Apple's shape ("NavigationSplitView"; "Migrating to new navigation types"): a sidebar
/// `List(model.items, selection: $selection)` whose rows are `NavigationLink(item.name, value:
/// item)`, and a detail that reads the selection.
private struct Recipes: View {
  @State private var model = Kitchen()
  @State private var selection: Garden?

  var body: some View {
    NavigationSplitView {
      List(model.recipes, selection: $selection) { recipe in
        NavigationLink(recipe.name, value: recipe)
      }
      .navigationTitle("Recipes")
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button("New") { model.recipes.append(Garden(id: 3, name: "Salad")) }
        }
      }
    } detail: {
      if let selection {
        Text("Cooking \(selection.name)")
      } else {
        Text("Choose a recipe")
      }
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

  // https://developer.apple.com/documentation/swiftui/navigationsplitview — "the navigation split
  // view coordinates with the List in its first column, so that when people make a selection,
  // the detail view updates accordingly"; a `NavigationLink(_:value:)` row's value is its
  // selection value ("NavigationLink": "a value-presenting link … in a List with selection").
  @Test("In Apple's sidebar shape, selecting a link row writes the item and shows its detail")
  func appleSampleShape() throws {
    let host = ViewHost.testing(Recipes())
    #expect(host.text.contains("Choose a recipe"))
    try host.select("Bread >")
    #expect(host.text.contains("Cooking Bread"))
    try host.tap("New")
    try host.select("Salad >")
    #expect(host.text.contains("Cooking Salad"))
  }
}
