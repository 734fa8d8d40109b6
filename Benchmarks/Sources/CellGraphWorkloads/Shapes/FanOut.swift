import CellGraph

/// One cell and `count` readers; the owner only passes `$x` down and does not read it.
///
///     FanOutRoot (x) ── VStack ── ForEach ──┬─ FanReader reads x
///                                           ├─ FanReader reads x
///                                           └─ … count readers
struct FanOutRoot: View {
  let count: Int
  let sink: Sink<Int>
  @StateCell private var x = 0

  var body: some View {
    sink.store($x)
    return VStack {
      ForEach(0..<count, id: \.self) { index in
        FanReader(index: index, x: $x)
      }
    }
  }
}

struct FanReader: View {
  let index: Int
  @BindingCell var x: Int

  var body: some View {
    Text("reader \(index): \(x)")
  }
}
