import CellGraph
import ReactiveFloor

/// One row of the js-framework-benchmark table: an id and a label.
struct RowData: Equatable, Sendable {
  let id: Int
  var label: String
}

/// The js-framework-benchmark table: the rows and the selected id are the table's state; each
/// row is a `RowView` with a label and a selected flag.
///
///     Table (rows, selected)
///       └ VStack
///          └ ForEach(rows, id: \.id)   ← its content closure reads `selected`
///             └ RowView(id, label, isSelected)
///                └ HStack { Text(marker) Text(id) Text(label) }
struct Table: View {
  let controls: TableControls
  @StateCell private var rows: [RowData] = []
  @StateCell private var selected: Int? = nil

  var body: some View {
    controls.connect(rows: $rows, selected: $selected)
    return VStack {
      ForEach(rows, id: \.id) { row in
        RowView(id: row.id, label: row.label, isSelected: row.id == selected)
      }
    }
  }
}

/// A table row. A plain struct (not `Equatable`): the runtime compares it field by field.
struct RowView: View {
  let id: Int
  let label: String
  let isSelected: Bool

  var body: some View {
    HStack {
      Text(isSelected ? ">" : " ")
      Text("\(id)")
      Text(label)
    }
  }
}

/// The table's bindings, captured when its body runs, and the row data the operations use.
@MainActor
final class TableControls {
  private(set) var rows: BindingCell<[RowData]>?
  private(set) var selected: BindingCell<Int?>?
  private var nextID = 1
  private var labels = LabelGenerator()

  func connect(rows: BindingCell<[RowData]>, selected: BindingCell<Int?>) {
    self.rows = rows
    self.selected = selected
  }

  /// `count` new rows with ids never used before.
  func build(_ count: Int) -> [RowData] {
    defer { nextID += count }
    return (0..<count).map { RowData(id: nextID + $0, label: labels.next()) }
  }

  /// Replaces the table's rows in one write.
  func set(_ rows: [RowData]) {
    self.rows?.wrappedValue = rows
  }

  func select(_ id: Int?) {
    selected?.wrappedValue = id
  }
}
