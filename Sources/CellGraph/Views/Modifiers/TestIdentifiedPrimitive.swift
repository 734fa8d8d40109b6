import CellGraphCore

/// A built-in view that names its content for tests (`.testID(_:)`), which `ViewHost.find` and
/// the inspection API look up (`Node.testID`).
///
/// ```swift
/// extension TestTagged: TestIdentifiedPrimitive {
///   var testIdentifier: String { id }
/// }
/// ```
@MainActor
protocol TestIdentifiedPrimitive: PrimitiveView {
  /// The id the view gives its content.
  var testIdentifier: String { get }
}

extension TestIdentifiedPrimitive {
  /// `node`'s test id, for `Node.testID`. `node` is a `PrimitiveNode<Self>`: the capability was
  /// found on its view type's own `ViewTypeInfo`.
  static func testIdentifier(of node: Node) -> String {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.testIdentifier
  }
}

/// The capability of views that name their content for tests.
enum TestIdentifiedCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any TestIdentifiedPrimitive.Type)? {
    type as? any TestIdentifiedPrimitive.Type
  }
}

extension Node {
  /// The id given with `.testID(_:)`, for the node of that modifier.
  var testID: String? { capability(TestIdentifiedCapability.self)?.testIdentifier(of: self) }
}

extension InspectedNode {
  /// The id given with `.testID(_:)`, if this is the node of that modifier (a label never is).
  package var testID: String? { isLabel ? nil : node.testID }
}
