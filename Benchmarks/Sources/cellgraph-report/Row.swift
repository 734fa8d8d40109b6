import CellGraphWorkloads

/// One line of the results table: a workload measured tracked and naive.
struct ResultRow {
  let workload: Workload
  let tracked: Measurement
  let naive: Measurement

  /// How many times slower the naive baseline is (medians).
  var ratio: Double { naive.median / tracked.median }

  static let header = """
    | workload | median | p90 | bodies run | naive median | naive bodies | naive ÷ tracked |
    |---|---:|---:|---:|---:|---:|---:|
    """

  var markdown: String {
    let cells = [
      workload.name, formatDuration(tracked.median), formatDuration(tracked.p90),
      formatBodies(tracked.bodies), formatDuration(naive.median), formatBodies(naive.bodies),
      formatRatio(ratio),
    ]
    return "| " + cells.joined(separator: " | ") + " |"
  }
}

/// A ratio as a table cell: `1.02×`, `37.5×`, `48,210×`.
func formatRatio(_ ratio: Double) -> String {
  ratio >= 1_000 ? "\(Int(ratio.rounded()).formatted)×" : "\(significant(ratio))×"
}
