import CellGraphCore
import Foundation

/// A type that sizes and places a collection of views, as SwiftUI's `Layout`: write one to
/// arrange subviews in a way no stack does, then use it as a container (`MyLayout { … }`).
///
/// The container takes part in the host's layout in points (Docs/TextForm.md, "Proposals"):
/// its parent proposes a size, ``sizeThatFits(proposal:subviews:cache:)`` chooses one, and
/// ``placeSubviews(in:proposal:subviews:cache:)`` places every subview inside the bounds it was
/// given. A `GeometryReader` or `onGeometryChange` inside reports the frame the layout placed.
/// `makeCache`/`updateCache` keep a value between calls: made when the container is first laid
/// out, updated once in each later layout of the host. Explicit alignment guides are asked for
/// and not used (no view aligns on them).
///
/// A size that is NaN, negative or infinite is reported as `Diagnostic.Kind.layoutInvalidSize`
/// and made safe: NaN and negative lengths count as 0, an infinite one as 1,000,000 points.
///
/// Text form: the subviews stacked as a `VStack` would, unless the host draws from geometry.
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///   func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///     let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///     let tallest = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
///     return CGSize(width: widest * CGFloat(subviews.count), height: tallest)
///   }
///   func placeSubviews(
///     in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
///   ) {
///     let width = bounds.width / CGFloat(max(subviews.count, 1))
///     for (index, subview) in subviews.enumerated() {
///       subview.place(
///         at: CGPoint(x: bounds.minX + CGFloat(index) * width, y: bounds.minY),
///         proposal: ProposedViewSize(width: width, height: bounds.height))
///     }
///   }
/// }
///
/// EqualWidthHStack {
///   Button("Yes") {}
///   Button("Maybe later") {}
/// }
/// ```
@MainActor @preconcurrency
public protocol Layout: Animatable {
  /// The subviews a layout is given: one proxy per subview, in order.
  typealias Subviews = LayoutSubviews

  /// What the layout keeps between calls; `Void` for nothing.
  associatedtype Cache = Void

  /// The size of the container for `proposal`, given its subviews.
  ///
  /// - Parameters:
  ///   - proposal: What the parent offers; `nil` on an axis asks for the ideal size.
  ///   - subviews: The container's subviews.
  ///   - cache: The layout's cache.
  /// - Returns: The container's size in points.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

  /// Places each subview (`LayoutSubview.place(at:anchor:proposal:)`) inside `bounds`, the region
  /// the parent gave the container, in the host's coordinates.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

  /// The container's preferred spacing to its neighbours; by default the union of its
  /// subviews' preferences.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

  /// The container's own position for a horizontal alignment guide; `nil` (the default) for the
  /// one its subviews give. Asked for and recorded only.
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// The container's own position for a vertical alignment guide; `nil` (the default).
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat?

  /// Makes the cache the first time the container is laid out.
  func makeCache(subviews: Subviews) -> Cache

  /// Brings `cache` up to date with `subviews`; by default makes a new one.
  func updateCache(_ cache: inout Cache, subviews: Subviews)

  /// What the layout tells the views inside it: with a `stackOrientation`, a `Spacer` among its
  /// subviews grows along that axis and a `Divider` crosses it, as in a stack. By default none.
  static var layoutProperties: LayoutProperties { get }
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    var spacing = ViewSpacing.zero
    for subview in subviews { spacing.formUnion(subview.spacing) }
    return spacing
  }

  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// Uses this layout as a container of `content`'s views.
  ///
  /// ```swift
  /// RadialLayout {
  ///   ForEach(pets) { Text($0.name) }
  /// }
  /// ```
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: self, content: content())
  }
}

extension Layout where Cache == Void {
  /// No cache.
  public func makeCache(subviews: Subviews) {}
}
