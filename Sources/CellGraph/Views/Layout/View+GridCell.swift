import CellGraphCore
import Foundation

nonisolated extension View {
  /// Tells a view that is a cell of a ``GridRow`` to span `count` columns of its ``Grid``.
  ///
  /// A grid has as many columns as its widest row needs, counting each cell's span; a span
  /// wider than the other rows widens the grid. A count below 1 or above 1,000 is reported
  /// (`Diagnostic.Kind.invalidGridCellColumns`) and the cell spans 1 (1,000) columns.
  ///
  /// ```swift
  /// Grid {
  ///   GridRow { Text("Name"); Text("Ada") }
  ///   GridRow { Text("A note across both columns").gridCellColumns(2) }
  /// }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    GridCellModifier(content: self, trait: .columns(count))
  }

  /// Aligns every cell of this cell's column by `guide`, overriding the grid's alignment.
  ///
  /// Apply it to one cell of a column (the first one found counts).
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Regular font:").gridColumnAlignment(.trailing)
  ///   Text("Helvetica 12")
  /// }
  /// ```
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    GridCellModifier(content: self, trait: .columnAlignment(guide))
  }

  /// Places this cell in its grid cell by `anchor`, overriding the grid's, the row's and the
  /// column's alignment: `.topLeading` puts it in the cell's top-leading corner.
  ///
  /// ```swift
  /// Color.red.frame(width: 8, height: 8).gridCellAnchor(.topLeading)
  /// ```
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    GridCellModifier(content: self, trait: .anchor(anchor))
  }

  /// Asks the grid not to size its column (for `.horizontal`) or its row (for `.vertical`) by
  /// this cell: a flexible view (a `Divider`, a `Color`) then takes the size the other cells
  /// give the column or row, rather than all it is offered.
  ///
  /// ```swift
  /// Grid {
  ///   GridRow { Text("Name"); Text("Ada") }
  ///   Divider().gridCellUnsizedAxes(.horizontal)
  /// }
  /// ```
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    GridCellModifier(content: self, trait: .unsizedAxes(axes))
  }
}

/// What a grid cell modifier tells its grid.
enum GridCellTrait: Equatable {
  case columns(Int)
  case columnAlignment(HorizontalAlignment)
  case anchor(UnitPoint)
  case unsizedAxes(Axis.Set)
}

/// The traits a grid reads from its cells, as layout values (`LayoutSubview` subscripts).
enum GridCellColumnsKey: LayoutValueKey {
  static var defaultValue: Int { 1 }
}

enum GridColumnAlignmentKey: LayoutValueKey {
  static var defaultValue: HorizontalAlignment? { nil }
}

enum GridCellAnchorKey: LayoutValueKey {
  static var defaultValue: UnitPoint? { nil }
}

enum GridCellUnsizedAxesKey: LayoutValueKey {
  static var defaultValue: Axis.Set { [] }
}

/// The view the grid cell modifiers return: its content, with one trait for the grid.
nonisolated struct GridCellModifier<Content: View>: View {
  let content: Content
  let trait: GridCellTrait

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension GridCellModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason != .invalidated, case .columns(let count) = trait,
      count < 1 || count > GridArrangement.maximumColumns
    {
      let limit = GridArrangement.maximumColumns
      let spans = count < 1 ? "one column" : "\(limit) columns"
      node.graph.report(
        Diagnostic(
          kind: .invalidGridCellColumns,
          message: """
            gridCellColumns(\(count)) at \(node.identityPath): a cell spans from 1 to \(limit) \
            columns. The cell spans \(spans).
            """,
          path: node.identityPath))
    }
    node.updateChild(content)
  }
}

@MainActor extension GridCellModifier: LayoutValueWriter {
  static func value(of node: Node, for key: ObjectIdentifier) -> Any? {
    switch unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.trait {
    case .columns(let count) where key == ObjectIdentifier(GridCellColumnsKey.self):
      // The largest span a grid lays out: more columns than any screen shows, few enough that
      // a mistaken `Int.max` cannot make the grid allocate without bound.
      return min(max(count, 1), GridArrangement.maximumColumns)
    case .columnAlignment(let guide) where key == ObjectIdentifier(GridColumnAlignmentKey.self):
      return HorizontalAlignment?.some(guide)
    case .anchor(let anchor) where key == ObjectIdentifier(GridCellAnchorKey.self):
      return UnitPoint?.some(anchor)
    case .unsizedAxes(let axes) where key == ObjectIdentifier(GridCellUnsizedAxesKey.self):
      return axes
    default:
      return nil
    }
  }
}

/// The kinds of misuse grids report.
extension Diagnostic.Kind {
  /// `gridCellColumns(_:)` was given a count below 1 or above 1,000; the cell spans 1 (1,000)
  /// columns.
  public static let invalidGridCellColumns = Self("invalidGridCellColumns")
  /// A `GridRow` is not inside a `Grid` (or a `GridLayout`); its cells are laid out side by
  /// side, as an `HStack` lays out its views.
  public static let gridRowOutsideGrid = Self("gridRowOutsideGrid")
}
