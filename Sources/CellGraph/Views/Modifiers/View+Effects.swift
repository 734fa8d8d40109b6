import CellGraphCore
import Foundation

nonisolated extension View {
  /// Blurs the view by `radius` points. Text form: the view as it is (recorded); the radius is
  /// animatable, as in SwiftUI.
  ///
  /// ```swift
  /// Text("Secret").blur(radius: 4)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    visualEffect(VisualEffects.Blur(radius: radius, opaque: opaque))
  }

  /// Rotates the view by `angle` around `axis` in three dimensions. Text form: the view as it is
  /// (recorded).
  ///
  /// ```swift
  /// Text("Card").rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
  /// ```
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    visualEffect(
      VisualEffects.Rotation3D(
        angle: angle, x: axis.x, y: axis.y, z: axis.z, anchor: anchor, anchorZ: anchorZ,
        perspective: perspective))
  }

  /// Composites the view's layers before effects above it apply. Text form: the view as it is
  /// (recorded).
  ///
  /// ```swift
  /// ZStack { Circle(); Text("1") }.compositingGroup().opacity(0.5)
  /// ```
  public func compositingGroup() -> some View {
    visualEffect(VisualEffects.CompositingGroup())
  }

  /// Renders the view offscreen into one image before it is drawn. Text form: the view as it is
  /// (recorded).
  ///
  /// ```swift
  /// ForEach(0..<100) { _ in Circle() }.drawingGroup()
  /// ```
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    visualEffect(VisualEffects.DrawingGroup(opaque: opaque, colorMode: colorMode))
  }

  /// The smallest factor text in the view may be scaled down by to fit. Text form: the view as
  /// it is (text has one size; it is cut where it does not fit, Docs/Limitations.md).
  ///
  /// ```swift
  /// Text("A long headline").minimumScaleFactor(0.5)
  /// ```
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    visualEffect(VisualEffects.MinimumScaleFactor(factor: factor))
  }

  /// Masks the view by the opaque parts of `mask`. Text form: the view as it is; the mask view
  /// is evaluated as a view of its own (its state kept), and not drawn.
  ///
  /// ```swift
  /// Rectangle().mask { Text("Mask") }
  /// ```
  public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View {
    Masked(content: self, mask: mask(), alignment: alignment)
  }

  /// Masks the view by the opaque parts of `mask` (see `mask(alignment:_:)`).
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    Masked(content: self, mask: mask, alignment: .center)
  }
}

@MainActor extension VisualEffects.Blur: Animatable {
  var animatableData: CGFloat {
    get { radius }
    set { radius = newValue }
  }
}

/// The set of colours a drawing group or a canvas renders in, as SwiftUI's
/// `ColorRenderingMode`. Recorded; text has no colour.
public nonisolated enum ColorRenderingMode: Equatable, Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

extension VisualEffects {
  struct Blur: Equatable {
    var radius: CGFloat
    let opaque: Bool
  }
  struct Rotation3D: Equatable {
    let angle: Angle
    let x: CGFloat
    let y: CGFloat
    let z: CGFloat
    let anchor: UnitPoint
    let anchorZ: CGFloat
    let perspective: CGFloat
  }
  struct CompositingGroup: Equatable {}
  struct DrawingGroup: Equatable {
    let opaque: Bool
    let colorMode: ColorRenderingMode
  }
  struct MinimumScaleFactor: Equatable { let factor: CGFloat }
}

/// The view `mask` returns: its content's text; the mask a second child that is not drawn.
nonisolated struct Masked<Content: View, Mask: View>: View {
  let content: Content
  let mask: Mask
  let alignment: Alignment

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Masked: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { children in
      children.update(content, key: .position(0))
      children.update(mask, key: .position(1))
    }
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.children.first?.text ?? []
  }
}
