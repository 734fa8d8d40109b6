/// One workload of the floor: a graph, the untimed preparation and the timed operation.
///
/// ```swift
/// for workload in FloorWorkload.all {
///   let run = workload.make()
///   run.prepare()
///   run.operation()            // time this; divide by `workload.batch`
/// }
/// ```
public struct FloorWorkload: Sendable {
  /// A stable short name: `floor-hot`.
  public let key: String
  /// What one operation does.
  public let name: String
  /// How many operations one timed call of `operation` runs: the shortest operations are timed
  /// in batches, so that the clock's own cost (about 20 ns) does not weigh on them.
  public let batch: Int
  /// Samples to take.
  public let samples: Int
  /// Builds the graph and returns what to time on it.
  public let make: @Sendable () -> FloorRun
}

/// A floor workload built: what to run before each sample, and what to time.
public struct FloorRun {
  /// Untimed: brings the graph to the operation's starting state.
  public let prepare: () -> Void
  /// Timed: `batch` operations.
  public let operation: () -> Void
  /// Node evaluations per operation, counted over the last `operation` call.
  public let evaluationsPerOperation: () -> Int
}

extension FloorWorkload {
  /// The nodes of the single-update and naive graphs, as many as CellGraph's largest tree.
  public static let nodeCount = 100_000
  /// The working set of the "hot" single update: small enough to stay in the processor caches.
  public static let hotSetSize = 256

  /// The graph sizes of the cold single update: the sizes of CellGraph's single-leaf trees.
  public static let coldSizes = [1_000, 10_000, 100_000]

  /// Updates per timed batch of the single update.
  public static let singleUpdateBatch = 100

  /// Every floor workload, in the order of the report.
  public static let all: [FloorWorkload] =
    [singleUpdate(hot: true, count: nodeCount)]
    + coldSizes.map { singleUpdate(hot: false, count: $0) } + [everyTenth, remake, create, naive]

  /// The nodes a cold single update writes to, in order (cycled): `64 × singleUpdateBatch`
  /// indices scattered over `0..<count`. CellGraph's random-row workload writes to the same rows.
  public static func scatteredTargets(below count: Int) -> [Int] {
    scatteredIndices(count: singleUpdateBatch * 64, below: count)
  }

  /// Write one node's cell, flush, re-evaluate that node, in a graph of `count` nodes each
  /// reading two cells of its own. Hot: the node is picked in a working set of `hotSetSize`
  /// nodes; cold: anywhere in the graph (`scatteredTargets`), so its memory is rarely cached.
  static func singleUpdate(hot: Bool, count: Int) -> FloorWorkload {
    let batch = singleUpdateBatch
    return FloorWorkload(
      key: hot ? "floor-hot" : "floor-cold-\(count)",
      name: "write + flush + re-evaluate 1 of \(withThousandsSeparators(count)) nodes, "
        + (hot ? "hot (\(hotSetSize)-node working set)" : "cold (any node)"),
      batch: batch, samples: 301
    ) {
      let graph = PairGraph(count: count)
      let targets =
        hot
        ? scatteredIndices(count: batch * 64, below: hotSetSize) : scatteredTargets(below: count)
      var next = 0
      var value = 0
      return graph.run {
        for _ in 0..<batch {
          value += 1
          graph.first[targets[next]].write(value)
          graph.runtime.flush()
          next = (next + 1) % targets.count
        }
      } perOperation: {
        $0 / batch
      }
    }
  }

  /// 100 writes, one to every 10th node of a 1,000-node graph, then one flush: the floor of
  /// js-framework-benchmark's "update every 10th row".
  static let everyTenth = FloorWorkload(
    key: "floor-10th", name: "write every 10th of 1,000 nodes + 1 flush (100 re-evaluated)",
    batch: 1, samples: 301
  ) {
    let graph = PairGraph(count: 1_000)
    var value = 0
    return graph.run {
      value += 1
      for index in stride(from: 0, to: 1_000, by: 10) { graph.first[index].write(value) }
      graph.runtime.flush()
    } perOperation: {
      $0
    }
  }

