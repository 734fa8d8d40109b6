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
  /// `node`'s test id, for `PrimitiveNode.testID`. `W` is `Self`: the capability was found on
  /// `W`'s own `ViewTypeInfo`.
  static func testIdentifier<W: PrimitiveView>(of node: PrimitiveNode<W>) -> String {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.testIdentifier
  }
}
