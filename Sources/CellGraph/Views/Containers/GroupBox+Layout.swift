import CellGraphCore
import Foundation

/// A group box in points, with a screen size: its content proposed the offer less a cell of
/// frame on every side and drawn inside the text form's frame; a one-line label set into the top
/// edge (`+- Title ---+`), a taller one above the frame. The box is as large as its content and
/// frame (and wide enough for its label), as SwiftUI's group box is sized by its content
/// (Apple, `GroupBox`: "A stylized view, with an optional label, that visually collects a
/// logical grouping of content").
///
///     GroupBox("Storage") { HStack { Text("Used"); Spacer(); Text("12 GB") } }   on 20 columns
///     +- Storage --------+
///     |Used         12 GB|
///     +------------------+
///
/// A custom style's body is laid out as the style's view (`ControlLayout`).
@MainActor extension GroupBox: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let parts = node.labelAndContent(in: subviews) else {
      return subviews.count == 1
        ? subviews[0].sizeThatFits(proposal) : ControlLayout.textSize(of: node, proposal)
    }
    let cellSize = node.graph.cellSize
    let label = parts.label.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
    let content = parts.content.sizeThatFits(Self.inner(proposal, cellSize))
    let frame = CGSize(width: cellSize.points(columns: 2), height: cellSize.points(lines: 2))
    var width = content.width + frame.width
    var height = content.height + frame.height
    if isInEdge(parts.label, cellSize) {
      // `+- ` before a title, ` ` and at least `-+` after it.
      if label.width > 0 { width = max(width, label.width + cellSize.points(columns: 5)) }
    } else {
      width = max(width, label.width)
      height += label.height
    }
    return CGSize(width: width, height: height)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let parts = node.labelAndContent(in: subviews) else {
      if subviews.count == 1 {
        subviews[0].place(topLeading: bounds.origin, proposal: proposal)
      } else {
        ControlLayout.placeUnder(bounds, subviews)
      }
      return
    }
    let cellSize = node.graph.cellSize
    let labelProposal = ProposedViewSize(width: bounds.width, height: nil)
    var top = bounds.minY
    if isInEdge(parts.label, cellSize) {
      parts.label.place(
        topLeading: CGPoint(x: bounds.minX + cellSize.points(columns: 3), y: top),
        proposal: labelProposal)
    } else {
      parts.label.place(topLeading: bounds.origin, proposal: labelProposal)
      top += parts.label.sizeThatFits(labelProposal).height
    }
    let inner = ProposedViewSize(
      width: max(bounds.width - cellSize.points(columns: 2), 0),
      height: max(bounds.maxY - top - cellSize.points(lines: 2), 0))
    parts.content.place(
      topLeading: CGPoint(x: bounds.minX + cellSize.width, y: top + cellSize.height),
      proposal: inner)
  }

  /// Without a label and content of its own (a custom style's body, or a body of several views
  /// drawn as the group box's text), only the body is drawn by its frames.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    node.labelAndContent != nil || node.children.count == 1 ? Array(node.children) : []
  }

  /// The frame around the content's frame: its top edge around a one-line label, its sides and
  /// its bottom edge, each a piece of its own so that the views beside them are not blanked.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    guard let (label, content) = node.labelAndContent else {
      guard node.children.count == 1 else {
        return ControlLayout.text(of: node, in: bounds, layout: layout)
      }
      return []
    }
    guard let frame = layout.frames[ObjectIdentifier(content)] else { return [] }
    let inner = layout.cellRect(frame)
    let x = bounds.x
    let width = max(bounds.width, 2)
    let y = inner.y - 1
    let bottom = "+" + String(repeating: "-", count: width - 2) + "+"
    let side = Array(repeating: "|", count: inner.height)
    var pieces = [
      PlacedLines([bottom], at: CellRect(x: x, y: inner.y + inner.height, width: width, height: 1)),
      PlacedLines(side, at: CellRect(x: x, y: inner.y, width: 1, height: inner.height)),
      PlacedLines(side, at: CellRect(x: x + width - 1, y: inner.y, width: 1, height: inner.height)),
    ]
    let title = ControlLayout.labelCells(label, in: bounds, layout: layout)
    if label.text.isEmpty || title.y != y {
      pieces.append(PlacedLines([bottom], at: CellRect(x: x, y: y, width: width, height: 1)))
    } else {
      // `+- ` before the title, ` -…-+` from its end to the edge.
      let after = max(x + width - (title.x + title.width), 2)
      pieces += [
        ControlLayout.mark("+- ", x: x, y: y),
        ControlLayout.mark(
          " " + String(repeating: "-", count: after - 2) + "+", x: title.x + title.width, y: y),
      ]
    }
    return pieces
  }

  /// Whether the label is set into the top edge: it is one line tall (an empty label draws no
  /// title, and the top edge is a plain rule).
  private func isInEdge(_ label: LayoutSubview, _ cellSize: CellSize) -> Bool {
    let height = label.sizeThatFits(.unspecified).height
    return height <= cellSize.height
  }

  /// The content's proposal: the offer less a cell of frame on each side.
  private static func inner(_ proposal: ProposedViewSize, _ cellSize: CellSize)
    -> ProposedViewSize
  {
    ProposedViewSize(
      width: proposal.width.map { max($0 - cellSize.points(columns: 2), 0) },
      height: proposal.height.map { max($0 - cellSize.points(lines: 2), 0) })
  }
}
