import CellGraphCore
import Foundation

/// Where each view of a grid goes: its rows, and in each row its cells with their columns.
///
/// From Apple's `Grid` and `GridRow` documentation: each `GridRow` is one row, its views the
/// cells of successive columns (a cell with `gridCellColumns(n)` takes `n`); any other view is a
/// row of its own spanning every column (a `Divider` between rows). The grid has as many columns
/// as its widest row; a shorter row leaves the rest of its columns empty. A column's alignment
/// is the first `gridColumnAlignment(_:)` found among its cells.
///
///     Grid {                                      row 0: [Name]   [Ada]
///       GridRow { Text("Name"); Text("Ada") }     row 1: [Divider ——————— spans 2]
///       Divider()                                 row 2: [Note spans 2]
///       GridRow { Text("Note").gridCellColumns(2) }
///     }
@MainActor
struct GridArrangement {
  /// The most columns a cell spans (`gridCellColumns(_:)` above it is reported and cut).
  static let maximumColumns = 1_000

  struct Cell {
    let node: Node
    let column: Int
    /// Columns spanned: every column of the grid for a view outside a row.
    var span: Int
    let anchor: UnitPoint?
    let unsizedAxes: Axis.Set
    /// A view outside a `GridRow`: a row of its own across the whole grid.
    let spansAll: Bool
  }

  struct Row {
    var cells: [Cell]
    let alignment: VerticalAlignment?
  }

  private(set) var rows: [Row] = []
  private(set) var columnCount = 0
  private(set) var columnAlignments: [HorizontalAlignment?] = []

  /// The arrangement of a grid whose subviews are `subviews`; `cells(row)` gives the views of a
  /// `GridRow` node, with groups flattened as a layout's subviews are.
  init(subviews: [Node], cells: (Node) -> [Node]) {
    for subview in subviews {
      guard let row = Self.gridRow(at: subview) else {
        rows.append(Row(cells: [Self.cell(subview, column: 0, spansAll: true)], alignment: nil))
        continue
      }
      var column = 0
      var made: [Cell] = []
      // A row's columns are bounded (each span is at most `maximumColumns`), so that no
      // arithmetic on them overflows; the cells past the bound are not laid out.
      for node in cells(row.node) where column < Self.maximumColumns * 2 {
        let cell = Self.cell(node, column: column, spansAll: false)
        made.append(cell)
        if let guide = LayoutSubview.value(for: GridColumnAlignmentKey.self, on: node) {
          record(guide, at: column)
        }
        column += cell.span
      }
      columnCount = max(columnCount, column)
      rows.append(Row(cells: made, alignment: row.alignment))
    }
    columnCount = max(columnCount, rows.isEmpty ? 0 : 1)
    for index in rows.indices where rows[index].cells.first?.spansAll == true {
      rows[index].cells[0].span = columnCount
    }
    columnAlignments += Array(
      repeating: nil, count: max(columnCount - columnAlignments.count, 0))
  }

  /// The horizontal placement of `cell` in its space (0 leading, 1 trailing): its anchor, its
  /// column's alignment, else the grid's.
  func horizontalFraction(of cell: Cell, grid alignment: Alignment) -> CGFloat {
    if let anchor = cell.anchor { return anchor.x }
    if !cell.spansAll, let guide = columnAlignments[cell.column] { return guide.fraction }
    return alignment.horizontal.fraction
  }

  /// The vertical placement of `cell` in its row (0 top, 1 bottom): its anchor, the row's
  /// alignment, else the grid's.
  func verticalFraction(of cell: Cell, in row: Row, grid alignment: Alignment) -> CGFloat {
    if let anchor = cell.anchor { return anchor.y }
    return (row.alignment ?? alignment.vertical).fraction
  }

  private mutating func record(_ guide: HorizontalAlignment, at column: Int) {
    if columnAlignments.count <= column {
      columnAlignments += Array(repeating: nil, count: column + 1 - columnAlignments.count)
    }
    if columnAlignments[column] == nil { columnAlignments[column] = guide }
  }

  private static func cell(_ node: Node, column: Int, spansAll: Bool) -> Cell {
    Cell(
      node: node, column: column,
      span: spansAll ? 0 : LayoutSubview.value(for: GridCellColumnsKey.self, on: node),
      anchor: LayoutSubview.value(for: GridCellAnchorKey.self, on: node),
      unsizedAxes: LayoutSubview.value(for: GridCellUnsizedAxesKey.self, on: node),
      spansAll: spansAll)
  }

  /// The `GridRow` a subview is, looking through groups of one view (a custom view whose body
  /// is the row, a `ForEach` of one row).
  private static func gridRow(at node: Node) -> (node: Node, alignment: VerticalAlignment?)? {
    var current = node
    while true {
      if let row = current.capability(GridRowCapability.self) {
        return (current, row.alignment(of: current))
      }
      guard current.children.count == 1, isGroup(current) else { return nil }
      current = current.children[0]
    }
  }

  /// Whether `node` stands for the views inside it in a grid: a custom view, a `ForEach`, a
  /// builder block or conditional; not a modifier that lays its content out (a frame, padding)
  /// nor one that gives it a trait.
  static func isGroup(_ node: Node) -> Bool {
    node.hasBody || node.capability(SubviewListCapability.self) != nil
      || (node.isStructural && node.capability(LayoutCapability.self) == nil
        && node.capability(LayoutValueCapability.self) == nil)
  }
}

extension Axis.Set {
  /// Whether the set holds `axis`.
  func contains(_ axis: StackAxis) -> Bool {
    contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical)
  }
}
