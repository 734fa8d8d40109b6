import CellGraphCore

/// The key behind `allowsHitTesting(_:)`: whether views here can be hit.
struct AllowsHitTestingKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether the views here can receive gestures: `false` below `.allowsHitTesting(false)`.
  var allowsHitTesting: Bool {
    get { self[AllowsHitTestingKey.self] }
    set { self[AllowsHitTestingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Whether this view and its subviews can be hit by gestures. With `false`, a gesture driver
  /// addressed to the view finds nothing there to act on (in SwiftUI, the touch passes through to
  /// what is behind).
  ///
  /// ```swift
  /// Text("Overlay").onTapGesture { tapped = true }.allowsHitTesting(false)
  /// // host.tap("Overlay") throws: nothing there can be hit
  /// ```
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    transformEnvironment(\.allowsHitTesting) { $0 = $0 && enabled }
  }

  /// Gives the view the shape that gestures hit: a touch inside the shape reaches the view (its
  /// subviews first, and the view itself where none is drawn), a touch outside it reaches
  /// neither. A stack's empty space is hit only this way.
  ///
  /// ```swift
  /// HStack { Text("Row"); Spacer() }.contentShape(Rectangle()).onTapGesture { open() }
  /// try host.tap(at: CGPoint(x: 200, y: 10))   // the spacer's place: open() runs
  /// ```
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    ContentShapeModifier(content: self, shape: shape, eoFill: eoFill)
  }
}

/// The view `.contentShape(_:eoFill:)` returns: its content as it is, hit in `shape`.
nonisolated struct ContentShapeModifier<Content: View, S: Shape>: View {
  let content: Content
  let shape: S
  let eoFill: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ContentShapeModifier: PrimitiveView, HitShapePrimitive {
  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  var hitShape: HitShape { HitShape(shape: shape, eoFill: eoFill, isContentShape: true) }
}

@MainActor extension _ShapeView: HitShapePrimitive {
  /// A shape is hit inside its path, filled or stroked alike (Limitations.md).
  var hitShape: HitShape {
    var eoFill = false
    if case .fill(let style) = mode { eoFill = style.isEOFilled }
    return HitShape(shape: shape, eoFill: eoFill, isContentShape: false)
  }
}

extension HitShapePrimitive where Self: Shape {
  /// A built-in shape drawn as a view is hit inside its path.
  var hitShape: HitShape { HitShape(shape: self, eoFill: false, isContentShape: false) }
}

// The built-in shapes that are views of their own (a custom shape is drawn by a `_ShapeView`).
extension Circle: HitShapePrimitive {}
extension Capsule: HitShapePrimitive {}
extension Ellipse: HitShapePrimitive {}
extension Rectangle: HitShapePrimitive {}
extension RoundedRectangle: HitShapePrimitive {}
extension UnevenRoundedRectangle: HitShapePrimitive {}
extension ContainerRelativeShape: HitShapePrimitive {}
