import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Apple: https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
// — `func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent`: an
// optional action, so a list can turn deleting off with `nil`; likewise
// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:).
// A view's method or `nil`, chosen by a condition, compiles in both language modes.

private struct Fruits: View {
  @State private var fruits = ["Apple", "Pear", "Plum"]
  let canDelete: Bool
  let canMove: Bool

  var body: some View {
    List {
      ForEach(fruits, id: \.self) { fruit in Text(fruit) }
        .onDelete(perform: canDelete ? delete : nil)
        .onMove(perform: canMove ? move : nil)
    }
  }

  private func delete(at offsets: IndexSet) {
    fruits.remove(atOffsets: offsets)
  }

  private func move(from source: IndexSet, to destination: Int) {
    fruits.move(fromOffsets: source, toOffset: destination)
  }
}

@MainActor
@Suite struct DynamicViewContentUses {
  // Apple, "onDelete(perform:)" and "onMove(perform:)": with an action the rows can be deleted
  // and moved.
  @Test(
    "onDelete(perform:) and onMove(perform:) take a method reference or nil chosen by a condition")
  func optionalEditActions() throws {
    let host = ViewHost.testing(Fruits(canDelete: true, canMove: true))
    try host.delete("Apple")
    #expect(!host.text.contains("Apple"))
    try host.move("Plum", before: "Pear")
    #expect(host.text.contains("Plum\nPear"))
  }
}
