import CellGraphCore

/// What a custom layout's container node keeps: the layout's cache, and the layout run it was
/// last brought up to date for (`GeometryLayout.generation`).
@MainActor
final class LayoutCacheBox<Cache> {
  var cache: Cache
  /// The run the cache was made or updated in; `nil` until the first run with subviews.
  var run: UInt64?
  /// Whether the layout's invalid size was reported: once per container.
  var reportedInvalidSize = false

  init(cache: Cache) {
    self.cache = cache
  }
}
