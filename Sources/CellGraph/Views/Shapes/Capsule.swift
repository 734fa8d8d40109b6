import CellGraphCore

/// A capsule (a rectangle with fully rounded ends); text form `<capsule>`.
///
/// ```swift
/// Text("New").padding(1).background(.yellow).clipShape(Capsule())
/// ```
public nonisolated struct Capsule: Shape, Hashable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Capsule: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] { shapeToken("capsule") }
}
