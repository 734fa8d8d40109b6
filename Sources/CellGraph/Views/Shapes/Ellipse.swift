import CellGraphCore
import Foundation

/// An ellipse filling its frame. Text form `<ellipse>`; drawn from its path: filled, an oval of
/// shaded cells; stroked, its outline.
///
/// ```swift
/// Ellipse().fill(.purple).frame(width: 80, height: 66)
/// ```
public nonisolated struct Ellipse: InsettableShape, Hashable {
  public init() {}

  /// The ellipse inscribed in `rect`.
  public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

  public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }

  public var body: Never { primitiveBody(Self.self) }
}

extension Ellipse: CellDrawnShape {
  var cellToken: String { "<ellipse>" }
}

@MainActor extension Ellipse: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    shapeText(self, paint: .fill(eoFill: false), cellSize: node.graph.cellSize)
  }
}
