import Foundation

// The built-in shapes by name, where a shape is expected: `.clipShape(.rect(cornerRadius: 8))`,
// `.background(.blue, in: .capsule)`, `.contentShape(.circle)`. Each is the shape its type's
// initializer makes.

extension Shape where Self == Rectangle {
  /// A rectangle: `Rectangle()`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with corners of `cornerRadius` points.
  ///
  /// ```swift
  /// Image("photo").clipShape(.rect(cornerRadius: 8))
  /// ```
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle whose corners are quarter ellipses of `cornerSize`.
  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle with the corners `cornerRadii`.
  public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  )
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle with a radius for each corner, each 0 unless given.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule: `Capsule()`.
  public static var capsule: Capsule { Capsule() }
  /// A capsule whose ends are curved in `style`.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
  /// A circle: `Circle()`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse: `Ellipse()`.
  public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  /// The shape of the container: `ContainerRelativeShape()`.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
