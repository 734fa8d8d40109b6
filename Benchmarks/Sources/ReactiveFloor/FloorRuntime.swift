/// The floor: a minimal fine-grained reactive core, the least work an update can do, measured
/// beside CellGraph by `cellgraph-report`.
///
/// It has what a view runtime's dependency graph cannot do without — edges recorded by reads,
/// dirty marking on writes, a flush that re-runs the dirty nodes shallowest first — and nothing
/// else: no views, no identity, no reconciliation, no text. CellGraph's figures divided by its
/// figures say what the rest costs.
///
/// ```swift
/// let runtime = FloorRuntime()
/// let a = FloorCell(1, in: runtime), b = FloorCell(2, in: runtime)
/// let sum = runtime.makeNode(depth: 0) { a.read() + b.read() }   // evaluated once: 3
/// a.write(10)                                                    // marks `sum` dirty
/// runtime.flush()                                                // re-runs it: 12
/// ```
///
/// Edges are kept when a re-evaluation reads the same cells in the same order (the common case:
/// a body reads what it read last time), so a steady update allocates nothing and touches no
/// reader list. Not thread-safe: like a view graph, one runtime lives on one thread.
public final class FloorRuntime {
  /// Whether a node is being evaluated, so that reads record edges.
  private(set) var isTracking = false
  /// The node being evaluated, while `isTracking`.
  private var current: FloorNode?
  /// A number of the evaluation running, new to each evaluation: a cell whose `lastReadSerial`
  /// holds it was recorded by this evaluation already, so that reading it again costs a compare
  /// and no call (as CellGraph's epoch check spares a repeated read, such as a content closure
  /// reading the selection once per row).
  private(set) var serial = 0
  /// The last serial given to an evaluation.
  private var lastSerial = 0
  /// How many of `current`'s previous sources this evaluation has read again, in order.
  private var matched = 0
  /// Whether a read of this evaluation differed from the previous evaluation's reads, in order.
  private var hasDiverged = false
  /// The new sources read since the first read that differed (each once).
  private var divergent: [FloorCell] = []
  /// Dirty nodes waiting for a flush, and the buffer a flush swaps them into.
  private var dirty: [FloorNode] = []
  private var flushing: [FloorNode] = []

  /// How many node evaluations ran, in all.
  public private(set) var evaluations = 0

  public init() {}

  /// A node running `body`, evaluated at once so that its first reads record its edges.
  public func makeNode(depth: Int, body: @escaping () -> Int) -> FloorNode {
    let node = FloorNode(depth: depth, body: body)
    evaluate(node)
    return node
  }

  // MARK: Tracking

  func recordRead(of cell: FloorCell) {
    guard let node = current else { return }
    cell.lastReadSerial = serial
    // The common case: the same cell as at this position last time; the edge stays as it is.
    if !hasDiverged, matched < node.sources.count, node.sources[matched] === cell {
      matched += 1
      return
    }
    // A cell this evaluation already read is not a new edge.
    if node.sources[..<matched].contains(where: { $0 === cell })
      || divergent.contains(where: { $0 === cell })
    {
      return
    }
    hasDiverged = true
    divergent.append(cell)
  }

  /// Runs `node`'s body with its reads tracked, then brings its edges up to date: kept as they
  /// are when it read the same cells in the same order, otherwise the dropped cells forget the
  /// node and the new ones learn of it.
  func evaluate(_ node: FloorNode) {
    let saved = (isTracking, current, serial, matched, hasDiverged, divergent)
    isTracking = true
    current = node
    lastSerial &+= 1
    serial = lastSerial
    matched = 0
    hasDiverged = false
    divergent = []
    node.isDirty = false
    node.run()
    evaluations += 1
    if hasDiverged || matched < node.sources.count {
      let previous = node.sources
      let next = Array(previous[..<matched]) + divergent
      for cell in previous[matched...] where !next.contains(where: { $0 === cell }) {
        cell.removeReader(node)
      }
      for cell in next[matched...] where !previous.contains(where: { $0 === cell }) {
        cell.readers.append(node)
      }
      node.sources = next
    }
    (isTracking, current, serial, matched, hasDiverged, divergent) = saved
  }

  // MARK: Invalidation

  func markDirty(_ node: FloorNode) {
    guard !node.isDirty else { return }
    node.isDirty = true
    dirty.append(node)
  }

  /// Whether a write dirtied a node since the last flush.
  public var hasPendingWork: Bool { !dirty.isEmpty }

  /// Re-evaluates every dirty node, shallowest first, each once per round; writes made by the
  /// evaluations start another round.
  public func flush() {
    while !dirty.isEmpty {
      swap(&dirty, &flushing)
      if flushing.count > 1 { flushing.sort { $0.depth < $1.depth } }
      for node in flushing where node.isDirty { evaluate(node) }
      flushing.removeAll(keepingCapacity: true)
    }
  }

  /// The naive baseline: re-evaluates every node in `nodes`, dirty or not, as a runtime without
  /// a dependency graph must after any write.
  public func evaluateAll(_ nodes: [FloorNode]) {
    for node in nodes { evaluate(node) }
    flush()  // nodes outside `nodes` that the write dirtied; those evaluated above are skipped
  }
}
