import CellGraphCore
import Foundation

/// A capsule: a rectangle whose shorter sides are half circles. Text form `<capsule>`, drawn as
/// a rounded box (`( )` on one line).
///
/// ```swift
/// Text("New").padding(1).background(.yellow).clipShape(Capsule())
/// ```
public nonisolated struct Capsule: InsettableShape, Hashable {
  /// The curve of the ends.
  public var style: RoundedCornerStyle

  /// A capsule with ends of `style`.
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  /// The frame's rectangle with corners of half its shorter side.
  public func path(in rect: CGRect) -> Path {
    let radius = min(abs(rect.width), abs(rect.height)) / 2
    return Path(roundedRect: rect, cornerRadius: radius, style: style)
  }

  public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }

  public var body: Never { primitiveBody(Self.self) }
}

extension Capsule: BoxShape {
  var boxOutline: Drawing.Outline { .rounded }
  var cellToken: String { "<capsule>" }
}

@MainActor extension Capsule: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
