import CellGraph

/// A diamond: one cell read by a view, by the two views it feeds, and by the view that joins
/// them, which is also fed by its parent.
///
///                x (DiamondRoot's cell)
///        ┌───────┼───────┬────────────┐
///        ▼       ▼       ▼            ▼
///     DiamondTop ─┬─▶ DiamondSide(x + 1)
///        reads x  ├─▶ DiamondSide(x + 2)
///                 └─▶ DiamondJoin(sum: 2x + 3)
///
/// Each side and the join are reached twice in one pass: as readers of `x`, and through a new
/// input from `DiamondTop`. A write must run each of the four bodies exactly once.
struct DiamondRoot: View {
  let sink: Sink<Int>
  @StateCell private var x = 0

  var body: some View {
    sink.store($x)
    return DiamondTop(x: $x)
  }
}

struct DiamondTop: View {
  @BindingCell var x: Int

  var body: some View {
    VStack {
      DiamondSide(x: $x, offset: x + 1)
      DiamondSide(x: $x, offset: x + 2)
      DiamondJoin(x: $x, sum: 2 * x + 3)
    }
  }
}

struct DiamondSide: View {
  @BindingCell var x: Int
  let offset: Int

  var body: some View {
    Text("side \(offset) sees \(x)")
  }
}

struct DiamondJoin: View {
  @BindingCell var x: Int
  let sum: Int

  var body: some View {
    Text("join \(sum) sees \(x)")
  }
}
