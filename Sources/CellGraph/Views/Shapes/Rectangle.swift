import CellGraphCore

/// A rectangle; text form `<rectangle>`.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 4)   // <rectangle>
/// ```
public nonisolated struct Rectangle: Shape, Hashable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Rectangle: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] { shapeToken("rectangle") }
}
