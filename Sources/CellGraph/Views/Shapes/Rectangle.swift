import CellGraphCore
import Foundation

/// A rectangle filling the frame it is given; text form `<rectangle>`, drawn as a box with
/// square corners.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 4)   // <rectangle>
/// Rectangle().stroke().frame(width: 32, height: 66)
/// // +--+
/// // |  |
/// // +--+
/// ```
public nonisolated struct Rectangle: InsettableShape, Hashable {
  public init() {}

  /// The frame's rectangle.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }

  public var body: Never { primitiveBody(Self.self) }
}

extension Rectangle: BoxShape {
  var boxOutline: Drawing.Outline { .rectangle }
  var cellToken: String { "<rectangle>" }
}

@MainActor extension Rectangle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
