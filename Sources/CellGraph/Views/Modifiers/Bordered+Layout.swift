import CellGraphCore
import Foundation

/// A bordered view in points, with a screen size: each of its content's views is proposed the
/// offer less one cell on every side, and framed by the border in those cells, as the text form
/// frames it (`TextLayout.bordered`); several views (a `Group`) are bordered each and stacked.
/// SwiftUI draws a border over the view's edge without growing it; a cell of text cannot hold a
/// border and a character, so here the border takes its cells (Docs/Limitations.md).
///
///     HStack { Text("a"); Spacer(); Text("b") }.border()    on 10 columns
///     +--------+
///     |a      b|
///     +--------+
@MainActor extension Bordered: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let edges = Self.edges(node.graph.cellSize)
    let inner = Self.inner(proposal, edges)
    var size = CGSize.zero
    for subview in subviews {
      let content = subview.sizeThatFits(inner)
      size.width = max(size.width, content.width + 2 * edges.width)
      size.height += content.height + 2 * edges.height
    }
    return size
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let edges = Self.edges(node.graph.cellSize)
    let inner = Self.inner(proposal, edges)
    var y = bounds.minY
    for subview in subviews {
      let content = subview.sizeThatFits(inner)
      subview.place(
        topLeading: CGPoint(x: bounds.minX + edges.width, y: y + edges.height), proposal: inner)
      y += content.height + 2 * edges.height
    }
  }

  /// The border around each content view's frame: its four edges, each a piece of its own so
  /// that the content beside an edge is not blanked by it.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    var pieces: [PlacedLines] = []
    for subview in layout.subviews(of: node, nil) {
      guard let frame = layout.frames[ObjectIdentifier(subview.node)] else { continue }
      let content = layout.cellRect(frame)
      let x = content.x - 1
      let y = content.y - 1
      let width = content.width + 2
      let rule = "+" + String(repeating: "-", count: content.width) + "+"
      let side = Array(repeating: "|", count: content.height)
      pieces += [
        PlacedLines([rule], at: CellRect(x: x, y: y, width: width, height: 1)),
        PlacedLines([rule], at: CellRect(x: x, y: y + content.height + 1, width: width, height: 1)),
        PlacedLines(side, at: CellRect(x: x, y: content.y, width: 1, height: content.height)),
        PlacedLines(
          side, at: CellRect(x: x + width - 1, y: content.y, width: 1, height: content.height)),
      ]
    }
    return pieces
  }

  /// One cell on each side, in points.
  private static func edges(_ cellSize: CellSize) -> CGSize {
    CGSize(width: cellSize.width, height: cellSize.height)
  }

  private static func inner(_ proposal: ProposedViewSize, _ edges: CGSize) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - 2 * edges.width, 0) },
      height: proposal.height.map { max($0 - 2 * edges.height, 0) })
  }
}
