import CellGraphCore
import Foundation

nonisolated extension View {
  /// Rotates the view by `angle` around `anchor`, as drawn.
  ///
  /// Text form: the view as it is (text is not rotated); the rotation is recorded and
  /// inspectable, and keeps SwiftUI's data flow. The angle is animatable, as in SwiftUI: under
  /// an animation the recorded angle moves along the host's clock.
  ///
  /// ```swift
  /// Image(systemName: "arrow.up").rotationEffect(.degrees(90))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    visualEffect(VisualEffects.Rotation(angle: angle, anchor: anchor))
  }

  /// Scales the view by `scale` on both axes around `anchor`, as drawn.
  ///
  /// Text form: at a scale of 0 the view is blank space of its size (nothing of it is visible,
  /// as with `opacity(0)`); at any other scale it is as it is (text has one size). The scale is
  /// animatable, as in SwiftUI: a view scaled up from 0 under an animation shows from the first
  /// advance, one scaled down to 0 until the animation ends.
  ///
  /// ```swift
  /// Text("Pop").scaleEffect(isShown ? 1 : 0)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  /// Scales the view by `x` across and `y` down around `anchor` (see `scaleEffect(_:anchor:)`).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    Scaled(content: self, x: x, y: y, anchor: anchor)
  }
}

/// The view `scaleEffect` returns: its content, blanked out while a scale is 0. Its scales are
/// its animatable data (the anchor is kept as given).
nonisolated struct Scaled<Content: View>: View {
  let content: Content
  var x: CGFloat
  var y: CGFloat
  let anchor: UnitPoint

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Scaled: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard x == 0 || y == 0 else { return node.childrenText }
    return node.childrenText.map(\.blanked)
  }
}

@MainActor extension Scaled: Animatable {
  var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension VisualEffects {
  struct Rotation: Equatable {
    var angle: Angle
    let anchor: UnitPoint
  }
}

@MainActor extension VisualEffects.Rotation: Animatable {
  var animatableData: Double {
    get { angle.animatableData }
    set { angle.animatableData = newValue }
  }
}
