import CellGraphCore

/// How a lazy stack or grid places its rows: along which axis, how many cells per group (a grid
/// row or column; 1 for a stack), and with how much space between groups.
struct LazyLayout {
  /// The axis the groups follow one another along: `.vertical` for `LazyVStack`/`LazyVGrid`.
  let axis: Axis
  /// Cells per group: the grid's columns (or rows), 1 for a stack.
  let groupSize: Int
  /// Blank lines (columns, along a horizontal axis) between groups.
  let spacing: Int
  /// Blank columns (lines) between the cells of a group.
  let cellSpacing: Int
  let horizontalAlignment: HorizontalAlignment
  let verticalAlignment: VerticalAlignment

  /// A cell's text as one block: its blocks stacked along the stack's axis, as a stack would
  /// place them (a row whose content is a block of two labels).
  func cellBlock(_ blocks: [TextBlock]) -> TextBlock {
    if blocks.count == 1, case .text = blocks[0].kind { return blocks[0] }
    return axis == .vertical
      ? TextLayout.vertical(blocks, alignment: horizontalAlignment, spacing: 0)
      : TextLayout.horizontal(blocks, alignment: verticalAlignment, spacing: 0)
  }

  /// The extent of a cell along the axis: its lines, or its columns.
  func extent(of block: TextBlock) -> Int {
    axis == .vertical ? block.height : block.width
  }

  /// The text of the cells, in order: groups of `groupSize` cells across the axis, the groups
  /// along it. In a grid, each column (row) is as wide (tall) as its widest (tallest) cell, so
  /// the cells line up.
  func render(_ cells: [TextBlock]) -> TextBlock {
    let groups = stride(from: 0, to: cells.count, by: groupSize).map {
      Array(cells[$0..<min($0 + groupSize, cells.count)])
    }
    if groupSize == 1 { return stack(groups.map { $0[0] }) }
    // The extent across the axis of each column (vertical grid) or row (horizontal grid).
    var across = Array(repeating: 0, count: groupSize)
    for group in groups {
      for (slot, cell) in group.enumerated() {
        across[slot] = max(across[slot], axis == .vertical ? cell.width : cell.height)
      }
    }
    let placed = groups.map { group in
      let cells = group.enumerated().map { slot, cell in
        axis == .vertical
          ? TextBlock(
            lines: cell.lines.map { TextBlock.pad($0, to: across[slot]) }, width: across[slot])
          : TextBlock(
            lines: cell.lines + Array(repeating: "", count: max(across[slot] - cell.height, 0)),
            width: cell.width)
      }
      return axis == .vertical
        ? TextLayout.horizontal(cells, alignment: .top, spacing: cellSpacing)
        : TextLayout.vertical(cells, alignment: .leading, spacing: cellSpacing)
    }
    return stack(placed)
  }

  /// `block` followed by the spacing before the next group, for a stack whose next group is not
  /// created yet: the gap belongs to the layout whether or not the group after it exists, so
  /// the content has the same lines however far the stack was scrolled before.
  func withTrailingSpacing(_ block: TextBlock) -> TextBlock {
    guard spacing > 0 else { return block }
    return axis == .vertical
      ? TextBlock(
        lines: block.lines + Array(repeating: "", count: spacing), width: block.width)
      : TextBlock(
        lines: block.lines.map { TextBlock.pad($0, to: block.width + spacing) },
        width: block.width + spacing)
  }

  /// The extent along the axis of a group of cells.
  func groupExtent(_ cells: ArraySlice<TextBlock>) -> Int {
    cells.reduce(0) { max($0, extent(of: $1)) }
  }

  private func stack(_ blocks: [TextBlock]) -> TextBlock {
    axis == .vertical
      ? TextLayout.vertical(blocks, alignment: horizontalAlignment, spacing: spacing)
      : TextLayout.horizontal(blocks, alignment: verticalAlignment, spacing: spacing)
  }
}
