import CellGraphCore
import Foundation

/// A navigation stack in points, with a screen size: it takes the size it is offered, draws its
/// bar at the top and its keyboard and bottom bars at the bottom, and proposes the top screen's
/// content what is left between them (Apple, `NavigationStack`: "A view that displays a root
/// view and enables you to present additional views over the root view"; its bars take their
/// lines from the content's space, as a navigation bar takes its height from a screen's).
///
///     NavigationStack { List { … } .navigationTitle("Fruit") }   on 20 × 5
///     Fruit
///     ────────────────────
///     Apple           3        the list, proposed 20 columns × 3 lines
///     Pear            5
///
/// The screens below the top one are not laid out (they are not shown).
@MainActor extension NavigationStack: NavigationBarContainer {}

/// A split view's column in points: a navigation context of its own, laid out as a navigation
/// stack of one screen, its bar above its content.
@MainActor extension NavigationColumn: NavigationBarContainer {}

/// A view laid out under navigation bars (a stack, a split view's column): `NavigationBarLayout`
/// sizes and places it, and only its top screen is drawn.
@MainActor
protocol NavigationBarContainer: LayoutPrimitive {}

extension NavigationBarContainer {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    NavigationBarLayout.size(of: node, proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    NavigationBarLayout.place(node, in: bounds, subviews: subviews)
  }

  /// Only the top screen is drawn.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    node.children.last.map { [$0] } ?? []
  }

  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  {
    NavigationBarLayout.bars(of: node, in: bounds)
  }
}

/// The layout of a view under navigation bars (a stack, a split view's column): it takes the
/// size it is offered, its bars take their lines from it, and its top screen is proposed the
/// rest.
@MainActor
enum NavigationBarLayout {
  static func size(of node: Node, _ proposal: ProposedViewSize, subviews: [LayoutSubview])
    -> CGSize
  {
    let bar = NavigationBar(stack: node)
    let chrome = bar.chrome()
    let cellSize = node.graph.cellSize
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    if let width, let height { return CGSize(width: width, height: height) }
    let content = top(bar, subviews)?.sizeThatFits(contentProposal(proposal, chrome, cellSize))
    return CGSize(
      width: width ?? max(content?.width ?? 0, cellSize.points(columns: max(chrome.width, 1))),
      height: height
        ?? (content?.height ?? 0)
        + cellSize.points(lines: chrome.linesAbove + chrome.linesBelow))
  }

  static func place(_ node: Node, in bounds: CGRect, subviews: [LayoutSubview]) {
    let bar = NavigationBar(stack: node)
    let chrome = bar.chrome()
    let cellSize = node.graph.cellSize
    top(bar, subviews)?.place(
      topLeading: CGPoint(
        x: bounds.minX, y: bounds.minY + cellSize.points(lines: chrome.linesAbove)),
      proposal: contentProposal(ProposedViewSize(bounds.size), chrome, cellSize))
  }

  /// The bar across the top of the frame, the other bars across its bottom.
  static func bars(of node: Node, in bounds: CellRect) -> [PlacedLines] {
    let chrome = NavigationBar(stack: node).chrome()
    let width = max(bounds.width, 1)
    var pieces: [PlacedLines] = []
    let above = chrome.above(width: width)
    if !above.isEmpty {
      pieces.append(
        PlacedLines(above, at: CellRect(x: bounds.x, y: bounds.y, width: width, height: 2)))
    }
    let below = chrome.below(width: width)
    if !below.isEmpty {
      let y = max(bounds.y + bounds.height - below.count, bounds.y + above.count)
      pieces.append(
        PlacedLines(
          below, at: CellRect(x: bounds.x, y: y, width: width, height: below.count)))
    }
    return pieces
  }

  /// The top screen as a subview of this layout run.
  private static func top(_ bar: NavigationBar, _ subviews: [LayoutSubview]) -> LayoutSubview? {
    guard let top = bar.top, let layout = subviews.first?.layout else { return nil }
    return LayoutSubview(node: top, layout: layout, axis: nil)
  }

  /// The content's proposal: the view's, less the bars' lines.
  private static func contentProposal(
    _ proposal: ProposedViewSize, _ chrome: NavigationBar.Chrome, _ cellSize: CellSize
  ) -> ProposedViewSize {
    let bars = cellSize.points(lines: chrome.linesAbove + chrome.linesBelow)
    return ProposedViewSize(
      width: proposal.width, height: proposal.height.map { max($0 - bars, 0) })
  }
}
