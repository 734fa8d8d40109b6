import CellGraph

/// A parent that reads its own cell and re-creates `count` children whose inputs never change.
///
///     SkippingParent (tick) ── VStack ─┬─ Text("tick n")
///                                      └─ ForEach(0..<count) ── Child(index, label)
///
/// A write re-runs the parent; every child receives an equal value and is skipped.
struct SkippingParent<Child: View>: View {
  let count: Int
  let sink: Sink<Int>
  let makeChild: (Int) -> Child
  @StateCell private var tick = 0

  var body: some View {
    sink.store($tick)
    return VStack {
      Text("tick \(tick)")
      ForEach(0..<count, id: \.self) { index in makeChild(index) }
    }
  }
}

/// A child compared field by field (a plain struct).
struct PlainChild: View {
  let index: Int
  let label: String

  var body: some View {
    Text("\(index) \(label)")
  }
}

/// A child compared with `==`.
struct EquatableChild: View, Equatable {
  let index: Int
  let label: String

  var body: some View {
    Text("\(index) \(label)")
  }
}
