import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A searchable, refreshable list as a SwiftUI file writes it.

@MainActor
@Observable private final class Store {
  var items = ["milk", "bread"]
  var reloads = 0

  func reload() async {
    reloads += 1
    items.append("eggs \(reloads)")
  }
}

private struct GroceryList: View {
  let store: Store
  @State private var query = ""

  var body: some View {
    VStack {
      ForEach(store.items.filter { query.isEmpty || $0.contains(query) }, id: \.self) {
        Text($0)
      }
      SearchHint()
    }
    .searchable(text: $query, prompt: "Groceries")
    .refreshable { await store.reload() }
  }
}

private struct SearchHint: View {
  @Environment(\.isSearching) private var isSearching
  var body: some View {
    if isSearching { Text("Searching…") }
  }
}

@MainActor
@Suite struct GroceryListTests {
  @Test("A found view's search types into the search field above it")
  func search() throws {
    let host = ViewHost.testing(GroceryList(store: Store()))
    try host.find(SearchHint.self).search("br")
    host.expectText(
      """
      Groceries: [br|]
      bread
      Searching…
      """)
  }

  @Test("A found view's refresh runs the refresh action; settle awaits it")
  func refresh() async throws {
    let store = Store()
    let host = ViewHost.testing(GroceryList(store: store))
    try host.find(text: "milk").refresh()
    await host.settle()
    #expect(store.reloads == 1)
    host.expectText(
      """
      Groceries: []
      milk
      bread
      eggs 1
      """)
  }
}
