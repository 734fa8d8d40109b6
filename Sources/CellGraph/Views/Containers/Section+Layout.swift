import CellGraphCore
import Foundation

/// A section outside a list or form in points, with a screen size: its header, content and
/// footer stacked as the text form stacks them, the content and footer indented two columns,
/// each view proposed the width left at its indent and no height, so a spacer in a row of the
/// section stretches it to the section's width. (In a list or form the container places a
/// section's views itself, `ListLayout.entries`: the section node is not placed there.)
///
///     VStack { Section("Totals") { HStack { Text("Sum"); Spacer(); Text("12") } } }
///     Totals                                                     on 16 columns
///       Sum         12
///
/// SwiftUI lays a section outside a list out as its views in the enclosing container
/// (Docs/Limitations.md).
@MainActor extension Section: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    var size = CGSize.zero
    for (subview, indent) in entries(node, subviews) {
      let part = subview.sizeThatFits(Self.proposal(width, indent))
      size.width = max(size.width, indent + part.width)
      size.height += part.height
    }
    return size
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    var y = bounds.minY
    for (subview, indent) in entries(node, subviews) {
      let offer = Self.proposal(bounds.width, indent)
      let size = subview.sizeThatFits(offer)
      subview.place(topLeading: CGPoint(x: bounds.minX + indent, y: y), proposal: offer)
      y += size.height
    }
  }

  /// Each subview with its indent in points: none for the header's views, two columns for the
  /// content's and the footer's.
  private func entries(_ node: PrimitiveNode<Self>, _ subviews: [LayoutSubview]) -> [(
    LayoutSubview, CGFloat
  )] {
    guard node.children.count == 3 else { return subviews.map { ($0, 0) } }
    let header = node.children[0]
    let indent = node.graph.cellSize.points(columns: 2)
    return subviews.map { subview in
      (subview, Self.isInside(subview.node, header, below: node) ? 0 : indent)
    }
  }

  /// Whether `view` is `part` or inside it, looking up no further than `section`.
  private static func isInside(_ view: Node, _ part: Node, below section: Node) -> Bool {
    var current: Node? = view
    while let node = current, node !== section {
      if node === part { return true }
      current = node.parent
    }
    return false
  }

  /// What a view `indent` points in is proposed in a section `width` wide (`nil`: its ideal).
  private static func proposal(_ width: CGFloat?, _ indent: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width: width.map { max($0 - indent, 0) }, height: nil)
  }
}
