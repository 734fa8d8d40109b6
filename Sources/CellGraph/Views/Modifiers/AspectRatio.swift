import CellGraphCore
import Foundation

nonisolated extension View {
  /// Constrains this view's size to an aspect ratio (width ÷ height) in the host's layout in
  /// points.
  ///
  /// The view is proposed the largest size of the ratio that fits in what the modifier is
  /// offered (`.fit`), or the smallest that covers it (`.fill`); offered one length only, the
  /// other follows from the ratio; offered neither, the view's ideal size is fitted (filled) to
  /// the ratio. The modifier is as large as the view chooses to be for that proposal, so a shape
  /// takes the ratio and a text keeps its own size. A `nil` ratio is the view's ideal one. A
  /// ratio of 0 or less, NaN or infinite is reported (`Diagnostic.Kind.invalidAspectRatio`) and
  /// the view is laid out as without the modifier.
  ///
  /// Text form: the view's own.
  ///
  /// ```swift
  /// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
  ///   ForEach(cards) { card in
  ///     CardView(card: card).aspectRatio(2 / 3, contentMode: .fit)
  ///   }
  /// }
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    AspectRatioModifier(content: self, ratio: aspectRatio, contentMode: contentMode)
  }

  /// Constrains this view's size to the aspect ratio of `aspectRatio` (its width ÷ its height);
  /// otherwise as `aspectRatio(_:contentMode:)` with a number.
  ///
  /// ```swift
  /// Color.blue.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    AspectRatioModifier(
      content: self, ratio: aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales this view to fit the space it is offered, keeping its ideal aspect ratio: the same
  /// as `aspectRatio(nil, contentMode: .fit)`.
  ///
  /// ```swift
  /// Circle().scaledToFit()
  /// ```
  public func scaledToFit() -> some View {
    aspectRatio(nil, contentMode: .fit)
  }

  /// Scales this view to fill the space it is offered, keeping its ideal aspect ratio: the same
  /// as `aspectRatio(nil, contentMode: .fill)`.
  ///
  /// ```swift
  /// Color.green.scaledToFill()
  /// ```
  public func scaledToFill() -> some View {
    aspectRatio(nil, contentMode: .fill)
  }
}

/// The view the aspect ratio modifiers return.
nonisolated struct AspectRatioModifier<Content: View>: View {
  let content: Content
  let ratio: CGFloat?
  let contentMode: ContentMode

  var body: Never { primitiveBody(Self.self) }

  /// Whether the ratio is one a size can have (or `nil`: the content's own).
  var isValid: Bool {
    guard let ratio else { return true }
    return ratio.isFinite && ratio > 0
  }
}

@MainActor extension AspectRatioModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason != .invalidated, !isValid {
      node.graph.report(
        Diagnostic(
          kind: .invalidAspectRatio,
          message: """
            aspectRatio(\(ratio.map { "\($0)" } ?? "nil")) at \(node.identityPath): a ratio of \
            width to height is above 0 and finite. The view is laid out without it.
            """,
          path: node.identityPath))
    }
    node.updateChild(content)
  }
}

@MainActor extension AspectRatioModifier: LayoutPrimitive {
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let offer = childProposal(proposal, subviews)
    return LayerLayout.size(offer, subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let offer = childProposal(proposal, subviews)
    for subview in subviews {
      let size = subview.sizeThatFits(offer)
      subview.place(topLeading: LayerLayout.aligned(size, in: bounds, .center), proposal: offer)
    }
  }

  /// What the content is proposed: the size of the ratio fitted into (or filling) the offer, as
  /// Apple's `aspectRatio(_:contentMode:)` describes; the offer itself when there is no ratio.
  private func childProposal(_ proposal: ProposedViewSize, _ subviews: [LayoutSubview])
    -> ProposedViewSize
  {
    guard isValid, let ratio = self.ratio ?? idealRatio(subviews) else { return proposal }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (let width?, let height?):
      return ProposedViewSize(
        Self.scaled(ratio, into: CGSize(width: width, height: height), contentMode))
    case (let width?, nil):
      return ProposedViewSize(width: width, height: width / ratio)
    case (nil, let height?):
      return ProposedViewSize(width: height * ratio, height: height)
    case (nil, nil):
      guard proposal.width == nil, proposal.height == nil else { return proposal }
      let ideal = LayerLayout.size(.unspecified, subviews)
      guard ideal.width > 0, ideal.height > 0 else { return proposal }
      return ProposedViewSize(Self.scaled(ratio, into: ideal, contentMode))
    }
  }

  /// The content's ideal width ÷ height, if it has both.
  private func idealRatio(_ subviews: [LayoutSubview]) -> CGFloat? {
    let ideal = LayerLayout.size(.unspecified, subviews)
    guard ideal.width > 0, ideal.height > 0 else { return nil }
    return ideal.width / ideal.height
  }

  /// The largest size of `ratio` inside `space` (`.fit`), or the smallest covering it (`.fill`).
  static func scaled(_ ratio: CGFloat, into space: CGSize, _ mode: ContentMode) -> CGSize {
    let wider = space.height > 0 && space.width / space.height > ratio
    // Fitting a space wider than the ratio is limited by its height; filling it, by its width.
    let byHeight = (mode == .fit) == wider
    return byHeight
      ? CGSize(width: space.height * ratio, height: space.height)
      : CGSize(width: space.width, height: space.width / ratio)
  }
}

/// The kind of misuse `aspectRatio` reports.
extension Diagnostic.Kind {
  /// `aspectRatio(_:contentMode:)` was given a ratio of 0 or less, NaN or an infinite one; the
  /// view was laid out without it.
  public static let invalidAspectRatio = Self("invalidAspectRatio")
}
