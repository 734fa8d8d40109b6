import CellGraph

/// Shape (A): every row owns its state.
///
///     StateRows
///       └ VStack
///          └ ForEach(0..<count)
///             └ StateRow (@StateCell value) ── Text("row i: value")
///
/// Rows whose index is a multiple of `sinkStride` leave `$value` in the sink, so the benchmark
/// can write to rows spread over the whole tree.
struct StateRows: View {
  let count: Int
  let sink: Sink<Int>?
  let sinkStride: Int

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in
        StateRow(index: index, sink: index % sinkStride == 0 ? sink : nil)
      }
    }
  }
}

/// A row that owns a `StateCell` and reads it.
struct StateRow: View {
  let index: Int
  let sink: Sink<Int>?
  @StateCell private var value = 0

  var body: some View {
    sink?.store($value, at: index)
    return Text("row \(index): \(value)")
  }
}
