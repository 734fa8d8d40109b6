import CellGraph

/// Single-leaf updates: one cell changes in a large tree. Each shape is timed twice: up to the
/// settled pass (`write + flush`), and up to the text of the whole tree (`+ text`), which
/// `ViewHost.text` assembles on demand from the nodes' cached text.
extension Workload {
  static let leavesGroup = "Single-leaf update"

  /// The tree sizes of the single-leaf workloads.
  public static let leafSizes = [1_000, 10_000, 100_000]

  static var leaves: [Workload] {
    var workloads: [Workload] = []
    for withText in [false, true] {
      for count in leafSizes {
        workloads.append(stateRowUpdate(count: count, withText: withText))
      }
      for count in leafSizes {
        workloads.append(arrayRowUpdate(count: count, withText: withText))
      }
      workloads.append(chainUpdate(depth: 1_000, withText: withText))
    }
    return workloads
  }

  /// How many spread-out rows the single-leaf workloads write to, in turn.
  static let targetCount = 100

  static func suffix(_ withText: Bool) -> String {
    withText ? "write + flush + text" : "write + flush"
  }

  /// The naive baseline re-runs every body on every write: fewer samples at large sizes.
  static func naiveSamples(for count: Int) -> Int {
    count >= 100_000 ? 7 : count >= 10_000 ? 15 : 41
  }

  /// Shape (A): row `i` owns a `StateCell`; one row's cell changes.
  static func stateRowUpdate(count: Int, withText: Bool) -> Workload {
    Workload(
      group: leavesGroup, name: "(A) row-owned cell, \(count.formatted) rows, \(suffix(withText))",
      key: "A-\(count)-\(withText ? "text" : "flush")", samples: 301,
      naiveSamples: naiveSamples(for: count)
    ) { mode in
      let stride = count / targetCount
      let sink = Sink<Int>(slots: count)
      let host = ViewHost(StateRows(count: count, sink: sink, sinkStride: stride))
      mode.apply(to: host)
      var target = 0
      return Run(host: host, bodyTypes: [StateRows.self, StateRow.self]) {
        target = (target + 1) % targetCount
        bump(sink[target * stride])
        host.flush()
        if withText { blackHole(host.text) }
      }
    }
  }

  /// Shape (C): the parent owns `[Int]`; one element changes through `$values[i]`.
  static func arrayRowUpdate(count: Int, withText: Bool) -> Workload {
    Workload(
      group: leavesGroup,
      name: "(C) parent-owned [Int], \(count.formatted) rows, \(suffix(withText))",
      key: "C-\(count)-\(withText ? "text" : "flush")", samples: count >= 100_000 ? 41 : 201,
      naiveSamples: naiveSamples(for: count)
    ) { mode in
      let stride = count / targetCount
      let sink = Sink<[Int]>()
      let host = ViewHost(ArrayRows(count: count, sink: sink))
      mode.apply(to: host)
      var target = 0
      return Run(host: host, bodyTypes: [ArrayRows.self, ValueRow.self]) {
        target = (target + 1) % targetCount
        bump(sink[0][target * stride])
        host.flush()
        if withText { blackHole(host.text) }
      }
    }
  }

  /// A chain of `depth` nested views; the innermost one's cell changes.
  static func chainUpdate(depth: Int, withText: Bool) -> Workload {
    Workload(
      group: leavesGroup, name: "chain of \(depth.formatted) nested views, \(suffix(withText))",
      key: "chain-\(withText ? "text" : "flush")", samples: 301, naiveSamples: 41
    ) { mode in
      let sink = Sink<Int>()
      let host = ViewHost(ChainLink(depth: depth, sink: sink))
      mode.apply(to: host)
      return Run(host: host, bodyTypes: [ChainLink.self, ChainLeaf.self]) {
        bump(sink[0])
        host.flush()
        if withText { blackHole(host.text) }
      }
    }
  }
}
