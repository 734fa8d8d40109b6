/// Frames: a block placed in a rectangle of a given number of cells, for `frame(…)`.
///
///     Text("Saved").frame(width: 80)     Text("Overdue").frame(width: 40)     Circle().frame(width: 24, height: 22)
///     "   Saved  " (10 columns)          "Over…" (5 columns)                   "░░░"
extension TextLayout {
  /// The limits of a frame on one axis, in cells: `nil` where the frame gives none.
  package struct FrameLimits: Equatable {
    package var minimum: Int?
    package var ideal: Int?
    package var maximum: Int?

    package init(minimum: Int? = nil, ideal: Int? = nil, maximum: Int? = nil) {
      self.minimum = minimum
      self.ideal = ideal
      self.maximum = maximum
    }

    package var isEmpty: Bool { minimum == nil && ideal == nil && maximum == nil }

    /// The frame's extent for content `natural` cells long: the content's own extent within the
    /// limits, as a frame sizes itself to its child clamped by its minimum and maximum; a
    /// drawing, which has no extent of its own, takes the ideal, else the minimum, else the
    /// maximum, else `natural` (its token).
    func extent(natural: Int, isDrawing: Bool) -> Int {
      if isDrawing, let given = ideal ?? minimum ?? maximum { return given }
      var extent = natural
      if let maximum { extent = min(extent, maximum) }
      if let minimum { extent = max(extent, minimum) }
      return extent
    }
  }

  /// `block` in a frame of `width` × `height` limits, placed by `alignment`. Content larger than
  /// the frame is cut at its edges, and a cut line ends with `…` (as SwiftUI truncates text that
  /// does not fit); a drawing is drawn into the frame's cells.
  package static func framed(
    _ block: TextBlock, width: FrameLimits, height: FrameLimits, alignment: Alignment
  ) -> TextBlock {
    if case .flexible(let flexible) = block.kind, flexible.isDrawing {
      let natural = flexible.resolve(across: .vertical, extent: 0)
      let columns = width.extent(natural: natural.width, isDrawing: true)
      let lines = height.extent(natural: natural.height, isDrawing: true)
      return flexible.resolve(width: columns, height: lines)
    }
    let content = block.resolved
    let columns = width.extent(natural: content.width, isDrawing: false)
    let lines = height.extent(natural: content.height, isDrawing: false)
    var rows = content.lines
    if rows.count > lines {
      // Centred (or aligned) vertically: the lines that fall outside are cut.
      let top = offset(of: rows.count, in: lines, alignment.vertical)
      rows = Array(rows[(-top)..<(-top + lines)])
      if let last = rows.indices.last { rows[last] = truncated(rows[last] + "…", to: columns) }
    }
    var placed: [String] = []
    let top = offset(of: rows.count, in: lines, alignment.vertical)
    placed.append(contentsOf: repeatElement("", count: max(top, 0)))
    for row in rows {
      let width = TextBlock.width(of: row)
      if width > columns {
        placed.append(truncated(row, to: columns))
      } else {
        let left = offset(of: content.width, in: columns, alignment.horizontal)
        placed.append(String(repeating: " ", count: max(left, 0)) + row)
      }
    }
    placed.append(contentsOf: repeatElement("", count: max(lines - placed.count, 0)))
    return TextBlock(lines: placed, width: columns)
  }

  /// `line` cut to `columns`, its last cell `…` when anything was cut.
  private static func truncated(_ line: String, to columns: Int) -> String {
    guard TextBlock.width(of: line) > columns else { return line }
    guard columns > 0 else { return "" }
    return String(line.prefix(columns - 1)) + "…"
  }
}
