import CellGraphWorkloads

/// The targets, checked against this run's medians.
struct Targets {
  let results: [ResultRow]
  let memory: MemoryReport
  let floor: FloorReport

  private func row(_ key: String) -> ResultRow? {
    results.first { $0.workload.key == key }
  }

  private struct Check {
    let target: String
    let measured: String
    let met: Bool?
  }

  private var checks: [Check] {
    var checks: [Check] = []
    // The target is "write to settled pass with text ready": a flush re-renders the text of
    // every view it evaluated, so "write + flush" is that measure. The other two variants are
    // shown for reference, not judged: "after text" is the same update with caches cold from a
    // whole-text render, and "+ text" adds assembling the whole host text (O(N) by design).
    let variants = [
      ("flush", "write + flush (changed text re-rendered)", true),
      ("cold", "write + flush, after text (reference)", false),
      ("text", "write + flush + whole `host.text` (reference)", false),
    ]
    for (variant, label, judged) in variants {
      guard let large = row("A-100000-\(variant)") else { continue }
      checks.append(
        Check(
          target: "(A) 100,000 rows, \(label): ≤ 5 µs",
          measured: formatDuration(large.tracked.median),
          met: judged ? large.tracked.median <= 5_000 : nil))
      checks.append(
        Check(
          target: "(A) 100,000 rows, \(label): ≥ 1,000× faster than naive",
          measured: formatRatio(large.ratio), met: judged ? large.ratio >= 1_000 : nil))
      if let small = row("A-1000-\(variant)") {
        let growth = large.tracked.median / small.tracked.median
        checks.append(
          Check(
            target: "(A) \(label): time grows < 2× from 1,000 to 100,000 rows",
            measured: "\(significant(growth))×", met: judged ? growth < 2 : nil))
      }
    }
    if let create = row("rows-create-10000") {
      checks.append(
        Check(
          target: "create 10,000 rows, text ready: ≤ 30 ms",
          measured: formatDuration(create.tracked.median), met: create.tracked.median <= 30e6))
    }
    if let update = row("rows-update-10th") {
      checks.append(
        Check(
          target: "update every 10th row of 1,000, text ready: ≤ 150 µs",
          measured: formatDuration(update.tracked.median), met: update.tracked.median <= 150e3))
    }
    checks.append(
      Check(
        target: "memory: ≤ 2 KB per row in shape (A) (heap, text cached)",
        measured: "\(Int(memory.heapPerRow.rounded())) B", met: memory.heapPerRow <= 2_048))
    checks.append(
      Check(
        target: "allocations per single-leaf update: a small constant independent of N",
        measured: "measured by `swift package benchmark` (mallocCountTotal)", met: nil))
    return checks
  }

