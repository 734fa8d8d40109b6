import CellGraph

/// The js-framework-benchmark table written with SwiftUI's own selection: a
/// `List(_:id:selection:rowContent:)` marks the selected row, and the rows do not know whether
/// they are selected.
///
///     SelectableTable (rows, selected)        ← reads `rows`, passes `$selected` down
///       └ List(rows, id: \.id, selection: $selected)   ← the only reader of `selected`
///          └ ForEach
///             └ ListTableRow(id, label)
///                └ HStack { Text(id) Text(label) }
///
/// A selection change re-runs the list's node alone, which re-marks two lines of its text; the
/// table's body and the rows' bodies do not run. (`Table` is the formulation where each row
/// reads the selection through an `isSelected` input, so a change re-makes every row's value.)
struct SelectableTable: View {
  let controls: TableControls
  @StateCell private var rows: [RowData] = []
  @StateCell private var selected: Int? = nil

  var body: some View {
    controls.connect(rows: $rows, selected: $selected)
    return List(rows, id: \.id, selection: $selected) { row in
      ListTableRow(id: row.id, label: row.label)
    }
  }
}

/// A row of `SelectableTable`: its id and label, side by side.
struct ListTableRow: View {
  let id: Int
  let label: String

  var body: some View {
    HStack {
      Text("\(id)")
      Text(label)
    }
  }
}
