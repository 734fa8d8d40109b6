import CellGraphCore
import Foundation

/// How much space a view prefers between itself and its neighbours, per edge, as SwiftUI's
/// `ViewSpacing`.
///
/// Every view prefers SwiftUI's default of 8 points on every edge (SwiftUI varies it per pair of
/// views and per platform; Docs/Limitations.md, "Text layout"). A custom layout reads its
/// subviews' preferences through `LayoutSubview.spacing` and reports its own from
/// `Layout.spacing(subviews:cache:)`.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Sendable, Hashable {
  private var top: CGFloat
  private var leading: CGFloat
  private var bottom: CGFloat
  private var trailing: CGFloat

  /// Default spacing on every edge: 8 points.
  public init() {
    self.init(all: CellSize.defaultSpacing)
  }

  private init(all length: CGFloat) {
    top = length
    leading = length
    bottom = length
    trailing = length
  }

  /// No spacing on any edge, for an empty view.
  public static let zero = ViewSpacing(all: 0)

  /// The distance in points from a view with these preferences to the `next` view after it along
  /// `axis`: the larger of this view's trailing (bottom) and the next view's leading (top)
  /// preference, which satisfies both.
  ///
  /// ```swift
  /// ViewSpacing().distance(to: .zero, along: .vertical)   // 8
  /// ```
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
  }

  /// Takes the larger of this and `other`'s preference on each of `edges`.
  ///
  /// ```swift
  /// var spacing = ViewSpacing.zero
  /// for subview in subviews { spacing.formUnion(subview.spacing) }
  /// ```
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top = max(top, other.top) }
    if edges.contains(.leading) { leading = max(leading, other.leading) }
    if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
    if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
  }

  /// These preferences merged with `other`'s on `edges` (see ``formUnion(_:edges:)``).
  ///
  /// ```swift
  /// let both = first.spacing.union(second.spacing, edges: .horizontal)
  /// ```
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var merged = self
    merged.formUnion(other, edges: edges)
    return merged
  }
}
