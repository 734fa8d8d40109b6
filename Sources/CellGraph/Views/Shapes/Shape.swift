import CellGraphCore
import Foundation

/// A shape: ``Rectangle``, ``RoundedRectangle``, ``Circle``, ``Capsule``.
///
/// A shape is a view and the argument of `clipShape(_:)`. Like SwiftUI's shapes it takes the size
/// it is offered: in a frame, a `ZStack` or a layer it is drawn into those cells, filled (`░`)
/// or, after `stroke`/`strokeBorder`, outlined; where nothing offers a size (a stack) its text
/// form is its token (`<circle>`). Drawn shapes yield to text in layers (TextForm.md, "Layers").
///
/// ```swift
/// HStack {
///   Circle().fill(.green).frame(width: 8, height: 8)
///   Text("Online")
/// }
/// // ░ Online
/// ```
public protocol Shape: View, Sendable {}

nonisolated extension Shape {
  /// The shape filled with `content` (a colour or style). The text form is the shape's.
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    visualEffect(VisualEffects.ForegroundStyle(style: content))
  }

  /// The shape filled with the foreground style. The text form is the shape's.
  public func fill() -> some View {
    visualEffect(VisualEffects.ForegroundStyle(style: HierarchicalShapeStyle.primary))
  }

  /// The shape's outline in `content`, `lineWidth` points wide.
  ///
  /// Text form: in a frame or a layer that gives it a size, the outline drawn with `+`, `-` and
  /// `|` (`.`, `'`, `(` and `)` for rounded shapes); the shape's token where it has no size.
  ///
  /// ```swift
  /// Text("Card").padding().background { RoundedRectangle(cornerRadius: 8).stroke(.gray) }
  /// // .------.
  /// // | Card |
  /// // '------'
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    Stroked(content: visualEffect(VisualEffects.ForegroundStyle(style: (content, lineWidth))))
  }

  /// The shape's outline in the foreground style, `lineWidth` points wide (see
  /// `stroke(_:lineWidth:)`).
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    Stroked(content: self)
  }

  /// The outline drawn inside the shape's frame, `lineWidth` points wide; in text the same cells
  /// as `stroke(_:lineWidth:)`, the outermost of the frame.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: 3).frame(width: 48, height: 66)
  /// ```
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    stroke(content, lineWidth: lineWidth)
  }

  /// The outline drawn inside the shape's frame in the foreground style (see
  /// `strokeBorder(_:lineWidth:)`).
  public func strokeBorder(lineWidth: CGFloat = 1) -> some View {
    Stroked(content: self)
  }
}

/// The view `stroke` returns: its shape's drawing as an outline.
nonisolated struct Stroked<Content: View>: View {
  let content: Content
  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Stroked: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.childrenText.map { block in
      guard case .flexible(.drawing(var drawing)) = block.kind else { return block }
      drawing.mode = .stroke
      return TextBlock(flexible: .drawing(drawing))
    }
  }
}

/// The text form of the built-in shapes: a filled drawing, which shows the shape's name between
/// angle brackets where nothing gives it a size.
@MainActor extension PrimitiveView where Self: Shape {
  func shapeToken(_ name: String, rounded: Bool = true) -> [TextBlock] {
    [
      TextBlock(
        flexible: .drawing(Drawing(token: "<\(name)>", outline: rounded ? .rounded : .rectangle)))
    ]
  }
}
