import CellGraphCore
import Foundation

/// A button in points, with a screen size: its label laid out inside the text form's brackets,
/// proposed the offer less the bracket columns (and a role or `(disabled)` after them). The
/// button is as large as its label and its marks, as SwiftUI's button is as large as its label
/// (Apple, `Button`: "You can create a button with a label that's any view"), so a label that
/// takes the width it is offered (a `Spacer` in it, a `maxWidth: .infinity`) stretches the button.
///
///     List { Button { } label: { HStack { Text("Inbox"); Spacer(); Text("3") } } }   on 12 columns
///     [Inbox     3]
///
/// The `]` follows the label's last line; a custom style's body is laid out as the style's view
/// (`ControlLayout`).
@MainActor extension Button: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    switch ControlLayout.role(isStyled: node.state?.style != nil, subviews) {
    case .text: return ControlLayout.textSize(of: node, proposal)
    case .styled(let body): return body.sizeThatFits(proposal)
    case .label(let label):
      let cellSize = node.graph.cellSize
      let marks = 1 + TextBlock.width(of: closing(node))
      let size = label.sizeThatFits(ControlLayout.labelProposal(proposal, less: marks, cellSize))
      return CGSize(
        width: size.width + cellSize.points(columns: marks),
        height: max(size.height, cellSize.height))
    }
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    switch ControlLayout.role(isStyled: node.state?.style != nil, subviews) {
    case .text: ControlLayout.placeUnder(bounds, subviews)
    case .styled(let body): body.place(topLeading: bounds.origin, proposal: proposal)
    case .label(let label):
      let cellSize = node.graph.cellSize
      let marks = 1 + TextBlock.width(of: closing(node))
      label.place(
        topLeading: CGPoint(x: bounds.minX + cellSize.width, y: bounds.minY),
        proposal: ControlLayout.labelProposal(ProposedViewSize(bounds.size), less: marks, cellSize))
    }
  }

  /// Only a label or a style's body is drawn by its own frames.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    isLaidOutAsText(node) ? [] : Array(node.children)
  }

  /// `[` before the label's first line, `]` (with the role and `(disabled)`) after its last.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    if isLaidOutAsText(node) { return ControlLayout.text(of: node, in: bounds, layout: layout) }
    guard node.state?.style == nil else { return [] }
    let label = ControlLayout.labelCells(node.children.first, in: bounds, layout: layout)
    let last = label.y + max(label.height, 1) - 1
    return [
      ControlLayout.mark("[", x: bounds.x, y: label.y),
      ControlLayout.mark(closing(node), x: label.x + label.width, y: last),
    ]
  }

  /// The text after the label: `]`, the role, `(disabled)`, as the text form writes them.
  private func closing(_ node: PrimitiveNode<Self>) -> String {
    let role = role.map { " (\($0.name))" } ?? ""
    return "]\(role)\(node.disabledSuffix(node.state?.isEnabled ?? true))"
  }

  /// Whether the button is drawn as its text: neither one label view nor a style's one view.
  private func isLaidOutAsText(_ node: PrimitiveNode<Self>) -> Bool {
    GeometryLayout.subviewNodes(of: node).count != 1
  }
}
