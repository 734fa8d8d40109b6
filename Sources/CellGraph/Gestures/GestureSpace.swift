import CellGraphCore
import Foundation

/// Where a gesture is attached, to report the locations of its input in the coordinate space it
/// asks for.
///
/// A session's events carry locations in the host's coordinates, in points (`.global`). A
/// gesture reports them in its own coordinate space, as SwiftUI's do (`DragGesture`'s and
/// `SpatialTapGesture`'s `coordinateSpace:`, `.local` by default): `.local` is the bounds of the
/// view the gesture is attached to, `.named(_:)` those of the nearest ancestor so named (the
/// screen when there is none, as `GeometryProxy.frame(in:)` falls back).
///
///     VStack {                       frame (0, 0, 80, 44) on the screen
///       Text("a")
///       Text("b").onTapGesture { location in … }   frame (0, 22, 8, 22)
///     }
///     host.tap(at: CGPoint(x: 4, y: 30))  // location (4, 8) in .local, (4, 30) in .global
@MainActor
struct GestureSpace {
  /// The node of the gesture's modifier; `nil` for a gesture with no view (local = global).
  let node: Node?

  /// `point`, in the host's coordinates, in `space`.
  func location(_ point: CGPoint, in space: CoordinateSpace) -> CGPoint {
    switch space {
    case .global:
      return point
    case .local:
      guard let node else { return point }
      return point.relative(to: Self.origin(of: node))
    case .named(let name):
      guard let node,
        let frame = NamedCoordinateSpaceModifier<EmptyView>.frame(named: name, above: node)
      else { return point }
      return point.relative(to: frame.origin)
    }
  }

  /// The top-leading corner of `node` on the screen: its frame's, or for a node the layout did
  /// not place (inside a view laid out as one block of text), its nearest placed ancestor's.
  static func origin(of node: Node) -> CGPoint {
    var current: Node? = node
    while let candidate = current {
      if let frame = candidate.graph.geometry.frame(of: candidate) { return frame.origin }
      current = candidate.parent
    }
    return .zero
  }
}

extension CGPoint {
  /// This point in a space whose origin is `origin`.
  fileprivate func relative(to origin: CGPoint) -> CGPoint {
    CGPoint(x: x - origin.x, y: y - origin.y)
  }
}
