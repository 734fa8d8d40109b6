import CellGraph

/// The js-framework-benchmark (krausest) operations on `Table`. Every operation ends with
/// `host.text`, so its time includes producing the text, as a browser benchmark includes
/// painting. Row data is built before the timed part; only the write and the update are timed.
extension Workload {
  static let rowsGroup = "Rows (js-framework-benchmark)"

  static var rows: [Workload] {
    [
      rowsCreate(1_000, samples: 101, naiveSamples: 41),
      rowsCreate(10_000, samples: 15, naiveSamples: 9),
      Workload(group: rowsGroup, name: "replace all 1,000 rows", samples: 101, naiveSamples: 41) {
        mode in
        let table = TableFixture(mode)
        let first = table.controls.build(1_000)
        let second = table.controls.build(1_000)
        return table.run(reset: { table.controls.set(first) }) { table.controls.set(second) }
      },
      Workload(
        group: rowsGroup, name: "update every 10th row of 1,000", key: "update-10th",
        naiveSamples: 41
      ) {
        mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        var updated = base
        for index in stride(from: 0, to: updated.count, by: 10) { updated[index].label += " !!!" }
        return table.run(reset: { table.controls.set(base) }) { table.controls.set(updated) }
      },
      Workload(group: rowsGroup, name: "select a row of 1,000", naiveSamples: 41) { mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        table.controls.set(base)
        var next = 0
        return table.run {
          // Highlights one row and un-highlights the previous one.
          next = (next + 37) % base.count
          table.controls.select(base[next].id)
        }
      },
      Workload(group: rowsGroup, name: "swap rows 2 and 999 of 1,000", naiveSamples: 41) { mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        var swapped = base
        swapped.swapAt(1, 998)
        table.controls.set(base)
        var isSwapped = false
        return table.run {
          isSwapped.toggle()
          table.controls.set(isSwapped ? swapped : base)
        }
      },
      Workload(group: rowsGroup, name: "remove one row of 1,000", naiveSamples: 41) { mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        var removed = base
        removed.remove(at: 4)
        return table.run(reset: { table.controls.set(base) }) { table.controls.set(removed) }
      },
      Workload(group: rowsGroup, name: "append 1,000 rows to 1,000", samples: 101, naiveSamples: 41)
      { mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        let appended = base + table.controls.build(1_000)
        return table.run(reset: { table.controls.set(base) }) { table.controls.set(appended) }
      },
      Workload(group: rowsGroup, name: "clear 1,000 rows", samples: 101, naiveSamples: 41) { mode in
        let table = TableFixture(mode)
        let base = table.controls.build(1_000)
        return table.run(reset: { table.controls.set(base) }) { table.controls.set([]) }
      },
    ]
  }

  private static func rowsCreate(_ count: Int, samples: Int, naiveSamples: Int) -> Workload {
    Workload(
      group: rowsGroup, name: "create \(count.formatted) rows", key: "create-\(count)",
      samples: samples,
      naiveSamples: naiveSamples
    ) { mode in
      let table = TableFixture(mode)
      let rows = table.controls.build(count)
      return table.run(reset: { table.controls.set([]) }) { table.controls.set(rows) }
    }
  }
}

/// An empty table in a host, in one mode.
@MainActor
private struct TableFixture {
  let controls = TableControls()
  let host: ViewHost

  init(_ mode: Mode) {
    host = ViewHost(Table(controls: controls))
    mode.apply(to: host)
  }

  /// The operation, followed by producing the text.
  func run(reset: (() -> Void)? = nil, _ operation: @escaping () -> Void) -> Run {
    let host = host
    return Run(host: host, bodyTypes: [Table.self, RowView.self], reset: reset) {
      operation()
      blackHole(host.text)
    }
  }
}
