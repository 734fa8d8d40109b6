import CellGraph

/// Shape (C): the parent owns all the values in one `StateCell<[Int]>`; the rows are plain views
/// that receive their value.
///
///     ArrayRows (@StateCell values: [Int])
///       └ VStack
///          └ ForEach(values.indices)
///             └ ValueRow(index, value) ── Text("row i: value")
///
/// A write to one element re-runs the parent, which hands every row its value again; all rows but
/// one receive an equal value and are skipped.
struct ArrayRows: View {
  let sink: Sink<[Int]>
  @StateCell private var values: [Int]

  init(count: Int, sink: Sink<[Int]>) {
    self.sink = sink
    _values = StateCell(initialValue: Array(repeating: 0, count: count))
  }

  var body: some View {
    sink.store($values)
    return VStack {
      ForEach(values.indices, id: \.self) { index in
        ValueRow(index: index, value: values[index])
      }
    }
  }
}

/// A plain row: no state, compared field by field.
struct ValueRow: View {
  let index: Int
  let value: Int

  var body: some View {
    Text("row \(index): \(value)")
  }
}
