import CellGraphCore

/// A shape: ``Rectangle``, ``RoundedRectangle``, ``Circle``, ``Capsule``.
///
/// A shape is a view, with a token as its text form (`<circle>`), and the argument of
/// `clipShape(_:)`. `fill(_:)` and `stroke(_:lineWidth:)` keep its text form.
///
/// ```swift
/// HStack {
///   Circle().fill(.green).frame(width: 8, height: 8)
///   Text("Online")
/// }
/// // <circle> Online
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

  /// The shape's outline in `content`, `lineWidth` points wide. The text form is the shape's.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> some View {
    visualEffect(VisualEffects.ForegroundStyle(style: (content, lineWidth)))
  }
}

/// The text form of the built-in shapes: the shape's name between angle brackets.
@MainActor extension PrimitiveView where Self: Shape {
  func shapeToken(_ name: String) -> [TextBlock] { [TextBlock("<\(name)>")] }
}
