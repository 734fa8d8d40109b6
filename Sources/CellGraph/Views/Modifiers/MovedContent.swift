import CellGraphCore

/// A modifier that moves its content as drawn (`offset`, `position`): its text is the content's
/// moved by whole cells, and `clipped()` above it cuts that back to the content's own rectangle.
@MainActor
protocol MovedContentPrimitive: PrimitiveView {}

extension MovedContentPrimitive {
  /// The size, in cells, of the content `node` moves: its place in the layout.
  static func unmovedSize(of node: Node) -> (width: Int, height: Int) {
    let blocks = node.childrenText.map(\.resolved)
    return (blocks.reduce(0) { max($0, $1.width) }, blocks.reduce(0) { $0 + $1.height })
  }
}

enum MovedContentCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any MovedContentPrimitive.Type)? {
    type as? any MovedContentPrimitive.Type
  }
}

extension TextBlock {
  /// The block moved `columns` across and `lines` down: blank columns (lines) before it for a
  /// positive move; the columns (lines) that move out cut for a negative one.
  func moved(columns: Int, lines: Int) -> TextBlock {
    let fixed = resolved
    var rows = fixed.lines
    if lines > 0 { rows = Array(repeating: "", count: lines) + rows }
    if lines < 0 { rows = Array(rows.dropFirst(-lines)) }
    if columns > 0 {
      let prefix = String(repeating: " ", count: columns)
      rows = rows.map { $0.isEmpty ? $0 : prefix + $0 }
    }
    if columns < 0 { rows = rows.map { String($0.dropFirst(-columns)) } }
    return TextBlock(lines: rows, width: max(fixed.width + columns, 0))
  }

  /// The block cut to its first `width` columns and `height` lines.
  func cut(width: Int, height: Int) -> TextBlock {
    let fixed = resolved
    let rows = fixed.lines.prefix(max(height, 0)).map { String($0.prefix(max(width, 0))) }
    return TextBlock(lines: Array(rows), width: min(fixed.width, max(width, 0)))
  }
}
