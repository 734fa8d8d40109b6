import CellGraph

/// Shape (A): every row owns its state.
///
///     StateRows
///       └ VStack
///          └ ForEach(0..<count)
///             └ StateRow (@StateCell value) ── Text("row i: value")
///
/// The rows that leave `$value` in the sink (those whose index is a multiple of `sinkStride`, or
/// those in `sinkRows`), so the benchmark can write to rows spread over the whole tree.
struct StateRows: View {
  let count: Int
  let sink: Sink<Int>?
  let sinkStride: Int
  let sinkRows: Set<Int>?

  init(count: Int, sink: Sink<Int>?, sinkStride: Int) {
    self.count = count
    self.sink = sink
    self.sinkStride = sinkStride
    self.sinkRows = nil
  }

  init(count: Int, sink: Sink<Int>, sinkRows: Set<Int>) {
    self.count = count
    self.sink = sink
    self.sinkStride = count + 1
    self.sinkRows = sinkRows
  }

  var body: some View {
    VStack {
      ForEach(0..<count, id: \.self) { index in
        StateRow(index: index, sink: leavesBinding(index) ? sink : nil)
      }
    }
  }

  private func leavesBinding(_ index: Int) -> Bool {
    index % sinkStride == 0 || sinkRows?.contains(index) == true
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
