import CellGraphCore
import Foundation

/// A container that lines its views up in rows and columns, as SwiftUI's `Grid`.
///
/// Each ``GridRow`` is a row and each of its views a cell of the next column; any other view is
/// a row of its own across every column (a `Divider` between rows). Columns are as wide as their
/// widest cell, rows as tall as their tallest; a row with fewer cells leaves the rest of its
/// columns empty. `gridCellColumns(_:)` makes a cell span columns, `gridColumnAlignment(_:)`
/// aligns a column, `gridCellAnchor(_:)` places one cell, `gridCellUnsizedAxes(_:)` keeps a
/// flexible cell from sizing its column or row. In the host's layout in points it is laid out
/// by ``GridLayout``; readers inside report the frames it placed.
///
/// Text form: the cells in aligned columns, one column (SwiftUI's default 8 points) between
/// columns, no line between rows (Docs/TextForm.md, "Grids"); with a screen size, drawn at the
/// frames of the layout in points.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada") }
///   Divider()
///   GridRow { Text("Born"); Text("1815") }
/// }
/// // Name Ada
/// // --------
/// // Born 1815
/// ```
public nonisolated struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: How each cell is placed in its space; `.center` by default.
  ///   - horizontalSpacing: Points between columns; `nil` for SwiftUI's default, 8 points.
  ///   - verticalSpacing: Points between rows; `nil` for SwiftUI's default, 8 points.
  ///   - content: The rows (and views across the grid), built with a ``ViewBuilder``.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }

  public var body: some View {
    LayoutContainer(
      layout: GridLayout(
        alignment: alignment, horizontalSpacing: horizontalSpacing,
        verticalSpacing: verticalSpacing),
      content: content)
  }
}
