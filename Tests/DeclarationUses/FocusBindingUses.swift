import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Apple, "FocusState.Binding": "A property wrapper type that can read and write a value that
// indicates the current focus location" — declared in a child as `@FocusState.Binding var x: V`,
// its `Value` inferred from the property's type, and passed `$x` by the parent.

private struct SearchBox: View {
  @FocusState.Binding var isFocused: Bool
  @State private var query = ""

  var body: some View {
    VStack {
      TextField("Search", text: $query).focused($isFocused)
      Text(isFocused ? "typing" : "idle")
    }
  }
}

private struct Screen: View {
  @FocusState private var isSearching: Bool

  var body: some View {
    VStack {
      SearchBox(isFocused: $isSearching)
      Button("Find") { isSearching = true }
    }
  }
}

@MainActor
@Suite struct FocusBindingUses {
  @Test("A child's @FocusState.Binding, its value type inferred, moves the parent's focus")
  func inferredBinding() throws {
    let host = ViewHost.testing(Screen())
    #expect(host.text.contains("idle"))
    try host.tap("Find")
    #expect(host.text.contains("typing"), "the parent's write focuses the child's field")
  }
}
