import CellGraphCore
import Foundation

/// A circle centred in its frame, its diameter the frame's shorter side. Text form `<circle>`;
/// drawn from its path: filled, a disc of shaded cells; stroked, a ring.
///
/// ```swift
/// Circle().fill(.green).frame(width: 8, height: 8)   // ░
/// Circle().stroke().frame(width: 48, height: 66)
/// //  /--\
/// // |    |
/// //  \--/
/// ```
public nonisolated struct Circle: InsettableShape, Hashable {
  public init() {}

  /// The circle inscribed in the square centred in `rect`.
  public func path(in rect: CGRect) -> Path {
    let side = min(abs(rect.width), abs(rect.height))
    return Path(
      ellipseIn: CGRect(
        x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
  }

  public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }

  public var body: Never { primitiveBody(Self.self) }
}

extension Circle: CellDrawnShape {
  var cellToken: String { "<circle>" }
}

@MainActor extension Circle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
