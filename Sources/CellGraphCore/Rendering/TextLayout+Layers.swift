/// Layers: text drawn over text, for `ZStack`, `overlay` and `background`.
///
/// Each layer is placed in the rectangle by the alignment; a later layer overwrites an earlier
/// one cell by cell, wherever it has a character other than a space. Spaces are transparent, so a
/// short badge drawn over a title replaces only the cells it covers:
///
///     layer 0:  Messages      overlay, .trailing        Messages
///     layer 1:      (3)       ─────────────────────▶    Messa(3)
extension TextLayout {
  /// Draws `layers` in order into one block. The block is as large as the largest layer, or
  /// `size` when given (layers then are clipped to it).
  package static func layered(
    _ layers: [TextBlock], alignment: Alignment, size: (width: Int, height: Int)? = nil
  ) -> TextBlock {
    let layers = layers.map(\.resolved)
    let width = size?.width ?? layers.reduce(0) { max($0, $1.width) }
    let height = size?.height ?? layers.reduce(0) { max($0, $1.height) }
    var grid = Array(repeating: [Character](repeating: " ", count: width), count: height)
    for layer in layers {
      let left = offset(of: layer.width, in: width, alignment.horizontal)
      let top = offset(of: layer.height, in: height, alignment.vertical)
      for (row, line) in layer.lines.enumerated() {
        let y = top + row
        guard y >= 0 && y < height else { continue }
        for (column, character) in line.enumerated() where character != " " {
          let x = left + column
          guard x >= 0 && x < width else { continue }
          grid[y][x] = character
        }
      }
    }
    return TextBlock(lines: grid.map { String($0) }, width: width)
  }

  /// Where a span of `length` starts in a span of `total`, by `alignment` (negative when it is
  /// larger and overhangs on both sides, centred).
  private static func offset(
    of length: Int, in total: Int, _ alignment: HorizontalAlignment
  ) -> Int {
    switch alignment {
    case .leading: 0
    case .center: (total - length) / 2
    case .trailing: total - length
    }
  }

  private static func offset(of length: Int, in total: Int, _ alignment: VerticalAlignment) -> Int {
    switch alignment {
    case .top: 0
    case .center: (total - length) / 2
    case .bottom: total - length
    }
  }
}
