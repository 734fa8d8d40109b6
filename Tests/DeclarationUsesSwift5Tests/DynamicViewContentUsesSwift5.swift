import CellGraphSwiftUI
import CellGraphTesting
import Testing

// (Swift 5 mode: an optional action chosen by a condition crashes the compiler's diagnostics, see
// Docs/Limitations.md; a closure that checks the condition compiles.)
// SwiftUI: `nonisolated func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some
// DynamicViewContent` — an optional action, so a list can turn deleting off with `nil`.

private struct Fruits: View {
  @State private var fruits = ["Apple", "Pear"]
  let canDelete: Bool

  var body: some View {
    List {
      ForEach(fruits, id: \.self) { fruit in Text(fruit) }
        .onDelete { offsets in if canDelete { delete(at: offsets) } }
    }
  }

  private func delete(at offsets: IndexSet) {
    fruits.remove(atOffsets: offsets)
  }
}

@MainActor
@Suite struct DynamicViewContentUsesSwift5 {
  // SwiftUI: `onDelete(perform:)` with an action makes the rows deletable.
  @Test("onDelete(perform:) takes a closure")
  func optionalDeleteAction() throws {
    let host = ViewHost.testing(Fruits(canDelete: true))
    try host.delete("Apple")
    #expect(!host.text.contains("Apple"))
  }
}
