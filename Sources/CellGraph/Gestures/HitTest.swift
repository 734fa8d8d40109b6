import CellGraphCore
import Foundation

/// Finds the view a touch at a point of the screen lands on, as SwiftUI's hit testing does: the
/// frontmost view drawn there whose shape contains the point.
///
/// It walks the host's layout in points (`GeometryState`) front to back — a `ZStack`'s last layer
/// and an overlay before what they cover, a background after its view — and answers the
/// innermost view that is hit:
///
/// - A view drawn as a whole (a `Text`, a control, an image) is hit inside its frame; a shape
///   only inside its path (a circle's corners are not hit); a `Spacer` never (the empty space of
///   a stack belongs to no view).
/// - `.contentShape(_:)` gives a view the shape it is hit in: its subviews only inside it, and
///   the view itself anywhere else inside it (the idiom that makes a whole row tappable).
/// - Views under `.allowsHitTesting(false)` are not hit: the touch reaches what is behind them.
///
///     ZStack {
///       Color.blue.onTapGesture { … }          hit at (4, 4): the colour behind
///       Text("Label").allowsHitTesting(false)
///     }
@MainActor
struct HitTest {
  let layout: GeometryLayout

  /// The innermost view under `root` hit at `point` (host coordinates, points), if any.
  func view(at point: CGPoint, in root: Node) -> Node? {
    hit(root, point)
  }

  /// The views drawn whole under `root` whose frames contain `point`, front first, hit or not:
  /// what an error names as being there.
  func viewsDrawn(at point: CGPoint, in root: Node) -> [Node] {
    var found: [Node] = []
    func visit(_ node: Node) {
      guard isShown(node) else { return }
      if let frame = layout.frames[ObjectIdentifier(node)], !frame.contains(point) { return }
      let children = frontToBack(node)
      if children.isEmpty || isDrawnWhole(node) {
        if layout.frames[ObjectIdentifier(node)] != nil { found.append(node) }
        return
      }
      children.forEach(visit)
    }
    visit(root)
    return found
  }

  private func hit(_ node: Node, _ point: CGPoint) -> Node? {
    guard isShown(node), Tracking.untracked({ node.environment.allowsHitTesting }) else {
      return nil
    }
    let frame = layout.frames[ObjectIdentifier(node)]
    if let shape = node.capability(HitShapeCapability.self)?.hitShape(of: node) {
      guard let frame, shape.contains(point, in: frame) else { return nil }
      if shape.isContentShape {
        // The view is hit anywhere in its content shape; a subview there is hit first.
        return frontToBack(node).lazy.compactMap { hit($0, point) }.first ?? node
      }
      return node
    }
    if let frame, !frame.contains(point) { return nil }
    if isDrawnWhole(node) {
      return frame != nil && !isSpacer(node) ? node : nil
    }
    for child in frontToBack(node) {
      if let found = hit(child, point) { return found }
    }
    return nil
  }

  /// Whether the layout draws `node` as a whole (a leaf of the layout: its subviews, if any, are
  /// part of its text), as `GeometryLayout.drawText(of:)` does.
  private func isDrawnWhole(_ node: Node) -> Bool {
    guard layout.frames[ObjectIdentifier(node)] != nil,
      layout.layoutCapability(of: node) == nil
    else { return false }
    if case .leaf = layout.defaultRole(of: node) { return true }
    return false
  }

  /// `node`'s subviews in the order a touch meets them: the reverse of their drawing order.
  private func frontToBack(_ node: Node) -> [Node] {
    guard layout.frames[ObjectIdentifier(node)] != nil else { return node.children.reversed() }
    if let capability = layout.layoutCapability(of: node) {
      return capability.childrenBackToFront(of: node).reversed()
    }
    switch layout.defaultRole(of: node) {
    case .passThrough(let child): return [child]
    case .implicitStack(let subviews): return subviews.map(\.node).reversed()
    case .leaf: return []
    }
  }

  private func isShown(_ node: Node) -> Bool {
    !node.isLeaving && !node.flags.contains(.hidden)
  }

  private func isSpacer(_ node: Node) -> Bool {
    let text = node.text
    guard text.count == 1, case .flexible(.spacer) = text[0].kind else { return false }
    return true
  }
}

/// The shape a view is hit in, in its own bounds.
@MainActor
struct HitShape {
  let shape: any Shape
  let eoFill: Bool
  /// A content shape (`.contentShape(_:)`): the view's subviews are hit inside it, and the view
  /// itself wherever none is. Otherwise the view is a shape drawn as a whole.
  let isContentShape: Bool

  /// Whether `point` (host coordinates) is inside the shape laid into `frame`.
  func contains(_ point: CGPoint, in frame: CGRect) -> Bool {
    guard frame.contains(point) else { return false }
    let bounds = CGRect(origin: .zero, size: frame.size)
    let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
    return shape.path(in: bounds).contains(local, eoFill: eoFill)
  }
}

/// A built-in view that is hit in a shape rather than its whole frame: a shape drawn as a view,
/// or a `.contentShape(_:)`.
@MainActor
protocol HitShapePrimitive: PrimitiveView {
  var hitShape: HitShape { get }
}

extension HitShapePrimitive {
  /// `node`'s hit shape; `node` is a `PrimitiveNode<Self>` (the capability was found on its type).
  static func hitShape(of node: Node) -> HitShape {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.hitShape
  }
}

/// Finds `HitShapePrimitive` on a node's view type, once per type.
enum HitShapeCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any HitShapePrimitive.Type)? {
    type as? any HitShapePrimitive.Type
  }
}
