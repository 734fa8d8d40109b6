import CellGraphWorkloads
import ReactiveFloor

/// The floor — `ReactiveFloor`, a minimal reactive core with no views, identity or text —
/// measured in this process, beside the CellGraph figure each of its workloads is the floor of.
///
/// Measuring both in one run is what makes the ratios meaningful: this machine's clock drifts by
/// up to 2× between processes, so a floor figure from another run would not divide.
struct FloorReport {
  /// One floor workload and its timing.
  struct Row {
    let workload: FloorWorkload
    let floor: Measurement
  }

  let rows: [Row]

  /// The CellGraph workloads (by key, in a mode) that each floor workload is compared with, a
  /// table row each. The re-make floor is the floor of select, and a lower bound for swap and
  /// remove, which re-make every row too.
  private static let counterparts: [String: [(key: String, mode: Mode)]] = [
    "floor-hot": [("A-100000-flush", .tracked)],
    "floor-cold-1000": [("A-1000-random", .tracked)] + shapeCounterparts("1000-random"),
    "floor-cold-10000": [("A-10000-random", .tracked)],
    "floor-cold-100000": [("A-100000-random", .tracked)] + shapeCounterparts("100000-random"),
    "floor-10th": [("rows-update-10th", .tracked)],
    "floor-remake": [
      ("rows-select", .tracked), ("rows-swap", .tracked), ("rows-remove", .tracked),
    ],
    "floor-create": [("rows-create-10000", .tracked)] + shapeCounterparts("create-10000"),
    "floor-naive": [("A-100000-flush", .naive)],
  ]

  /// The row shapes' workloads ending in `suffix` (`shape-a-100000-random`, …).
  private static func shapeCounterparts(_ suffix: String) -> [(key: String, mode: Mode)] {
    RowShape.allCases.map { ("shape-\($0.rawValue)-\(suffix)", .tracked) }
  }

  /// Times each of `workloads`; `samples` scales the sample counts as for every workload.
  @MainActor
  static func measure(_ workloads: [FloorWorkload], samples: (Int) -> Int) -> FloorReport {
    FloorReport(
      rows: workloads.map { workload in
        progress("floor: \(workload.name)")
        return Row(workload: workload, floor: take(workload, samples: samples(workload.samples)))
      })
  }

  /// Times `workload.make()`'s operation, each sample after its untimed preparation, the first
  /// three discarded; a batch's time is divided by its size.
  private static func take(_ workload: FloorWorkload, samples: Int) -> Measurement {
    let run = workload.make()
    for _ in 0..<3 {
      run.prepare()
      run.operation()
    }
    var times: [Double] = []
    var fewest = Int.max
    var most = Int.min
    for _ in 0..<samples {
      run.prepare()
      let start = now()
      run.operation()
      let end = now()
      times.append(Double(end - start) / Double(workload.batch))
      let evaluations = run.evaluationsPerOperation()
      fewest = min(fewest, evaluations)
      most = max(most, evaluations)
    }
    return Measurement(times: times.sorted(), bodies: fewest...most)
  }

  /// The table: each floor figure, the CellGraph figures beside it (those this run measured, a
  /// row each) and how many times the floor's time CellGraph takes.
  func markdown(results: [ResultRow]) -> String {
    var lines = [
      "## The floor, same process",
      "",
      "`ReactiveFloor` (Benchmarks/Sources/ReactiveFloor): cells, nodes that read them, dirty "
        + "marking and a depth-sorted flush, and nothing else. \"Evaluations\" are node "
        + "evaluations per operation; CellGraph's column is the workload named, from the tables "
        + "above. The re-make floor (SwiftUI's `ForEach` rule: every row re-made and compared) "
        + "stands beside select, and beside swap and remove as a lower bound (no identities).",
      "",
      "| floor operation | floor median | floor p90 | evaluations | CellGraph workload | "
        + "CellGraph median | bodies run | CellGraph ÷ floor |",
      "|---|---:|---:|---:|---|---:|---:|---:|",
    ]
    for row in rows {
      let floorCells = [
        row.workload.name, formatDuration(row.floor.median), formatDuration(row.floor.p90),
        formatBodies(row.floor.bodies),
      ]
      let counterparts = (Self.counterparts[row.workload.key] ?? []).compactMap { counterpart in
        results.first { $0.workload.key == counterpart.key }.map { ($0, counterpart.mode) }
      }
      var cellGraphCells = counterparts.map { result, mode in
        let measured = mode == .tracked ? result.tracked : result.naive
        return [
          result.workload.name + (mode == .naive ? ", naive" : ""),
          formatDuration(measured.median), formatBodies(measured.bodies),
          formatRatio(measured.median / row.floor.median),
        ]
      }
      if cellGraphCells.isEmpty {
        cellGraphCells = [["not measured in this run (see `--filter`)", "—", "—", "—"]]
      }
      for cells in cellGraphCells {
        lines.append("| " + (floorCells + cells).joined(separator: " | ") + " |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
