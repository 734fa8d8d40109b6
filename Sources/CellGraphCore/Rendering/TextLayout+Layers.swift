/// Layers: views drawn over views, for `ZStack`, `overlay` and `background`, so that the
/// characters of two views never run together.
///
/// Shapes and colours (drawings) are drawn first, into the whole rectangle, in their order; they
/// yield to text. Then each text layer, back to front, is placed by the alignment and covers,
/// on each of its lines, every cell from its first character to its last (spaces between words
/// included); a character of another layer right beside a covered span is blanked, so no run of
/// text mixes two views:
///
///     ZStack { Text("Messages"); Text("3") }        Me 3 ges
///     Text("Card").padding()                        .------.
///       .background { RoundedRectangle(…).stroke() }  |  Card  |   (the outline frames the text)
///                                                   '------'
extension TextLayout {
  /// Draws `layers` in order into one block. The block is as large as the largest text layer
  /// (the largest token when every layer is a drawing), or `size` when given (layers then are
  /// cut to it).
  package static func layered(
    _ layers: [TextBlock], alignment: Alignment, size: (width: Int, height: Int)? = nil
  ) -> TextBlock {
    var drawings: [Flexible] = []
    var texts: [TextBlock] = []
    for layer in layers {
      if case .flexible(let flexible) = layer.kind, flexible.isDrawing {
        drawings.append(flexible)
      } else {
        texts.append(layer.resolved)
      }
    }
    let sized = texts.isEmpty ? drawings.map { $0.resolve(across: .vertical, extent: 0) } : texts
    let width = size?.width ?? sized.reduce(0) { max($0, $1.width) }
    let height = size?.height ?? sized.reduce(0) { max($0, $1.height) }
    var grid = Array(repeating: [Character](repeating: " ", count: width), count: height)
    for drawing in drawings {
      for (y, line) in drawing.resolve(width: width, height: height).lines.enumerated()
      where y < height {
        for (x, character) in line.enumerated() where x < width && character != " " {
          grid[y][x] = character
        }
      }
    }
    for layer in texts {
      let left = offset(of: layer.width, in: width, alignment.horizontal)
      let top = offset(of: layer.height, in: height, alignment.vertical)
      for (row, line) in layer.lines.enumerated() {
        let y = top + row
        guard y >= 0 && y < height else { continue }
        cover(&grid[y], with: Array(line), at: left)
      }
    }
    return TextBlock(lines: grid.map { String($0) }, width: width)
  }

  /// The block of a `ZStack`: its layers drawn by `layered`, or, when one of them is a shape or
  /// a colour, a flexible block that draws them at the size a frame or a layer offers (so a
  /// framed card's shapes fill the frame).
  package static func stacked(_ layers: [TextBlock], alignment: Alignment) -> TextBlock {
    let hasDrawing = layers.contains { layer in
      if case .flexible(let flexible) = layer.kind { return flexible.isDrawing }
      return false
    }
    return hasDrawing
      ? TextBlock(flexible: .layers(layers, alignment)) : layered(layers, alignment: alignment)
  }

  /// Writes `line`'s span (its first character to its last) into `row` from column `left`, and
  /// blanks the cell on each side of the span, so the span's run of text stands alone.
  private static func cover(_ row: inout [Character], with line: [Character], at left: Int) {
    guard let first = line.firstIndex(where: { $0 != " " }),
      let last = line.lastIndex(where: { $0 != " " })
    else { return }
    for column in first...last {
      let x = left + column
      if x >= 0 && x < row.count { row[x] = line[column] }
    }
    for x in [left + first - 1, left + last + 1] where x >= 0 && x < row.count {
      row[x] = " "
    }
  }

  /// Where a span of `length` starts in a span of `total`, by `alignment` (negative when it is
  /// larger and overhangs on both sides, centred).
  static func offset(
    of length: Int, in total: Int, _ alignment: HorizontalAlignment
  ) -> Int {
    switch alignment {
    case .leading: 0
    case .center: (total - length) / 2
    case .trailing: total - length
    }
  }

  static func offset(of length: Int, in total: Int, _ alignment: VerticalAlignment) -> Int {
    switch alignment {
    case .top: 0
    case .center: (total - length) / 2
    case .bottom: total - length
    }
  }
}
