import CellGraph
import ReactiveFloor

/// Single-leaf updates: one cell changes in a large tree. Each shape is timed three ways:
///
/// - `write + flush`: updates back to back, no text rendered in between;
/// - `write + flush, after text`: the whole text is rendered (untimed) before each update, as
///   after the previous frame; the update then runs with cold processor caches;
/// - `write + flush + text`: up to the text of the whole tree, which `ViewHost.text` assembles
///   on demand from the nodes' cached text;
/// - `write + flush, caches evicted` (shape A only): 64 MB of unrelated memory written before
///   each update instead of the text: the cost of cold caches alone;
/// - `write + flush, random row` (shape A only): back to back, each update to a row picked at
///   random among all N (the floor's scattered sequence), in batches of 100, as the floor's
///   "cold" update: the processor caches hold only what the last updates touched.
extension Workload {
  static let leavesGroup = "Single-leaf update"

  /// The tree sizes of the single-leaf workloads.
  public static let leafSizes = [1_000, 10_000, 100_000]

  static var leaves: [Workload] {
    var workloads: [Workload] = []
    for timing in [LeafTiming.flush, .cold, .text] {
      for count in leafSizes { workloads.append(stateRowUpdate(count: count, timing: timing)) }
      for count in leafSizes { workloads.append(arrayRowUpdate(count: count, timing: timing)) }
      workloads.append(chainUpdate(depth: 1_000, timing: timing))
    }
    for count in leafSizes { workloads.append(stateRowUpdate(count: count, timing: .evicted)) }
    for count in leafSizes { workloads.append(randomRowUpdate(count: count)) }
    for count in leafSizes { workloads.append(textOnly(count: count)) }
    return workloads
  }

  /// How many spread-out rows the single-leaf workloads write to, in turn.
  static let targetCount = 100

  /// The naive baseline re-runs every body on every write: fewer samples at large sizes.
  static func naiveSamples(for count: Int) -> Int {
    count >= 100_000 ? 7 : count >= 10_000 ? 15 : 41
  }

  /// Shape (A): row `i` owns a `StateCell`; one row's cell changes.
  static func stateRowUpdate(count: Int, timing: LeafTiming) -> Workload {
    Workload(
      group: leavesGroup, name: "(A) row-owned cell, \(count.formatted) rows, \(timing.label)",
      key: "A-\(count)-\(timing.rawValue)", samples: 301, naiveSamples: naiveSamples(for: count)
    ) { mode in
      let stride = count / targetCount
      let sink = Sink<Int>(slots: count)
      let host = ViewHost(StateRows(count: count, sink: sink, sinkStride: stride))
      mode.apply(to: host)
      var target = 0
      return timing.run(host, [StateRows.self, StateRow.self]) {
        target = (target + 1) % targetCount
        bump(sink[target * stride])
      }
    }
  }

  /// Updates in a batch of the random-row workload: the floor's batch.
  static let randomBatch = FloorWorkload.singleUpdateBatch

  /// Shape (A), a random row each time: row `i` owns a `StateCell`; the rows written are the
  /// floor's scattered targets over all `count` rows, written back to back in batches of
  /// `randomBatch`, each write followed by a flush (text ready).
  static func randomRowUpdate(count: Int) -> Workload {
    Workload(
      group: leavesGroup,
      name: "(A) row-owned cell, \(count.formatted) rows, write + flush, random row",
      key: "A-\(count)-random", samples: 301, naiveSamples: 3
    ) { mode in
      let targets = FloorWorkload.scatteredTargets(below: count)
      let sink = Sink<Int>(slots: count)
      let host = ViewHost(StateRows(count: count, sink: sink, sinkRows: Set(targets)))
      mode.apply(to: host)
      // Naive mode re-runs all `count` rows on every write: one write per sample is enough.
      let batch = mode == .tracked ? randomBatch : 1
      var next = 0
      return Run(
        host: host, bodyTypes: [StateRows.self, StateRow.self], preparation: .none, batch: batch
      ) {
        for _ in 0..<batch {
          bump(sink[targets[next]])
          host.flush()
          next = (next + 1) % targets.count
        }
      }
    }
  }

  /// Shape (C): the parent owns `[Int]`; one element changes through `$values[i]`.
  static func arrayRowUpdate(count: Int, timing: LeafTiming) -> Workload {
    Workload(
      group: leavesGroup, name: "(C) parent-owned [Int], \(count.formatted) rows, \(timing.label)",
      key: "C-\(count)-\(timing.rawValue)", samples: count >= 100_000 ? 41 : 201,
      naiveSamples: naiveSamples(for: count)
    ) { mode in
      let stride = count / targetCount
      let sink = Sink<[Int]>()
      let host = ViewHost(ArrayRows(count: count, sink: sink))
      mode.apply(to: host)
      var target = 0
      return timing.run(host, [ArrayRows.self, ValueRow.self]) {
        target = (target + 1) % targetCount
        bump(sink[0][target * stride])
      }
    }
  }

  /// No write at all: `host.text` of a tree whose text is already up to date, the price of
  /// reading the text once more.
  static func textOnly(count: Int) -> Workload {
    Workload(
      group: leavesGroup, name: "(A) \(count.formatted) rows, no write, `host.text` again",
      key: "A-\(count)-textonly", samples: 101, naiveSamples: naiveSamples(for: count)
    ) { mode in
      let host = ViewHost(StateRows(count: count, sink: nil, sinkStride: 1))
      mode.apply(to: host)
      return Run(host: host, bodyTypes: [StateRows.self, StateRow.self]) {
        blackHole(host.text)
      }
    }
  }

  /// A chain of `depth` nested views; the innermost one's cell changes.
  static func chainUpdate(depth: Int, timing: LeafTiming) -> Workload {
    Workload(
      group: leavesGroup, name: "chain of \(depth.formatted) nested views, \(timing.label)",
      key: "chain-\(timing.rawValue)", samples: 301, naiveSamples: 41
    ) { mode in
      let sink = Sink<Int>()
      let host = ViewHost(ChainLink(depth: depth, sink: sink))
      mode.apply(to: host)
      return timing.run(host, [ChainLink.self, ChainLeaf.self]) { bump(sink[0]) }
    }
  }
}

/// Where a single-leaf measurement starts and stops; see `Workload.leaves`.
enum LeafTiming: String {
  case flush
  case cold
  case text
  case evicted

  var label: String {
    switch self {
    case .flush: "write + flush"
    case .cold: "write + flush, after text"
    case .text: "write + flush + text"
    case .evicted: "write + flush, caches evicted"
    }
  }

  /// The run for `write` in this timing: flush always, text when `self == .text`.
  @MainActor
  func run(_ host: ViewHost, _ bodyTypes: [any View.Type], write: @escaping () -> Void) -> Run {
    let includesText = self == .text
    let preparation: Run.Preparation =
      switch self {
      case .flush: .none
      case .cold, .text: .renderText
      case .evicted: .evictCaches
      }
    return Run(host: host, bodyTypes: bodyTypes, preparation: preparation) {
      write()
      host.flush()
      if includesText { blackHole(host.text) }
    }
  }
}
