/// One row of the krausest table's data: an id and a label.
struct FloorRowData {
  let id: Int
  let label: String
}

/// What the content closure makes of one row, the counterpart of CellGraph's `RowView` value.
///
/// Rows compare with the synthesized `==`: `id`, then `label`, whose equality first compares the
/// two strings' bits (equal when they share storage, as an unchanged row's label does), then
/// `isSelected`. An unchanged row costs three word comparisons and no call, the same work as
/// comparing its bytes: the least a comparison can do.
struct FloorRow: Equatable {
  let id: Int
  let label: String
  let isSelected: Bool
}

/// The floor of one krausest select under SwiftUI's `ForEach` rule: a `ForEach` re-made with new
/// data evaluates its content for every element and compares each new row with the last; only
/// the rows that differ re-run.
///
///     parent (depth 0)       ← calls `content` per row; each call reads `selection`
///       ├ row 0 (depth 1)    ← reads kept[0]
///       ├ …
///       └ row 999            ← reads kept[999]
///
/// A write to `selection` dirties the parent; the flush re-runs it: a content call per row (a
/// tracked read and a new row value holding its label), a comparison with the kept row, and the
/// rows that differ replace the kept ones and dirty their nodes, which the same flush re-runs
/// after the parent. No views, identity or text: row `i` is always compared with kept row `i`.
final class RemakeGraph {
  let runtime: FloorRuntime
  let rows: [FloorRowData]
  /// The rows the last evaluation made, contiguous, as a `ForEach` keeps its children's values.
  private(set) var kept: [FloorRow]
  private(set) var rowNodes: [FloorNode] = []
  private var parent: FloorNode?
  /// Takes its row `consuming`: the loop copies each row out of `rows` (a retain of its label)
  /// whatever the convention, and a consumed row's label moves into the new row rather than
  /// being retained again. A row made and dropped thus costs one retain and one release, as a
  /// `ForEach` copying an element's label into a row value does.
  private let content: (consuming FloorRowData) -> FloorRow

  /// Makes every row once (untracked), a node per row, then the parent, whose first evaluation
  /// reads what `content` reads and changes no row.
  init(
    rows: [FloorRowData], in runtime: FloorRuntime,
    content: @escaping (consuming FloorRowData) -> FloorRow
  ) {
    self.runtime = runtime
    self.rows = rows
    self.content = content
    kept = rows.map(content)
    rowNodes = kept.indices.map { index in
      runtime.makeNode(depth: 1) { [unowned self] in self.kept[index].isSelected ? 1 : 0 }
    }
    parent = runtime.makeNode(depth: 0) { [unowned self] in self.remake() }
  }

  /// `count` rows with ids from 1 and the labels of CellGraph's krausest table, made by
  /// `selecting(selection)`.
  static func table(count: Int, selection: FloorCell, in runtime: FloorRuntime) -> RemakeGraph {
    var labels = LabelGenerator()
    let rows = (1...count).map { FloorRowData(id: $0, label: labels.next()) }
    return RemakeGraph(rows: rows, in: runtime, content: selecting(selection))
  }

  /// The table's content closure: the row, selected when its id is `selection`'s value.
  static func selecting(_ selection: FloorCell) -> (consuming FloorRowData) -> FloorRow {
    { row in
      // Read before the row is made, so that its label moves into the row (see `content`).
      let isSelected = row.id == selection.read()
      return FloorRow(id: row.id, label: row.label, isSelected: isSelected)
    }
  }

  /// The parent's evaluation: re-makes every row, keeps those that differ and dirties their
  /// nodes. Returns how many changed.
  private func remake() -> Int {
    var changed = 0
    let rows = rows
    // One access to `kept` for the whole loop; `content` never touches this graph.
    kept.withUnsafeMutableBufferPointer { kept in
      for index in rows.indices {
        let row = content(rows[index])
        if row != kept[index] {
          kept[index] = row
          runtime.markDirty(rowNodes[index])
          changed &+= 1
        }
      }
    }
    return changed
  }
}