  /// Issue 21's goals: ratios to the floor timed in this process, and krausest times.
  private var goals: [Check] {
    var checks: [Check] = []
    func floorMedian(_ key: String) -> Double? {
      floor.rows.first { $0.workload.key == key }?.floor.median
    }
    func ratioCheck(_ target: String, _ key: String, _ floorKey: String, limit: Double) {
      guard let cellGraph = row(key)?.tracked.median, let floor = floorMedian(floorKey) else {
        return
      }
      let ratio = cellGraph / floor
      checks.append(
        Check(
          target: target,
          measured: "\(formatDuration(cellGraph)) = \(significant(ratio))× the floor's "
            + formatDuration(floor),
          met: ratio <= limit))
    }
    /// The growth of a random-row update from 1,000 to 100,000 rows against the floor's.
    func growthCheck(_ prefix: String) {
      guard let large = row("\(prefix)-100000-random")?.tracked.median,
        let small = row("\(prefix)-1000-random")?.tracked.median,
        let floorLarge = floorMedian("floor-cold-100000"),
        let floorSmall = floorMedian("floor-cold-1000")
      else { return }
      let growth = large / small
      let floorGrowth = floorLarge / floorSmall
      checks.append(
        Check(
          target: "the same: growth from 1,000 to 100,000 rows ≤ the floor's growth × 1.2",
          measured: "\(significant(growth))× (floor: \(significant(floorGrowth))×)",
          met: growth <= floorGrowth * 1.2))
    }
    ratioCheck(
      "single-leaf update at a random row of 100,000, text ready: ≤ 3× floor", "A-100000-random",
      "floor-cold-100000", limit: 3)
    growthCheck("A")
    // Issue 35: rows as users write them, against the same floors as shape (A).
    for shape in RowShape.allCases {
      ratioCheck(
        "\(shape.label): single-leaf update at a random row of 100,000: ≤ 2× floor",
        "shape-\(shape.rawValue)-100000-random", "floor-cold-100000", limit: 2)
      growthCheck("shape-\(shape.rawValue)")
      ratioCheck(
        "\(shape.label): create 10,000 rows, text ready: ≤ 2× floor",
        "shape-\(shape.rawValue)-create-10000", "floor-create", limit: 2)
    }
    ratioCheck(
      "create 10,000 rows, text ready: ≤ 2× floor", "rows-create-10000", "floor-create", limit: 2)
    ratioCheck(
      "update every 10th row of 1,000, text ready: ≤ 2× floor", "rows-update-10th", "floor-10th",
      limit: 2)
    for (key, label, limit) in [
      ("select", "select", 10e3), ("swap", "swap", 20e3), ("remove", "remove", 20e3),
      ("clear", "clear", 100e3),
    ] {
      guard let result = row("rows-\(key)") else { continue }
      checks.append(
        Check(
          target: "krausest \(label) (1,000 rows), text ready: ≤ \(formatDuration(limit))",
          measured: formatDuration(result.tracked.median), met: result.tracked.median <= limit))
    }
    // The same operation with SwiftUI's own selection (`List(selection:)` marks the row), shown
    // beside the goal, which stays measured on the table whose rows read the selection.
    if let result = row("rows-select-list") {
      checks.append(
        Check(
          target: "(beside it) krausest select in a `List(selection:)`, text ready",
          measured: formatDuration(result.tracked.median), met: nil))
    }
    // What SwiftUI's rule alone costs select, swap and remove: the table's `ForEach` re-makes
    // every row and compares it with the last (the floor's `floor-remake`). For scale, not judged.
    if let remake = floorMedian("floor-remake") {
      checks.append(
        Check(
          target: "(beside it) the floor of SwiftUI's ForEach rule: re-making and comparing "
            + "1,000 rows, same process",
          measured: formatDuration(remake), met: nil))
    }
    if let bound = row("bound-element-10000"), let values = row("value-element-10000") {
      let ratio = bound.tracked.median / values.tracked.median
      checks.append(
        Check(
          target: "one element changed via `ForEach($items)`, 10,000 rows: ≤ 3× the value-row case",
          measured: "\(significant(ratio))×", met: ratio <= 3))
    }
    checks.append(
      Check(
        target: "memory per row: ≤ 1 KB (shape (A): the row's node and its box, text cached)",
        measured: "\(Int(memory.heapPerRow.rounded())) B", met: memory.heapPerRow <= 1_024))
    return checks
  }

  var markdown: String {
    let lines = checks.map { check in
      let verdict = check.met.map { $0 ? "met" : "**missed**" } ?? "—"
      return "| \(check.target) | \(check.measured) | \(verdict) |"
    }
    let goalLines = goals.map { check in
      let verdict = check.met.map { $0 ? "met" : "**missed**" } ?? "—"
      return "| \(check.target) | \(check.measured) | \(verdict) |"
    }
    return
      ([
        "## Goals of issue 21", "",
        "Ratios to the floor are to the floor timed in this process (above).", "",
        "| goal | measured (median) | |", "|---|---:|---|",
      ] + goalLines + ["", "## Targets", "", "| target | measured (median) | |", "|---|---:|---|"]
      + lines).joined(separator: "\n") + "\n"
  }
}
