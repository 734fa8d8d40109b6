import CellGraphCore
import Foundation

/// Labeled content in points, with a screen size: the label at the leading edge, followed by the
/// text form's `:`, and the content at the trailing edge of the width offered (Apple,
/// `LabeledContent`: its layout "automatically adapts to its container, like a form"; in a form
/// the value sits at the row's trailing edge). Offered no width, it is as wide as its label,
/// `: ` and content, as the text form.
///
///     Form { LabeledContent("Name", value: "Ada") }     on 20 columns
///     Name:            Ada
///
/// A custom style's body is laid out as the style's view.
@MainActor extension LabeledContent: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let parts = node.labelAndContent(in: subviews) else {
      return subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    let label = parts.label.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    let content = parts.content.sizeThatFits(contentProposal(proposal, label, parts, node))
    let ideal = label.width + gap(parts, node) + content.width
    let width = proposal.width.flatMap { $0.isFinite ? max($0, ideal) : nil } ?? ideal
    return CGSize(width: width, height: max(label.height, content.height))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let parts = node.labelAndContent(in: subviews) else {
      subviews.first?.place(topLeading: bounds.origin, proposal: proposal)
      return
    }
    let labelProposal = ProposedViewSize(width: nil, height: proposal.height)
    let label = parts.label.sizeThatFits(labelProposal)
    let offer = contentProposal(ProposedViewSize(bounds.size), label, parts, node)
    let content = parts.content.sizeThatFits(offer)
    parts.label.place(topLeading: bounds.origin, proposal: labelProposal)
    parts.content.place(
      topLeading: CGPoint(x: max(bounds.maxX - content.width, bounds.minX), y: bounds.minY),
      proposal: offer)
  }

  /// The text form's `:` right after the label, when there is content.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    guard let (label, content) = node.labelAndContent, !content.text.isEmpty,
      let frame = layout.frames[ObjectIdentifier(label)]
    else { return [] }
    let cells = layout.cellRect(frame)
    return [
      PlacedLines([":"], at: CellRect(x: cells.x + cells.width, y: cells.y, width: 1, height: 1))
    ]
  }

  /// The `: ` between the label and the content, in points; none without content.
  private func gap(
    _ parts: (label: LayoutSubview, content: LayoutSubview), _ node: PrimitiveNode<Self>
  ) -> CGFloat {
    parts.content.node.text.isEmpty ? 0 : node.graph.cellSize.points(columns: 2)
  }

  /// The content's proposal: the width the label and the gap leave.
  private func contentProposal(
    _ proposal: ProposedViewSize, _ label: CGSize,
    _ parts: (label: LayoutSubview, content: LayoutSubview), _ node: PrimitiveNode<Self>
  ) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - label.width - gap(parts, node), 0) },
      height: proposal.height)
  }
}
