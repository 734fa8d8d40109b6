import CellGraphCore
import Foundation

/// The text form of a grid laid out by content (no screen size): the layout `GridLayout` does in
/// points, done in whole cells of each view's text, so that columns line up.
///
/// Each column is as wide as its widest one-column cell; a cell spanning several columns widens
/// them evenly when it needs more; a view outside a row spans the grid (a divider is a rule
/// across it). Rows are as tall as their tallest cell. Spacing is the grid's, in whole cells of
/// the host's `CellSize` (the default 8 points: one column between columns, no line between
/// rows). Cells are placed in their space by the same alignments as in points.
///
///     Grid {                                       Name  Ada
///       GridRow { Text("Name"); Text("Ada") }      --------------
///       Divider()                                  Born 1815-12-10
///       GridRow { Text("Born"); Text("1815-12-10") }
///     }
@MainActor
struct GridText {
  let layout: GridLayout
  let cellSize: CellSize

  func render(_ node: Node) -> [TextBlock] {
    // Every child's text is asked for, so that a change below marks this grid's text stale
    // again (text invalidation stops at the first stale ancestor).
    _ = node.children.map(\.text)
    let arrangement = GridArrangement(subviews: GeometryLayout.subviewNodes(of: node)) {
      GeometryLayout.subviewNodes(of: $0)
    }
    guard !arrangement.rows.isEmpty else { return [] }
    let columnSpacing = cellSize.columns(layout.columnSpacing)
    let rowSpacing = cellSize.lines(layout.rowSpacing)
    let blocks = arrangement.rows.map { row in row.cells.map { block(of: $0.node) } }

    var widths = Array(repeating: 0, count: arrangement.columnCount)
    func spanned(_ cell: GridArrangement.Cell) -> Int {
      let end = min(cell.column + cell.span, widths.count)
      guard cell.column < end else { return 0 }
      return widths[cell.column..<end].reduce(0, +) + columnSpacing * (end - cell.column - 1)
    }
    for (row, cells) in zip(arrangement.rows, blocks) {
      for (cell, block) in zip(row.cells, cells) where cell.span == 1 && sizes(cell, block) {
        widths[cell.column] = max(widths[cell.column], block.resolved.width)
      }
    }
    for (row, cells) in zip(arrangement.rows, blocks) {
      for (cell, block) in zip(row.cells, cells) where cell.span > 1 && sizes(cell, block) {
        let end = min(cell.column + cell.span, widths.count)
        let extra = block.resolved.width - spanned(cell)
        guard extra > 0, cell.column < end else { continue }
        // Evenly, the columns on the leading side taking the remainder first.
        let count = end - cell.column
        for (offset, column) in (cell.column..<end).enumerated() {
          widths[column] += extra / count + (offset < extra % count ? 1 : 0)
        }
      }
    }

    let gridWidth = widths.reduce(0, +) + columnSpacing * max(widths.count - 1, 0)
    var starts: [Int] = []
    var x = 0
    for width in widths {
      starts.append(x)
      x += width + columnSpacing
    }
    var lines: [String] = []
    for (index, (row, cells)) in zip(arrangement.rows, blocks).enumerated() {
      let placed = zip(row.cells, cells).map { cell, block in
        (cell, fitted(block, width: spanned(cell)))
      }
      let height = placed.reduce(0) { max($0, $1.1.height) }
      var canvas = Array(
        repeating: [Character](repeating: " ", count: gridWidth), count: height)
      for (cell, block) in placed {
        let width = spanned(cell)
        let left =
          starts[cell.column]
          + offset(
            block.width, in: width, arrangement.horizontalFraction(of: cell, grid: layout.alignment)
          )
        let top = offset(
          block.height, in: height,
          arrangement.verticalFraction(of: cell, in: row, grid: layout.alignment))
        for (lineIndex, line) in block.lines.enumerated() {
          for (column, character) in line.enumerated() where left + column < gridWidth {
            canvas[top + lineIndex][left + column] = character
          }
        }
      }
      if index > 0 { lines += Array(repeating: "", count: rowSpacing) }
      lines += canvas.map { String($0) }
    }
    return [TextBlock(lines: lines, width: gridWidth)]
  }

  /// Whether a cell's text widens its columns: not when it asks not to be sized across
  /// (`gridCellUnsizedAxes(.horizontal)`), nor when it is a rule, which spans what it is given.
  private func sizes(_ cell: GridArrangement.Cell, _ block: TextBlock) -> Bool {
    if cell.unsizedAxes.contains(StackAxis.horizontal) { return false }
    if case .flexible(.rule) = block.kind { return false }
    return true
  }

  /// A view's text as one block: its blocks stacked, leading-aligned.
  private func block(of node: Node) -> TextBlock {
    let blocks = node.text
    return blocks.count == 1
      ? blocks[0] : TextLayout.vertical(blocks, alignment: .leading, spacing: 0)
  }

  /// The block as drawn in `width` columns: a rule across them, other flexible blocks as their
  /// smallest text; every line cut to `width` (a cell that does not size its column may be wider).
  private func fitted(_ block: TextBlock, width: Int) -> TextBlock {
    var block = block
    if case .flexible(let flexible) = block.kind {
      block =
        if case .rule = flexible {
          flexible.resolve(across: .vertical, extent: width)
        } else {
          block.resolved
        }
    }
    guard block.width > width else { return block }
    return TextBlock(lines: block.lines.map { String($0.prefix(width)) }, width: width)
  }

  private func offset(_ length: Int, in space: Int, _ fraction: CGFloat) -> Int {
    max(Int((CGFloat(space - length) * fraction).rounded(.down)), 0)
  }
}
