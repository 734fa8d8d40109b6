import CellGraphCore
import Foundation

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`: use it where a layout value is needed
/// (`AnyLayout`, a layout that picks one of several).
///
/// ```swift
/// HStackLayout(spacing: 4) { Text("A"); Text("B") }
/// ```
public struct HStackLayout: Layout {
  /// How shorter subviews line up.
  public var alignment: VerticalAlignment
  /// Points between subviews; `nil` for the default 8.
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: spacing ?? CellSize.defaultSpacing,
      alignment: alignment.fraction)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack.sizeThatFits(proposal, subviews: subviews.proxies)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.proxies)
  }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`.
///
/// ```swift
/// let layout = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
/// ```
public struct VStackLayout: Layout {
  /// How narrower subviews line up (leading by default here, as `VStack`'s; Docs/Limitations.md).
  public var alignment: HorizontalAlignment
  /// Points between subviews; `nil` for the default 8.
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  private var stack: StackLayout {
    StackLayout(
      axis: .vertical, spacing: spacing ?? CellSize.defaultSpacing, alignment: alignment.fraction)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack.sizeThatFits(proposal, subviews: subviews.proxies)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews.proxies)
  }
}
