import CellGraphCore
import Foundation

/// A rectangle with a radius of its own at each corner. Text form `<rounded rectangle>`, drawn as
/// a box: rounded corners when any radius is above zero.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.blue)
/// ```
public nonisolated struct UnevenRoundedRectangle: InsettableShape, Hashable {
  /// The radius of each corner.
  public var cornerRadii: RectangleCornerRadii
  /// The curve of the corners.
  public var style: RoundedCornerStyle

  /// A rectangle with the corners `cornerRadii`.
  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  /// A rectangle with a radius for each corner, each 0 unless given.
  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
      style: style)
  }

  /// The frame's rectangle with each corner rounded by its radius.
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
  }

  public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
    _Inset(base: self, amount: amount)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension UnevenRoundedRectangle: BoxShape {
  var boxOutline: Drawing.Outline {
    let r = cornerRadii
    return max(r.topLeading, r.bottomLeading, r.bottomTrailing, r.topTrailing) > 0
      ? .rounded : .rectangle
  }
  var cellToken: String { "<rounded rectangle>" }
}

@MainActor extension UnevenRoundedRectangle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
