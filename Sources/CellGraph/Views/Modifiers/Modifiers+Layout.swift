import CellGraphCore
import Foundation

// Padding, frames and layers in points.

@MainActor extension Padded: LayoutPrimitive {
  /// The insets with NaN and infinite lengths as zero; negative lengths are kept, as SwiftUI's
  /// negative padding shrinks the view.
  private var safeInsets: EdgeInsets {
    func safe(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
    return EdgeInsets(
      top: safe(insets.top), leading: safe(insets.leading), bottom: safe(insets.bottom),
      trailing: safe(insets.trailing))
  }

  /// The content proposed the offer less the insets, and as large as it chose plus the insets
  /// (Apple, `padding(_:)`: "adds … padding to the specified edges").
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let insets = safeInsets
    let content = subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(inner(proposal, insets))
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
    return CGSize(
      width: max(content.width + insets.leading + insets.trailing, 0),
      height: max(content.height + insets.top + insets.bottom, 0))
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let insets = safeInsets
    for subview in subviews {
      subview.place(
        topLeading: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top),
        proposal: inner(proposal, insets))
    }
  }

  private func inner(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
      height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
  }
}

@MainActor extension Framed: LayoutPrimitive {
  /// SwiftUI's flexible frame (Apple, `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:
  /// maxHeight:alignment:)`): the content is proposed the frame's proposal, an ideal size
  /// replacing an unspecified one, limited by the minimum and maximum; on an axis with neither,
  /// the frame is as large as its content; otherwise the content's size is clamped, a minimum
  /// raising it towards the offer and a maximum lowering it to it. A fixed frame is one whose
  /// minimum and maximum are equal. A contradictory frame is laid out as no frame.
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let content = contentSize(proposal, subviews)
    guard bounds.isConsistent else { return content }
    let offer = childProposal(proposal)
    return CGSize(
      width: Self.resolve(
        offer.width, content.width, bounds.minWidth, bounds.maxWidth),
      height: Self.resolve(
        offer.height, content.height, bounds.minHeight, bounds.maxHeight))
  }

  package func placeSubviews(
    in frame: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let offer = childProposal(proposal)
    for subview in subviews {
      let size = subview.sizeThatFits(offer)
      subview.place(topLeading: LayerLayout.aligned(size, in: frame, alignment), proposal: offer)
    }
  }

  private func contentSize(_ proposal: ProposedViewSize, _ subviews: [LayoutSubview]) -> CGSize {
    LayerLayout.size(childProposal(proposal), subviews)
  }

  /// The content's proposal: the frame's, the ideal size for an unspecified axis, clamped.
  private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
    guard bounds.isConsistent else { return proposal }
    func limit(_ value: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?)
      -> CGFloat?
    {
      guard var value = value ?? ideal else { return nil }
      if let high { value = min(value, high) }
      if let low { value = max(value, low) }
      return value
    }
    return ProposedViewSize(
      width: limit(proposal.width, bounds.idealWidth, bounds.minWidth, bounds.maxWidth),
      height: limit(proposal.height, bounds.idealHeight, bounds.minHeight, bounds.maxHeight))
  }

  /// The frame's length on one axis for an `offer` (nil: none) and content `content` long.
  private static func resolve(
    _ offer: CGFloat?, _ content: CGFloat, _ low: CGFloat?, _ high: CGFloat?
  ) -> CGFloat {
    var length = content
    let offered = offer ?? content
    if let low { length = max(low, min(length, offered)) }
    if let high { length = min(high, max(length, offered)) }
    return length
  }
}

@MainActor extension Layered: LayoutPrimitive {
  /// As large as the content; the layer is proposed that size and aligned on it (Apple,
  /// `background(alignment:content:)`: "the background … is proposed the size of this view").
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    guard let content = layers(of: node, subviews).first else { return .zero }
    return content.sizeThatFits(proposal)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let layers = layers(of: node, subviews)
    guard let content = layers.first else { return }
    content.place(topLeading: bounds.origin, proposal: proposal)
    let offer = ProposedViewSize(bounds.size)
    for layer in layers.dropFirst() {
      layer.place(
        topLeading: LayerLayout.aligned(layer.sizeThatFits(offer), in: bounds, alignment),
        proposal: offer)
    }
  }

  /// A background's layer is drawn before the view, an overlay's after it.
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] {
    isOverlay ? Array(node.children) : node.children.reversed()
  }

  /// The content and the layer, each one subview (not flattened).
  private func layers(of node: Node, _ subviews: [LayoutSubview]) -> [LayoutSubview] {
    guard let layout = subviews.first?.layout else { return [] }
    return node.children.map { LayoutSubview(node: $0, layout: layout, axis: nil) }
  }
}
