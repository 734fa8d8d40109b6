import CellGraphWorkloads

/// Heap retained per update over a long run, per kind of model: the memory bound of a live
/// program (a runner with a timer, a long property test).
///
/// Each kind runs `warmUp` updates (caches, arrays and registrars reach their working size), then
/// `updates` more; the figure is the heap's growth over the second run divided by its updates.
/// Flat is 0 B per update (a few bytes of noise from malloc's bookkeeping aside).
struct RetentionReport {
  struct Row {
    let kind: RetentionWorkload.Kind
    let bytesPerUpdate: Double
    let heapGrowth: Int
  }

  static let warmUp = 10_000

  let updates: Int
  let rows: [Row]

  @MainActor
  static func measure(updates: Int, progress: (String) -> Void) -> RetentionReport {
    var rows: [Row] = []
    for kind in RetentionWorkload.Kind.allCases {
      progress("retention: \(kind.rawValue), \(updates.formatted) updates")
      let run = RetentionWorkload.make(kind)
      for _ in 0..<warmUp { run.update() }
      let before = HeapUsage.now()
      for _ in 0..<updates { run.update() }
      let after = HeapUsage.now()
      blackHole(run.text())
      let growth = after.heap - before.heap
      rows.append(
        Row(kind: kind, bytesPerUpdate: Double(growth) / Double(updates), heapGrowth: growth))
    }
    return RetentionReport(updates: updates, rows: rows)
  }

  var markdown: String {
    let lines = rows.map { row in
      let perUpdate = (row.bytesPerUpdate * 10).rounded() / 10
      return "| \(row.kind.rawValue) | \(perUpdate) B | \(row.heapGrowth.formatted) B |"
    }
    return """
      ## Memory retained over \(updates.formatted) updates

      \(RetentionWorkload.readersPerProperty * 2) readers re-run on every update through an input; \
      every tenth update also changes the property half of them read, so the other half re-run \
      while what they read stays the same. Heap growth (glibc `mallinfo2()`) after \
      \(Self.warmUp.formatted) warm-up updates.

      | model | heap retained per update | heap growth |
      |---|---:|---:|
      \(lines.joined(separator: "\n"))

      """
  }
}
