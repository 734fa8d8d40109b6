import CellGraphCore
import Foundation

/// A rectangle with rounded corners; text form `<rounded rectangle>`, drawn as a box with
/// rounded corners (`.--.` / `'--'`).
///
/// ```swift
/// Text("Card").padding().background { RoundedRectangle(cornerRadius: 12).fill(.thinMaterial) }
/// ```
public nonisolated struct RoundedRectangle: InsettableShape, Hashable {
  /// The width and height of each corner's curve, in points.
  public var cornerSize: CGSize
  /// The curve of the corners.
  public var style: RoundedCornerStyle

  /// A rectangle whose corners have `cornerRadius` points of radius.
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle whose corners are quarter ellipses of `cornerSize`.
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  /// The frame's rectangle with its corners rounded (each radius at most half a side).
  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect, cornerSize: cornerSize, style: style)
  }

  public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
    _Inset(base: self, amount: amount)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension RoundedRectangle: BoxShape {
  var boxOutline: Drawing.Outline { .rounded }
  var cellToken: String { "<rounded rectangle>" }
}

@MainActor extension RoundedRectangle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
