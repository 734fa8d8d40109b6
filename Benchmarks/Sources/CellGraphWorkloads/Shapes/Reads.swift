import CellGraph

/// A body that reads the same cell `reads` times: one edge, however many reads.
struct RepeatedReader: View {
  let reads: Int
  let sink: Sink<Int>
  @StateCell private var x = 0

  var body: some View {
    sink.store($x)
    var total = 0
    for _ in 0..<reads { total &+= x }
    return Text("total \(total)")
  }
}

/// A body whose branch decides which cell it reads: every flip of `flag` replaces one edge.
///
///     flag == true:  reads flag, a        flag == false: reads flag, b
///
/// After a flip, a write to the cell it no longer reads must run nothing.
struct BranchReader: View {
  let flag: Sink<Bool>
  let cells: Sink<Int>
  @StateCell private var isA = true
  @StateCell private var a = 0
  @StateCell private var b = 0

  var body: some View {
    flag.store($isA)
    cells.store($a, at: 0)
    cells.store($b, at: 1)
    return Text(isA ? "a = \(a)" : "b = \(b)")
  }
}
