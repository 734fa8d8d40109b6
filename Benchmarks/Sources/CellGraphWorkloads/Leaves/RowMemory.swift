import CellGraph

/// Hosts for memory measurements: the trees of the workloads, built without sinks so that only
/// the runtime's own memory is counted.
public enum MemoryFixtures {
  /// Shape (A), `count` rows each owning a `StateCell<Int>`: per row a `StateRow` node (which
  /// keeps its body's `Text`: a `LabelBodyNode`) and the cell's box.
  @MainActor
  public static func stateRows(count: Int) -> ViewHost {
    ViewHost(StateRows(count: count, sink: nil, sinkStride: 1))
  }

  /// Nodes per row of `stateRows(count:)`: the `StateRow`, whose node keeps its label.
  public static let nodesPerStateRow = 1
}
