import CellGraphCore
import Foundation

nonisolated extension View {
  /// Keeps this view at its ideal size on both axes, whatever it is offered (SwiftUI's
  /// `fixedSize()`).
  ///
  /// Text form: the view's, unchanged (text is always at its ideal size there). Geometry: the
  /// view is proposed nothing (`nil`) on both axes and is as large as it then chooses, even
  /// larger than its parent's offer; a `Text` does not wrap.
  ///
  /// ```swift
  /// Text("Never truncated").fixedSize()
  /// ```
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps this view at its ideal size on the given axes (SwiftUI's
  /// `fixedSize(horizontal:vertical:)`): on a fixed axis it is proposed nothing and takes its
  /// ideal length; on the other it is proposed what its parent offers.
  ///
  /// ```swift
  /// Text("A long caption that wraps").fixedSize(horizontal: false, vertical: true)
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    FixedSizeModifier(content: self, horizontal: horizontal, vertical: vertical)
  }
}

/// The view `fixedSize(horizontal:vertical:)` returns: its content, proposed nothing on the
/// fixed axes.
nonisolated struct FixedSizeModifier<Content: View>: View {
  let content: Content
  let horizontal: Bool
  let vertical: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension FixedSizeModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

@MainActor extension FixedSizeModifier: LayoutPrimitive {
  /// The content's size for the proposal with the fixed axes unspecified (Apple, `fixedSize()`:
  /// "Fixes this view at its ideal size").
  func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    LayerLayout.size(fixed(proposal), subviews)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    for subview in subviews { subview.place(topLeading: bounds.origin, proposal: fixed(proposal)) }
  }

  private func fixed(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }
}
