import CellGraphCore
import Foundation

/// A picker in points, with a screen size: its label at the leading edge, followed by the text
/// form's `:`, and its choice (`[Mint ▾]`, then `(disabled)`) at the trailing edge of the width
/// it is offered, as a form row (Apple, `GroupedFormStyle`: "Rows in this form style have
/// leading aligned labels and trailing aligned controls"; `PickerStyle.menu`: "The button
/// itself indicates the selected option"). Offered no width, it is as wide as its text form. The options are not drawn (the menu is
/// closed), so they are not laid out.
///
///     Form { Picker("Flavor", selection: $flavor) { … } }     on 24 columns
///     Flavor:         [Mint ▾]
@MainActor extension Picker: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let label = label(node, subviews) else {
      return ControlLayout.textSize(of: node, proposal)
    }
    let cellSize = node.graph.cellSize
    let marks = 2 + TextBlock.width(of: choice(node))
    let size = label.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
    return ControlLayout.rowSize(label: size, marks: marks, proposal, cellSize)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let label = label(node, subviews) else { return }
    label.place(
      topLeading: bounds.origin, proposal: ProposedViewSize(width: nil, height: proposal.height))
  }

  /// Only the label is drawn by its frames; the closed menu's options are not shown.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    node.children.first.map { [$0] } ?? []
  }

  /// The `:` right after the label, and the choice at the trailing edge of the picker's frame.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    guard node.children.count == 2 else { return [] }
    let choice = choice(node)
    let label = ControlLayout.labelCells(node.children[0], in: bounds, layout: layout)
    let x = max(bounds.x + bounds.width - TextBlock.width(of: choice), label.x + label.width + 2)
    return [
      ControlLayout.mark(":", x: label.x + label.width, y: label.y),
      ControlLayout.mark(choice, x: x, y: label.y),
    ]
  }

  /// The label as a subview of this run; `nil` before the picker has its label and options.
  private func label(_ node: PrimitiveNode<Self>, _ subviews: [LayoutSubview]) -> LayoutSubview? {
    guard node.children.count == 2, let layout = subviews.first?.layout else { return nil }
    return LayoutSubview(node: node.children[0], layout: layout, axis: nil)
  }

  /// The choice as the text form writes it after `Label: `: `[Mint ▾]`, `[ ▾]` for none, then
  /// `(disabled)`. Read from the picker's text, so that its options are not searched (and an
  /// invalid selection not reported) a second time.
  private func choice(_ node: PrimitiveNode<Self>) -> String {
    guard let line = node.text.first?.resolved.lines.first else { return "" }
    let prefix = "\(node.children.first?.ownLabel ?? ""): "
    return line.hasPrefix(prefix) ? String(line.dropFirst(prefix.count)) : line
  }
}
