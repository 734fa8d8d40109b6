import CellGraphCore
import Foundation

/// Shows the first of its views whose ideal size fits the space it is offered, as SwiftUI's
/// `ViewThatFits`: give the views in order of preference, usually largest first.
///
/// A view fits when its ideal size (its size for an unspecified proposal) is no larger than
/// the offer on each of `axes`; an axis offered nothing fits everything. When none fits, the last
/// is shown. The others keep their nodes and state, hidden (as an unselected tab): not shown in
/// the text, not found by the host's queries, their appear actions run when they are chosen.
///
/// The choice is made by the host's layout in points, so it follows ``ViewHost/screenSize``;
/// with no screen size nothing is offered, and the first view is shown.
///
/// Text form: the chosen view's.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   Text("Upload progress: 42 percent")
///   Text("42%")
/// }
/// // on a 20-column screen: 42%
/// ```
public nonisolated struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// - Parameters:
  ///   - axes: The axes on which a view must fit; both by default. With none, the first view is
  ///     shown.
  ///   - content: The views, in order of preference.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ViewThatFits: PrimitiveView {
  package typealias NodeState = FitChoice

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let choice = node.state ?? FitChoice.install(on: node)
    node.tracking { choice.recordRead() }
    node.updateChild(content)
    let options = GeometryLayout.subviewNodes(of: node)
    let shown = min(choice.shown, max(options.count - 1, 0))
    for (index, option) in options.enumerated() where index != shown { option.hideSubtree() }
    if options.indices.contains(shown) { options[shown].showSubtree() }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    let options = GeometryLayout.subviewNodes(of: node)
    guard !options.isEmpty else { return [] }
    return options[min(node.state?.shown ?? 0, options.count - 1)].text
  }
}

@MainActor extension ViewThatFits: LifecyclePrimitive {
  package func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.geometry.unregister(node)
  }
}

@MainActor extension ViewThatFits: LayoutPrimitive {
  /// The chosen view's size for `proposal`.
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let index = choice(for: proposal, among: subviews) else { return .zero }
    return subviews[index].sizeThatFits(proposal)
  }

  /// Places the chosen view only, and remembers which it is for the text.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    guard let index = choice(for: proposal, among: subviews) else { return }
    node.state?.laidOut = index
    subviews[index].place(topLeading: bounds.origin, proposal: proposal)
  }

  /// The first subview whose ideal size fits `proposal` on `axes`, else the last.
  private func choice(for proposal: ProposedViewSize, among subviews: [LayoutSubview]) -> Int? {
    guard !subviews.isEmpty else { return nil }
    for (index, subview) in subviews.enumerated() {
      let ideal = subview.sizeThatFits(.unspecified)
      let fitsWidth =
        !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
      let fitsHeight =
        !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
      if fitsWidth && fitsHeight { return index }
    }
    return subviews.count - 1
  }
}
