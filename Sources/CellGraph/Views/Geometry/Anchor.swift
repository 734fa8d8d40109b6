import Foundation

/// An opaque value derived from an anchor source and a particular view, as SwiftUI's `Anchor`:
/// a rectangle or a point of that view that another view converts to its own coordinates with
/// a ``GeometryProxy`` (`proxy[anchor]`).
///
/// An anchor is made by `anchorPreference(key:value:transform:)` (or
/// `transformAnchorPreference`) and travels up the tree in a preference; a `GeometryReader` in
/// an `overlayPreferenceValue` or `backgroundPreferenceValue` resolves it. It holds the view's
/// frame in the host's layout (in points), so it changes, and its readers run again, when the
/// view moves or resizes.
///
/// Before the host's first layout reaches the view an anchor is *pending* and resolves as an
/// empty rectangle (or a point) at the proxy's origin; the flush that made it lays the tree out
/// and delivers the placed anchor before it ends.
///
/// ```swift
/// Text("Inbox")
///   .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
/// // …
/// .overlayPreferenceValue(SelectedKey.self) { anchor in
///   GeometryReader { proxy in
///     Rectangle().frame(width: proxy[anchor!].width, height: 2)
///   }
/// }
/// ```
public nonisolated struct Anchor<Value>: Sendable {
  /// Where the anchor's view was in the layout that made the anchor.
  let placement: AnchorPlacement
  /// What of the view the anchor stands for.
  let source: Source

  /// The anchor's value in a coordinate space whose origin is at `origin` in the host's: the
  /// source applied to the view's frame there (an empty frame at the origin when the view has
  /// none).
  func value(relativeTo origin: CGPoint) -> Value {
    guard case .placed(let frame, _) = placement else {
      return source.resolve(CGRect.zero)
    }
    return source.resolve(frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

/// Two anchors are equal when they stand for the same part of views placed at the same frame
/// (Apple lists `Anchor` as `Equatable` and `Hashable` whatever its value): a preference holding
/// an anchor changes, and its readers run again, exactly when the anchored view moves, resizes,
/// or the source changes.
extension Anchor: Equatable, Hashable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
    lhs.placement == rhs.placement && lhs.source.kind == rhs.source.kind
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(placement)
    hasher.combine(source.kind)
  }
}

/// Where an anchor's view is in its host's layout.
nonisolated enum AnchorPlacement: Hashable, Sendable {
  /// Made before a layout reached the view (its first evaluation): every flush lays out and
  /// replaces it before it ends.
  case pending
  /// At `frame`, in points in the coordinates of the host whose graph is `host`.
  case placed(CGRect, host: ObjectIdentifier)
  /// The layout did not place the view at `path` (it is inside a view laid out as one block of
  /// text, or it left the tree).
  case notPlaced(path: String)
}
