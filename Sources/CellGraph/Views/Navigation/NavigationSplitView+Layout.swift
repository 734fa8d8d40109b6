import CellGraphCore
import Foundation

/// A split view in points, with a screen size: it takes the size it is offered and places its
/// shown columns side by side, each leading column (the sidebar, the content column) at its
/// ideal width, the detail proposed the width left, every column the whole height, with the
/// text form's ` │ ` between two columns (Apple, `NavigationSplitView`: "A view that presents
/// views in two or three columns, where selections in leading columns control presentations in
/// subsequent columns").
///
///     NavigationSplitView { List { Text("Inbox") } } detail: { Text("Mail") }   on 20 columns
///     Inbox │ Mail
///
/// Hidden columns are not laid out (they are not shown).
@MainActor extension NavigationSplitView: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    if let width, let height { return CGSize(width: width, height: height) }
    let columns = shown(node, subviews)
    var size = CGSize(width: gaps(columns.count, node.graph.cellSize), height: 0)
    for column in columns {
      let ideal = column.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
      size.width += ideal.width
      size.height = max(size.height, ideal.height)
    }
    return CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let columns = shown(node, subviews)
    let gap = gaps(2, node.graph.cellSize)
    var x = bounds.minX
    for (index, column) in columns.enumerated() {
      let isDetail = index == columns.count - 1
      let offer = ProposedViewSize(
        width: isDetail ? max(bounds.maxX - x, 0) : nil, height: bounds.height)
      column.place(topLeading: CGPoint(x: x, y: bounds.minY), proposal: offer)
      x += column.sizeThatFits(offer).width + gap
    }
  }

  /// Only the shown columns are drawn.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    node.children.filter { !$0.flags.contains(.hidesSubtree) }
  }

  /// A `│` down the middle of the gap after each column but the last, the height of the frame.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    let columns = childrenBackToFront(node).dropLast()
    let rule = Array(repeating: "│", count: max(bounds.height, 1))
    return columns.compactMap { column in
      guard let frame = layout.frames[ObjectIdentifier(column)] else { return nil }
      let cells = layout.cellRect(frame)
      return PlacedLines(
        rule, at: CellRect(x: cells.x + cells.width + 1, y: bounds.y, width: 1, height: rule.count))
    }
  }

  /// The shown columns as subviews of this layout run, leading first.
  private func shown(_ node: PrimitiveNode<Self>, _ subviews: [LayoutSubview]) -> [LayoutSubview] {
    guard let layout = subviews.first?.layout else { return [] }
    return childrenBackToFront(node).map { LayoutSubview(node: $0, layout: layout, axis: nil) }
  }

  /// The width of the ` │ ` between `count` columns, in points.
  private func gaps(_ count: Int, _ cellSize: CellSize) -> CGFloat {
    cellSize.points(columns: 3 * max(count - 1, 0))
  }
}
