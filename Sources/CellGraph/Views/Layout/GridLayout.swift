import CellGraphCore
import Foundation

/// The layout of a ``Grid``, as SwiftUI's `GridLayout`: use it where a layout value is needed,
/// as in `AnyLayout`, with ``GridRow``s as its views.
///
/// Columns are as wide as their widest cell and rows as tall as their tallest; offered a width
/// (height), the grid shares it among its columns (rows) as a stack shares its length, the least
/// flexible first. Each cell is proposed its column's width (the columns it spans, with the
/// spacing between them) and its row's height, and is placed in that space by its
/// `gridCellAnchor(_:)`, else its column's `gridColumnAlignment(_:)` and its row's alignment,
/// else the grid's `alignment`. A view outside a `GridRow` spans every column.
///
/// ```swift
/// let layout = isGrid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout())
/// layout {
///   GridRow { Text("Name"); Text("Ada") }
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct GridLayout: Layout {
  /// How each cell is placed in its space (`.center` by default).
  public var alignment: Alignment
  /// Points between columns; `nil` for the default 8.
  public var horizontalSpacing: CGFloat?
  /// Points between rows; `nil` for the default 8.
  public var verticalSpacing: CGFloat?

  /// - Parameters:
  ///   - alignment: How each cell is placed in its space; `.center` by default.
  ///   - horizontalSpacing: Points between columns; `nil` for SwiftUI's default, 8 points.
  ///   - verticalSpacing: Points between rows; `nil` for SwiftUI's default, 8 points.
  nonisolated public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    guard let run = subviews.first?.layout else { return .zero }
    let arrangement = self.arrangement(subviews, run)
    let tracks = self.tracks(arrangement, proposal, run)
    return CGSize(
      width: Self.total(tracks.widths, spacing: columnSpacing),
      height: Self.total(tracks.heights, spacing: rowSpacing))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    guard let run = subviews.first?.layout else { return }
    let arrangement = self.arrangement(subviews, run)
    let tracks = self.tracks(arrangement, proposal, run)
    var columnStarts: [CGFloat] = []
    var x = bounds.minX
    for width in tracks.widths {
      columnStarts.append(x)
      x += width + columnSpacing
    }
    var y = bounds.minY
    for (index, row) in arrangement.rows.enumerated() {
      let height = tracks.heights[index]
      for cell in row.cells {
        let width = spannedWidth(cell, tracks.widths)
        let offer = ProposedViewSize(width: width, height: height)
        let subview = LayoutSubview(node: cell.node, layout: run, axis: nil)
        let size = subview.sizeThatFits(offer)
        let horizontal = arrangement.horizontalFraction(of: cell, grid: alignment)
        let vertical = arrangement.verticalFraction(of: cell, in: row, grid: alignment)
        subview.place(
          topLeading: CGPoint(
            x: columnStarts[cell.column] + (width - size.width) * horizontal,
            y: y + (height - size.height) * vertical),
          proposal: offer)
      }
      y += height + rowSpacing
    }
  }

  var columnSpacing: CGFloat { Self.safe(horizontalSpacing) }
  var rowSpacing: CGFloat { Self.safe(verticalSpacing) }

  /// A spacing in points: SwiftUI's default 8 for `nil`; a negative or non-finite one is none.
  private static func safe(_ spacing: CGFloat?) -> CGFloat {
    guard let spacing else { return CellSize.defaultSpacing }
    return spacing.isFinite ? max(spacing, 0) : 0
  }

  private static func total(_ lengths: [CGFloat], spacing: CGFloat) -> CGFloat {
    lengths.reduce(0, +) + spacing * CGFloat(max(lengths.count - 1, 0))
  }

  private func arrangement(_ subviews: Subviews, _ run: GeometryLayout) -> GridArrangement {
    GridArrangement(subviews: subviews.map(\.node)) { row in
      run.subviews(of: row, nil).map(\.node)
    }
  }

  private func spannedWidth(_ cell: GridArrangement.Cell, _ widths: [CGFloat]) -> CGFloat {
    let end = min(cell.column + cell.span, widths.count)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(0, +) + columnSpacing * CGFloat(end - cell.column - 1)
  }

  /// The columns' widths and the rows' heights for `proposal`.
  ///
  /// Columns: shared among by `TrackDivision`, each as wide as its widest one-column cell for
  /// its share (cells with `gridCellUnsizedAxes(.horizontal)` not counted); then a cell that
  /// spans several columns (a view outside a row spans all), offered the grid's whole width,
  /// widens the columns it spans evenly when it needs more than they give. Rows: likewise, each
  /// as tall as its tallest cell proposed its columns' width.
  private func tracks(
    _ arrangement: GridArrangement, _ proposal: ProposedViewSize, _ run: GeometryLayout
  ) -> (widths: [CGFloat], heights: [CGFloat]) {
    let count = arrangement.columnCount
    var singles = Array(repeating: [Node](), count: count)
    var spanning: [GridArrangement.Cell] = []
    for row in arrangement.rows {
      for cell in row.cells where !cell.unsizedAxes.contains(StackAxis.horizontal) {
        if cell.span == 1 { singles[cell.column].append(cell.node) } else { spanning.append(cell) }
      }
    }
    let spacing = columnSpacing * CGFloat(max(count - 1, 0))
    let offered = proposal.width.map { $0.isFinite ? max($0 - spacing, 0) : $0 }
    var widths = TrackDivision.divide(offered, count: count) { column, offer in
      singles[column].reduce(0) { widest, node in
        let subview = LayoutSubview(node: node, layout: run, axis: nil)
        return max(widest, subview.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
      }
    }
    for cell in spanning {
      let end = min(cell.column + cell.span, count)
      guard cell.column < end else { continue }
      let subview = LayoutSubview(node: cell.node, layout: run, axis: nil)
      let needed = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)).width
      let extra = needed - spannedWidth(cell, widths)
      guard extra > 0 else { continue }
      let share = extra / CGFloat(end - cell.column)
      for column in cell.column..<end { widths[column] += share }
    }
    let rows = arrangement.rows
    let rowGaps = rowSpacing * CGFloat(max(rows.count - 1, 0))
    let offeredHeight = proposal.height.map { $0.isFinite ? max($0 - rowGaps, 0) : $0 }
    let heights = TrackDivision.divide(offeredHeight, count: rows.count) { index, offer in
      rows[index].cells.reduce(0) { tallest, cell in
        guard !cell.unsizedAxes.contains(StackAxis.vertical) else { return tallest }
        let subview = LayoutSubview(node: cell.node, layout: run, axis: nil)
        let width = spannedWidth(cell, widths)
        return max(
          tallest, subview.sizeThatFits(ProposedViewSize(width: width, height: offer)).height)
      }
    }
    return (widths, heights)
  }
}
