import CellGraphSwiftUI
import CellGraphTesting
import Testing

// SwiftUI: `nonisolated func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some
// DynamicViewContent` — an optional action, so a list can turn deleting off with `nil`.

private struct Fruits: View {
  @State private var fruits = ["Apple", "Pear"]
  let canDelete: Bool

  var body: some View {
    List {
      ForEach(fruits, id: \.self) { fruit in Text(fruit) }
        .onDelete(perform: canDelete ? delete : nil)
    }
  }

  private func delete(at offsets: IndexSet) {
    fruits.remove(atOffsets: offsets)
  }
}

@MainActor
@Suite struct DynamicViewContentUses {
  // SwiftUI: `onDelete(perform:)` with an action makes the rows deletable.
  @Test("onDelete(perform:) takes a method reference or nil chosen by a condition")
  func optionalDeleteAction() throws {
    let host = ViewHost.testing(Fruits(canDelete: true))
    try host.delete("Apple")
    #expect(!host.text.contains("Apple"))
  }
}
