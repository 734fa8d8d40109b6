import CellGraphCore

/// A circle; text form `<circle>`.
///
/// ```swift
/// Circle().fill(.green).frame(width: 8, height: 8)   // <circle>
/// ```
public nonisolated struct Circle: Shape, Hashable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Circle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] { shapeToken("circle") }
}
