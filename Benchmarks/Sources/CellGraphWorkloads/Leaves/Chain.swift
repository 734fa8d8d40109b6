import CellGraph

/// A chain of nested views whose innermost view owns and reads a cell: `ChainLink(depth: n)` is
/// n views deep, n - 1 links and the leaf.
///
///     ChainLink(depth: 999) ── ChainLink(depth: 998) ── … ── ChainLink(depth: 1) ── ChainLeaf
///
/// A write re-runs the leaf only; its new text must reach the root through every level.
struct ChainLink: View {
  let depth: Int
  let sink: Sink<Int>

  var body: some View {
    if depth <= 1 {
      ChainLeaf(sink: sink)
    } else {
      ChainLink(depth: depth - 1, sink: sink)
    }
  }
}

/// The innermost view of a chain.
struct ChainLeaf: View {
  let sink: Sink<Int>
  @StateCell private var value = 0

  var body: some View {
    sink.store($value)
    return Text("leaf: \(value)")
  }
}
