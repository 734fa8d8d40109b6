import CellGraphCore
import Foundation

/// A tab view in points, with a screen size: it takes the size it is offered, draws its tab bar
/// (a rule and the tabs' labels) across its last two lines, and proposes the selected tab's
/// content what is left above the bar, as a navigation stack proposes its screen what its bars
/// leave (Apple, `TabView`: "A view that switches between multiple child views using
/// interactive user interface elements"; on iOS the tab bar runs along the bottom of the
/// screen, below the selected tab's content).
///
///     TabView { List { … }.tabItem { Text("Inbox") } … }     on 20 × 5
///     Apple           3         the list, proposed 20 columns × 3 lines
///     Pear            5
///
///     ────────────────────
///     • Inbox   ◦ Settings
///
/// The tabs not selected are not laid out (they are not shown).
@MainActor extension TabView: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let cellSize = node.graph.cellSize
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    if let width, let height { return CGSize(width: width, height: height) }
    let content = selected(node, subviews)?.sizeThatFits(Self.contentProposal(proposal, cellSize))
    let bar = cellSize.points(columns: max(TextBlock.width(of: Self.bar(node)), 1))
    return CGSize(
      width: width ?? max(content?.width ?? 0, bar),
      height: height ?? (content?.height ?? 0) + cellSize.points(lines: 2))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    selected(node, subviews)?.place(
      topLeading: bounds.origin,
      proposal: Self.contentProposal(ProposedViewSize(bounds.size), node.graph.cellSize))
  }

  /// Only the selected tab's content is drawn.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    Self.selectedContent(node).map { [$0] } ?? []
  }

  /// The rule and the tab bar across the last two lines of the tab view's frame.
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    let width = max(bounds.width, 1)
    let rule = String(repeating: "─", count: width)
    let y = max(bounds.y + bounds.height - 2, bounds.y)
    return [
      PlacedLines([rule, Self.bar(node)], at: CellRect(x: bounds.x, y: y, width: width, height: 2))
    ]
  }

  /// The selected tab's content as a subview of this layout run.
  private func selected(_ node: PrimitiveNode<Self>, _ subviews: [LayoutSubview]) -> LayoutSubview?
  {
    guard let content = Self.selectedContent(node), let layout = subviews.first?.layout else {
      return nil
    }
    return LayoutSubview(node: content, layout: layout, axis: nil)
  }

  /// The content of the selected tab, once built.
  private static func selectedContent(_ node: PrimitiveNode<Self>) -> Node? {
    let selected = node.state?.selected
    guard let tab = node.foundTabs.first(where: { $0.value == selected }) else { return nil }
    return tab.node.children.first { $0.key == .position(0) }
  }

  /// The tab bar's line, the last line of the text form.
  private static func bar(_ node: PrimitiveNode<Self>) -> String {
    node.text.last?.resolved.lines.last ?? ""
  }

  /// The content's proposal: the tab view's, less the rule and the bar.
  private static func contentProposal(_ proposal: ProposedViewSize, _ cellSize: CellSize)
    -> ProposedViewSize
  {
    ProposedViewSize(
      width: proposal.width,
      height: proposal.height.map { max($0 - cellSize.points(lines: 2), 0) })
  }
}
