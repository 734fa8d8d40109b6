import CellGraph

/// A feed of `count` one-line rows in a lazy stack in a scroll view.
struct LazyFeed: View {
  let count: Int
  var body: some View {
    ScrollView {
      LazyVStack { ForEach(0..<count) { FeedRow(index: $0) } }
    }
  }
}

/// One row of `LazyFeed`.
struct FeedRow: View {
  let index: Int
  var body: some View { Text("Row \(index)") }
}
