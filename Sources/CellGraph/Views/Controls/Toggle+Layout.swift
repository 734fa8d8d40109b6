import CellGraphCore
import Foundation

/// A toggle in points, with a screen size: its label at the leading edge and its box (`[x]`,
/// `[ ]`, `[-]`, then `(disabled)`) at the trailing edge of the width it is offered, as SwiftUI's
/// switch, its default style on iOS (Apple, `SwitchToggleStyle`: "A toggle style that displays a
/// leading label and a trailing switch"): in a list or form row, or any stack, the toggle takes
/// the row's width. Offered no width, it is as wide as its label, a space and its box.
///
///     Form { Toggle("Wi-Fi", isOn: $wifi) }     on 20 columns
///     Wi-Fi            [x]
///
/// Without a screen size the text form keeps the box first (`[x] Wi-Fi`). A custom style's
/// body is laid out as the style's view (`ControlLayout`).
@MainActor extension Toggle: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    switch ControlLayout.role(isStyled: isStyled(node), subviews) {
    case .text: return ControlLayout.textSize(of: node, proposal)
    case .styled(let body): return body.sizeThatFits(proposal)
    case .label(let label):
      let cellSize = node.graph.cellSize
      let marks = 1 + TextBlock.width(of: box(node))
      let size = label.sizeThatFits(ControlLayout.labelProposal(proposal, less: marks, cellSize))
      return ControlLayout.rowSize(label: size, marks: marks, proposal, cellSize)
    }
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    switch ControlLayout.role(isStyled: isStyled(node), subviews) {
    case .text: ControlLayout.placeUnder(bounds, subviews)
    case .styled(let body): body.place(topLeading: bounds.origin, proposal: proposal)
    case .label(let label):
      let marks = 1 + TextBlock.width(of: box(node))
      label.place(
        topLeading: bounds.origin,
        proposal: ControlLayout.labelProposal(
          ProposedViewSize(bounds.size), less: marks, node.graph.cellSize))
    }
  }

  /// Only a label or a style's body is drawn by its own frames.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    GeometryLayout.subviewNodes(of: node).count == 1 ? Array(node.children) : []
  }

  /// The box at the trailing edge of the toggle's frame, on its label's first line.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    guard GeometryLayout.subviewNodes(of: node).count == 1 else {
      return ControlLayout.text(of: node, in: bounds, layout: layout)
    }
    guard !isStyled(node) else { return [] }
    let box = box(node)
    let label = ControlLayout.labelCells(node.children.first, in: bounds, layout: layout)
    let x = max(bounds.x + bounds.width - TextBlock.width(of: box), label.x + label.width + 1)
    return [ControlLayout.mark(box, x: x, y: label.y)]
  }

  /// The toggle's box and `(disabled)`, as the text form writes them.
  private func box(_ node: PrimitiveNode<Self>) -> String {
    let state = node.state?.value ?? ToggleState(value: .off, isEnabled: true, isStyled: false)
    return "[\(state.value.glyph)]\(node.disabledSuffix(state.isEnabled))"
  }

  private func isStyled(_ node: PrimitiveNode<Self>) -> Bool {
    node.state?.value.isStyled == true
  }
}
