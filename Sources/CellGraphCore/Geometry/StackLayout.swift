import Foundation

/// SwiftUI's stack algorithm in points: how an `HStack` or a `VStack` divides what it is offered
/// along its axis among its subviews.
///
/// From Apple's "Compose custom layouts with SwiftUI" (WWDC 2022) and the documentation of
/// `layoutPriority(_:)`: the stack subtracts its spacing from the offer, then sizes its subviews
/// in groups of descending priority; inside a group, the least flexible first (flexibility is
/// the difference between a subview's size for an offer of zero and of infinity). Each subview
/// is offered an equal share of what remains, minus the smallest sizes the lower-priority
/// subviews still need; what it takes is subtracted before the next is offered. A stack offered
/// no length (`nil`, the ideal size) or an infinite one offers the same to each subview.
///
///     HStack(spacing: 8) { Text("Hi"); Color.red }   offered 200 × 22
///     ─▶ 192 to share; Text (least flexible) offered 96, takes 16; Color offered 176, takes 176
package struct StackLayout {
  package let axis: StackAxis
  package let spacing: CGFloat
  /// Where a subview narrower than the stack sits across it: 0 at the leading (top) edge,
  /// 0.5 centred, 1 at the trailing (bottom) edge.
  package let alignment: CGFloat

  package init(axis: StackAxis, spacing: CGFloat, alignment: CGFloat) {
    self.axis = axis
    self.spacing = spacing.isFinite ? max(spacing, 0) : 0
    self.alignment = alignment
  }

  /// The stack's size for `proposal`: its subviews' lengths and spacing along the axis, the
  /// largest subview across.
  @MainActor
  package func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview]) -> CGSize {
    let division = divide(proposal, among: subviews)
    var along: CGFloat = spacing * CGFloat(max(subviews.count - 1, 0))
    var across: CGFloat = 0
    for size in division.sizes {
      along += size.value(along: axis)
      across = max(across, size.value(along: other))
    }
    return CGSize(along, across: across, axis: axis)
  }

  /// Places the subviews one after another along the axis from the leading (top) edge of
  /// `bounds`, each aligned across it, each proposed what it was given when sized.
  @MainActor
  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview]
  ) {
    let offer = ProposedViewSize(
      width: axis == .horizontal ? bounds.width : (proposal.width ?? bounds.width),
      height: axis == .vertical ? bounds.height : (proposal.height ?? bounds.height))
    let division = divide(offer, among: subviews)
    var cursor = axis == .horizontal ? bounds.minX : bounds.minY
    let acrossStart = axis == .horizontal ? bounds.minY : bounds.minX
    let acrossLength = bounds.size.value(along: other)
    for (index, subview) in subviews.enumerated() {
      let size = division.sizes[index]
      let across = acrossStart + (acrossLength - size.value(along: other)) * alignment
      let origin =
        axis == .horizontal ? CGPoint(x: cursor, y: across) : CGPoint(x: across, y: cursor)
      subview.place(topLeading: origin, proposal: division.offers[index])
      cursor += size.value(along: axis) + spacing
    }
  }

  private var other: StackAxis { axis == .horizontal ? .vertical : .horizontal }

  /// What each subview is offered and takes, by the algorithm in the type's documentation.
  @MainActor
  private func divide(_ proposal: ProposedViewSize, among subviews: [LayoutSubview]) -> (
    offers: [ProposedViewSize], sizes: [CGSize]
  ) {
    let count = subviews.count
    guard count > 0 else { return ([], []) }
    guard let offered = proposal.value(along: axis), offered.isFinite else {
      // The ideal size (nil) or the largest (infinity): every subview gets the same offer.
      let offers = Array(repeating: proposal, count: count)
      return (offers, subviews.map { $0.sizeThatFits(proposal) })
    }
    var remaining = max(offered - spacing * CGFloat(count - 1), 0)
    let smallest = subviews.map { $0.sizeThatFits(proposal.with(0, along: axis)) }
      .map { $0.value(along: axis) }
    let largest = subviews.map { $0.sizeThatFits(proposal.with(.infinity, along: axis)) }
      .map { $0.value(along: axis) }
    let priorities = subviews.map(\.priority)
    var offers = Array(repeating: proposal, count: count)
    var sizes = Array(repeating: CGSize.zero, count: count)
    for priority in Set(priorities).sorted(by: >) {
      // The lower-priority subviews keep at least their smallest lengths.
      var reserved: CGFloat = 0
      for index in 0..<count where priorities[index] < priority { reserved += smallest[index] }
      var share = max(remaining - reserved, 0)
      let group = (0..<count).filter { priorities[$0] == priority }
        .sorted { (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1) }
      var left = group.count
      for index in group {
        let offer = proposal.with(share / CGFloat(left), along: axis)
        let size = subviews[index].sizeThatFits(offer)
        offers[index] = offer
        sizes[index] = size
        share = max(share - size.value(along: axis), 0)
        remaining -= size.value(along: axis)
        left -= 1
      }
      remaining = max(remaining, 0)
    }
    return (offers, sizes)
  }
}