  /// Select another of 1,000 rows under SwiftUI's `ForEach` rule: write the selection, flush;
  /// the parent re-makes every row through its content closure and compares it with the last,
  /// and the 2 rows that changed re-evaluate. The floor of krausest "select a row", and a lower
  /// bound for "swap" and "remove", which re-make every row too. The selection moves 37 rows on
  /// each time, as in CellGraph's `rows-select`; it starts on the first row (CellGraph's on none),
  /// so that the first operation, too, changes 2 rows.
  static let remake = FloorWorkload(
    key: "floor-remake",
    name: "select 1 of 1,000 rows: re-make each through a content closure, compare with the "
      + "last (2 changed re-evaluated)",
    batch: 1, samples: 201
  ) {
    let runtime = FloorRuntime()
    let selection = FloorCell(1, in: runtime)  // the first row's id
    let graph = RemakeGraph.table(count: 1_000, selection: selection, in: runtime)
    var next = 0
    var before = 0
    return FloorRun(
      prepare: { before = runtime.evaluations },
      operation: {
        next = (next + 37) % graph.rows.count
        selection.write(graph.rows[next].id)
        runtime.flush()
      },
      evaluationsPerOperation: { runtime.evaluations - before })
  }

  /// Create 10,000 nodes of two cells each, evaluating each once: the floor of "create 10,000
  /// rows".
  static let create = FloorWorkload(
    key: "floor-create", name: "create 10,000 nodes (2 cells each, first evaluation)", batch: 1,
    samples: 41
  ) {
    var graph: PairGraph?
    var evaluations = 0
    return FloorRun(
      prepare: { graph = nil },
      operation: {
        let built = PairGraph(count: 10_000)
        evaluations = built.runtime.evaluations
        graph = built
      },
      evaluationsPerOperation: { evaluations })
  }

  /// Write one cell, then re-evaluate every one of `nodeCount` nodes: the naive baseline.
  static let naive = FloorWorkload(
    key: "floor-naive",
    name: "naive: write 1 cell + re-evaluate all 100,000 nodes", batch: 1,
    samples: 21
  ) {
    let graph = PairGraph(count: nodeCount)
    var next = 0
    var value = 0
    return graph.run {
      value += 1
      graph.first[next].write(value)
      graph.runtime.evaluateAll(graph.nodes)
      next = (next + 7_919) % nodeCount
    } perOperation: {
      $0
    }
  }

  /// `count` written with commas between groups of three digits: `100,000`.
  static func withThousandsSeparators(_ count: Int) -> String {
    let digits = Array(String(count))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// `count` indices below `bound` in a scrambled but fixed order (a linear congruential
  /// sequence), so that consecutive updates do not walk memory in order.
  static func scatteredIndices(count: Int, below bound: Int) -> [Int] {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }
}

/// `count` nodes; node `i` reads cells `first[i]` and `second[i]` and adds them. Depths cycle
/// through 0…7, so that a flush of several nodes sorts them as a view graph would.
final class PairGraph {
  let runtime = FloorRuntime()
  private(set) var first: [FloorCell] = []
  private(set) var second: [FloorCell] = []
  private(set) var nodes: [FloorNode] = []

  init(count: Int) {
    first.reserveCapacity(count)
    second.reserveCapacity(count)
    nodes.reserveCapacity(count)
    for index in 0..<count {
      let a = FloorCell(index, in: runtime)
      let b = FloorCell(2 * index, in: runtime)
      first.append(a)
      second.append(b)
      nodes.append(runtime.makeNode(depth: index & 7) { a.read() &+ b.read() })
    }
  }

  /// A run of `operation` on this graph; the evaluations it counts are those of the last
  /// `operation` call, turned into a per-operation figure by `perOperation`.
  func run(_ operation: @escaping () -> Void, perOperation: @escaping (Int) -> Int) -> FloorRun {
    var before = 0
    return FloorRun(
      prepare: { [self] in before = runtime.evaluations },
      operation: operation,
      evaluationsPerOperation: { [self] in perOperation(runtime.evaluations - before) })
  }
}
