/// A computation of the floor, the counterpart of a view's body: a closure that reads cells and
/// produces an `Int`, re-run when a cell it read changes.
public final class FloorNode {
  /// The node's depth: a flush evaluates shallower nodes first, as a view graph runs parents
  /// before children.
  let depth: Int
  /// The cells the last evaluation read, in the order it first read them, each once.
  var sources: [FloorCell] = []
  /// Whether a cell the node read changed since its last evaluation.
  var isDirty = false
  /// What the last evaluation produced.
  public private(set) var output = 0
  private let body: () -> Int

  init(depth: Int, body: @escaping () -> Int) {
    self.depth = depth
    self.body = body
  }

  /// Runs the body and keeps its result (the runtime tracks the reads around it).
  func run() {
    output = body()
  }
}
