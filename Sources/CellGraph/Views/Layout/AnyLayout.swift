import CellGraphCore
import Foundation

/// A layout of any type, as SwiftUI's `AnyLayout`: switch between layouts while the subviews
/// keep their identity and state.
///
/// The container's type stays `AnyLayout` whichever layout it wraps, so changing the layout
/// keeps every subview's node; the cache is made anew when the wrapped layout's type changes.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout {
///   Text("Name")
///   TextField("Name", text: $name)
/// }
/// ```
public struct AnyLayout: Layout {
  /// The wrapped layout's cache.
  public struct Cache {
    fileprivate var value: Any
  }

  private let layout: any Layout

  /// Wraps `layout`.
  public init<L: Layout>(_ layout: L) {
    self.layout = layout
  }

  public func makeCache(subviews: Subviews) -> Cache {
    Cache(value: Self.makeCache(layout, subviews))
  }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    Self.updateCache(layout, &cache.value, subviews)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGSize {
    Self.sizeThatFits(layout, proposal, subviews, &cache.value)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    Self.placeSubviews(layout, bounds, proposal, subviews, &cache.value)
  }

  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    Self.spacing(layout, subviews, &cache.value)
  }

  // Each entry point opens the wrapped layout as its own type. A cache of another type (the
  // layout was switched) is made anew for this one.

  private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
    layout.makeCache(subviews: subviews)
  }

  private static func withCache<L: Layout, R>(
    _ layout: L, _ value: inout Any, _ subviews: Subviews, _ body: (inout L.Cache) -> R
  ) -> R {
    var cache = value as? L.Cache ?? layout.makeCache(subviews: subviews)
    defer { value = cache }
    return body(&cache)
  }

  private static func updateCache<L: Layout>(_ layout: L, _ value: inout Any, _ subviews: Subviews)
  {
    guard var cache = value as? L.Cache else {
      value = layout.makeCache(subviews: subviews)
      return
    }
    layout.updateCache(&cache, subviews: subviews)
    value = cache
  }

  private static func sizeThatFits<L: Layout>(
    _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ value: inout Any
  ) -> CGSize {
    withCache(layout, &value, subviews) {
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  private static func placeSubviews<L: Layout>(
    _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews,
    _ value: inout Any
  ) {
    withCache(layout, &value, subviews) {
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
    }
  }

  private static func spacing<L: Layout>(_ layout: L, _ subviews: Subviews, _ value: inout Any)
    -> ViewSpacing
  {
    withCache(layout, &value, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
  }
}

extension Layout {
  /// The layout's properties; for an `AnyLayout`, those of the layout it wraps now (SwiftUI's
  /// `AnyLayout` answers for the layout it holds too).
  var properties: LayoutProperties {
    (self as? AnyLayout)?.wrappedProperties ?? Self.layoutProperties
  }
}

extension AnyLayout {
  fileprivate var wrappedProperties: LayoutProperties { layout.properties }
}

extension AnyLayout: TextArrangingLayout {
  /// The wrapped layout's text form, if it has one.
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]? {
    (layout as? any TextArrangingLayout)?.text(of: node, cellSize: cellSize)
  }

  var arrangesGridRows: Bool {
    (layout as? any TextArrangingLayout)?.arrangesGridRows ?? false
  }
}
