import CellGraphCore
import Foundation

nonisolated extension View {
  /// Places the centre of the view at `x` points across and `y` points down in its parent's
  /// coordinate space.
  ///
  /// Text form: the view moved by whole cells (of the host's ``CellSize``) so that its centre is
  /// on the cell of (x, y): blank columns and lines before it; what would fall before the
  /// first column or line is cut.
  ///
  /// ```swift
  /// Text("Pin").position(x: 40, y: 33)   // "Pin" from column 4 (5 − 1), on line 1
  /// ```
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    Positioned(content: self, x: x, y: y)
  }

  /// Places the centre of the view at `position` (see `position(x:y:)`).
  public func position(_ position: CGPoint) -> some View {
    Positioned(content: self, x: position.x, y: position.y)
  }
}

/// The view `position` returns: its content with its centre on a point.
nonisolated struct Positioned<Content: View>: View {
  let content: Content
  let x: CGFloat
  let y: CGFloat

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Positioned: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let cells = node.graph.cellSize
    let size = Self.unmovedSize(of: node)
    // The cell the centre falls in, by the rule; a negative coordinate moves back.
    let column = cells.signedColumns(x)
    let line = cells.signedLines(y)
    let blocks = node.childrenText
    let block =
      blocks.count == 1 ? blocks[0] : TextLayout.vertical(blocks, alignment: .leading, spacing: 0)
    return [block.moved(columns: column - size.width / 2, lines: line - size.height / 2)]
  }
}

extension Positioned: MovedContentPrimitive {}
