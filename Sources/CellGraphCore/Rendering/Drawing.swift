/// A shape or a colour drawn into the cells it is given: what a `Shape` or a `Color` view is in
/// the text layout.
///
/// A drawing has no size of its own, as a shape in SwiftUI takes the size it is offered. Where a
/// container offers it one (a frame, a `ZStack`, an overlay or a background sized by its view) it
/// is drawn into those cells; where none does (a stack, which proposes no size in text) it shows
/// its token (`<circle>`, `#red`).
///
///     filled 6 × 2          stroked rectangle 6 × 3     stroked rounded 6 × 3    rounded 6 × 1
///     ░░░░░░                +----+                      .----.                   (    )
///     ░░░░░░                |    |                      |    |
///                           +----+                      '----'
package struct Drawing: Hashable, Sendable {
  /// The outline the drawing follows.
  package enum Outline: Hashable, Sendable {
    /// Square corners (`Rectangle`).
    case rectangle
    /// Rounded corners or ends (`RoundedRectangle`, `Capsule`, `Circle`, `Ellipse`).
    case rounded
  }

  /// How the outline is drawn.
  package enum Mode: Hashable, Sendable {
    /// Every cell inside shaded (`fill`, a colour, a shape with no style).
    case fill
    /// Only the cells along the outline (`stroke`, `strokeBorder`).
    case stroke
  }

  /// The text form when no size is offered, and the label written into a filled area that has
  /// room for it when `labelsArea` is set (a colour's name).
  package var token: String
  package var outline: Outline
  package var mode: Mode
  /// Whether a filled area starts with the token (a colour names itself; a shape does not).
  package var labelsArea: Bool
  /// What draws the cells instead of the built-in box, when set (a shape's path, a canvas).
  package var painter: (any DrawingPainter)?

  package init(
    token: String, outline: Outline, mode: Mode = .fill, labelsArea: Bool = false,
    painter: (any DrawingPainter)? = nil
  ) {
    self.token = token
    self.outline = outline
    self.mode = mode
    self.labelsArea = labelsArea
    self.painter = painter
  }

  // Equal when every field is, the painter by identity (see `DrawingPainter`).
  package static func == (lhs: Drawing, rhs: Drawing) -> Bool {
    lhs.token == rhs.token && lhs.outline == rhs.outline && lhs.mode == rhs.mode
      && lhs.labelsArea == rhs.labelsArea
      && lhs.painter.map(ObjectIdentifier.init) == rhs.painter.map(ObjectIdentifier.init)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(token)
    hasher.combine(outline)
    hasher.combine(mode)
    hasher.combine(labelsArea)
    hasher.combine(painter.map(ObjectIdentifier.init))
  }

  /// The shading of a filled cell.
  package static let shade: Character = "░"

  /// The drawing in `width` × `height` cells; empty lines when either is under 1. The entry point
  /// of every layout that draws a shape or a colour; a painter, when set, draws the cells.
  package func draw(width: Int, height: Int) -> TextBlock {
    guard width > 0, height > 0 else { return TextBlock(lines: [], width: max(width, 0)) }
    if let painter {
      return TextBlock(lines: painter.lines(width: width, height: height, mode: mode), width: width)
    }
    var lines: [String]
    switch mode {
    case .fill:
      let row = String(repeating: Drawing.shade, count: width)
      lines = Array(repeating: row, count: height)
      let tokenWidth = TextBlock.width(of: token)
      if labelsArea, tokenWidth <= width {
        lines[0] = token + String(repeating: Drawing.shade, count: width - tokenWidth)
      }
    case .stroke:
      lines = outlineLines(width: width, height: height)
    }
    return TextBlock(lines: lines, width: width)
  }

  private func outlineLines(width: Int, height: Int) -> [String] {
    func row(_ left: Character, _ middle: Character, _ right: Character) -> String {
      width == 1
        ? String(left) : String(left) + String(repeating: middle, count: width - 2) + String(right)
    }
    let corners: (top: (Character, Character), bottom: (Character, Character)) =
      outline == .rectangle ? (("+", "+"), ("+", "+")) : ((".", "."), ("'", "'"))
    if height == 1 {
      return [outline == .rectangle ? row("+", "-", "+") : row("(", " ", ")")]
    }
    var lines = [row(corners.top.0, "-", corners.top.1)]
    for _ in 0..<(height - 2) { lines.append(row("|", " ", "|")) }
    lines.append(row(corners.bottom.0, "-", corners.bottom.1))
    return lines
  }
}
