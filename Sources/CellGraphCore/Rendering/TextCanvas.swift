/// A rectangle of whole cells: a view's frame in the text grid.
package struct CellRect: Hashable, Sendable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(width, 0)
    self.height = max(height, 0)
  }

  /// Whether the two rectangles share a cell.
  package func overlaps(_ other: CellRect) -> Bool {
    x < other.x + other.width && other.x < x + width && y < other.y + other.height
      && other.y < y + height
  }
}

/// A grid of cells that views are drawn into at their frames, keeping the readability rules of
/// layers (Docs/TextForm.md, "Layers"): drawings (shapes, colours) are drawn first and yield to
/// text; a text covers its lines' spans, and blanks the cell beside a span that holds another
/// view overlapping it, so two views' characters never run together. Views side by side (frames
/// that share no cell) are drawn as they are, however close.
///
/// ```swift
/// var canvas = TextCanvas(width: 8, height: 1)
/// canvas.drawText(["Messages"], in: CellRect(x: 0, y: 0, width: 8, height: 1))
/// canvas.drawText(["3"], in: CellRect(x: 3, y: 0, width: 1, height: 1))
/// canvas.block.lines   // ["Me 3 ges"]
/// ```
package struct TextCanvas {
  private var rows: [[Character]]
  /// Which drawn view (an index in `frames`) wrote each cell; -1 for none.
  private var owners: [[Int]]
  private var frames: [CellRect] = []
  private var width: Int

  /// An empty canvas of `width` × `height` cells; it grows to take what is drawn below or to
  /// the right of it. What is drawn above or to the left of it is cut.
  package init(width: Int, height: Int) {
    self.width = max(width, 0)
    rows = Array(repeating: Array(repeating: " ", count: self.width), count: max(height, 0))
    owners = Array(repeating: Array(repeating: -1, count: self.width), count: max(height, 0))
  }

  /// Draws a shape's or colour's cells (`lines`, spaces transparent) at `rect`, over what is
  /// there.
  package mutating func drawDrawing(_ lines: [String], in rect: CellRect) {
    let owner = frames.count
    frames.append(rect)
    for (row, line) in lines.enumerated() {
      for (column, character) in line.enumerated() where character != " " {
        set(character, x: rect.x + column, y: rect.y + row, owner: owner)
      }
    }
  }

  /// Draws a view's text at `rect`: each line covers its span (first to last character), and
  /// the cell beside a span is blanked when another view whose frame overlaps `rect` wrote it.
  package mutating func drawText(_ lines: [String], in rect: CellRect) {
    let owner = frames.count
    frames.append(rect)
    for (row, line) in lines.enumerated() {
      let characters = Array(line)
      guard let first = characters.firstIndex(where: { $0 != " " }),
        let last = characters.lastIndex(where: { $0 != " " })
      else { continue }
      let y = rect.y + row
      for column in first...last {
        set(characters[column], x: rect.x + column, y: y, owner: owner)
      }
      for x in [rect.x + first - 1, rect.x + last + 1] {
        guard y >= 0, y < rows.count, x >= 0, x < rows[y].count else { continue }
        let other = owners[y][x]
        if other >= 0, other != owner, frames[other].overlaps(rect) {
          rows[y][x] = " "
          owners[y][x] = -1
        }
      }
    }
  }

  private mutating func set(_ character: Character, x: Int, y: Int, owner: Int) {
    guard x >= 0, y >= 0 else { return }
    while rows.count <= y {
      rows.append(Array(repeating: " ", count: width))
      owners.append(Array(repeating: -1, count: width))
    }
    if x >= rows[y].count {
      let missing = x + 1 - rows[y].count
      rows[y].append(contentsOf: repeatElement(" ", count: missing))
      owners[y].append(contentsOf: repeatElement(-1, count: missing))
      width = max(width, x + 1)
    }
    rows[y][x] = character
    owners[y][x] = owner
  }

  /// The canvas as one block of text, without the blank lines at its end.
  package var block: TextBlock {
    var lines = rows.map { String($0) }
    while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
    return TextBlock(lines: lines, width: width)
  }
}
