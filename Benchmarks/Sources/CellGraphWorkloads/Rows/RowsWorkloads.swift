import CellGraph

/// The js-framework-benchmark (krausest) operations on `Table`, each timed twice:
///
/// - `rows-KEY`: the operation and a flush, **text ready**: every view the update evaluated has
///   re-rendered its text, and the host assembles its whole string only when `host.text` is
///   read (the measure of issue 21's goals, as for the single-leaf updates);
/// - `rows-KEY-text`: the same, then the whole `host.text` (a 1,000-line string), as a browser
///   benchmark includes painting.
///
/// Row data is built before the timed part; only the write and the update are timed.
extension Workload {
  static let rowsGroup = "Rows (js-framework-benchmark)"

  static var rows: [Workload] {
    krausest("create 1,000 rows", key: "create-1000", samples: 101) { table in
      let rows = table.controls.build(1_000)
      return ({ table.controls.set([]) }, { table.controls.set(rows) })
    }
      + krausest("create 10,000 rows", key: "create-10000", samples: 15, naiveSamples: 9) {
        table in
        let rows = table.controls.build(10_000)
        return ({ table.controls.set([]) }, { table.controls.set(rows) })
      }
      + krausest("replace all 1,000 rows", key: "replace", samples: 101) { table in
        let first = table.controls.build(1_000)
        let second = table.controls.build(1_000)
        return ({ table.controls.set(first) }, { table.controls.set(second) })
      }
      + krausest("update every 10th row of 1,000", key: "update-10th") { table in
        let base = table.controls.build(1_000)
        var updated = base
        for index in stride(from: 0, to: updated.count, by: 10) { updated[index].label += " !!!" }
        return ({ table.controls.set(base) }, { table.controls.set(updated) })
      }
      + krausest("select a row of 1,000", key: "select", make: selectNext)
      + krausest(
        "select a row of 1,000 in a List(selection:)", key: "select-list", inList: true,
        make: selectNext)
      + krausest("swap rows 2 and 999 of 1,000", key: "swap") { table in
        let base = table.controls.build(1_000)
        var swapped = base
        swapped.swapAt(1, 998)
        table.controls.set(base)
        var isSwapped = false
        return (
          nil,
          {
            isSwapped.toggle()
            table.controls.set(isSwapped ? swapped : base)
          }
        )
      }
      + krausest("remove one row of 1,000", key: "remove") { table in
        let base = table.controls.build(1_000)
        var removed = base
        removed.remove(at: 4)
        return ({ table.controls.set(base) }, { table.controls.set(removed) })
      }
      + krausest("append 1,000 rows to 1,000", key: "append", samples: 101) { table in
        let base = table.controls.build(1_000)
        let appended = base + table.controls.build(1_000)
        return ({ table.controls.set(base) }, { table.controls.set(appended) })
      }
      + krausest("clear 1,000 rows", key: "clear", samples: 101) { table in
        let base = table.controls.build(1_000)
        return ({ table.controls.set(base) }, { table.controls.set([]) })
      }
  }

  /// Builds 1,000 rows; each operation highlights another row (and un-highlights the previous).
  @MainActor
  private static func selectNext(
    _ table: TableFixture
  ) -> (reset: (() -> Void)?, operation: () -> Void) {
    let base = table.controls.build(1_000)
    table.controls.set(base)
    var next = 0
    return (
      nil,
      {
        next = (next + 37) % base.count
        table.controls.select(base[next].id)
      }
    )
  }

  /// The two workloads of one operation: text ready (`rows-KEY`) and with the whole text
  /// (`rows-KEY-text`). `make` returns the reset (nil when the operation can repeat) and the
  /// operation, given an empty table (a `SelectableTable` when `inList`).
  private static func krausest(
    _ name: String, key: String, samples: Int = 201, naiveSamples: Int = 41,
    inList: Bool = false,
    make: @escaping @MainActor (TableFixture) -> (reset: (() -> Void)?, operation: () -> Void)
  ) -> [Workload] {
    [false, true].map { includesText in
      Workload(
        group: rowsGroup, name: includesText ? "\(name), + whole text" : name,
        key: "rows-\(key)" + (includesText ? "-text" : ""), samples: samples,
        naiveSamples: naiveSamples
      ) { mode in
        let table = inList ? TableFixture(listIn: mode) : TableFixture(mode)
        let (reset, operation) = make(table)
        return table.run(includesText: includesText, reset: reset, operation)
      }
    }
  }
}

/// An empty table in a host, in one mode.
@MainActor
struct TableFixture {
  let controls = TableControls()
  let host: ViewHost

  /// The body types whose evaluations the workload counts.
  let bodyTypes: [any View.Type]

  init(_ mode: Mode) {
    host = ViewHost(Table(controls: controls))
    bodyTypes = [Table.self, RowView.self]
    mode.apply(to: host)
  }

  /// The table written with a `List(selection:)` (`SelectableTable`).
  init(listIn mode: Mode) {
    host = ViewHost(SelectableTable(controls: controls))
    bodyTypes = [SelectableTable.self, ListTableRow.self]
    mode.apply(to: host)
  }

  /// The operation and a flush (text ready), then the whole text when `includesText`.
  func run(includesText: Bool, reset: (() -> Void)?, _ operation: @escaping () -> Void) -> Run {
    let host = host
    return Run(host: host, bodyTypes: bodyTypes, reset: reset) {
      operation()
      host.flush()
      if includesText { blackHole(host.text) }
    }
  }
}
