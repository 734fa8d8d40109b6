import CellGraphCore
import Foundation

@MainActor extension ScrollView: LayoutPrimitive {
  /// As large as it is offered (its content's size on an axis offered nothing): a scroll view
  /// fills its space whatever the length of its content (Apple, `ScrollView`: "the scroll view
  /// … takes the space offered to it").
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let content = LayerLayout.size(contentProposal(proposal), subviews)
    return CGSize(
      width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  /// The content at the top-leading corner, proposed nothing (`nil`) along the scrolled axes and
  /// the scroll view's length across them: a `GeometryReader` directly inside a vertical scroll
  /// view is as wide as it and 10 points high, as in SwiftUI.
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let offer = contentProposal(ProposedViewSize(bounds.size))
    for subview in subviews { subview.place(topLeading: bounds.origin, proposal: offer) }
  }

  private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }
}
