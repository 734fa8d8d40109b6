/// A built-in view that gives its content a tag (`.tag(_:)`), which pickers, tab views and lists
/// match against their selection (`Node.tag`, `Node.taggedDescendants`).
///
/// ```swift
/// extension TaggedView: TaggedPrimitive {
///   var primitiveTag: AnyHashable { AnyHashable(tag) }
/// }
/// ```
@MainActor
protocol TaggedPrimitive: PrimitiveView {
  /// The tag the view gives its content.
  var primitiveTag: AnyHashable { get }
}

extension TaggedPrimitive {
  /// `node`'s tag, for `PrimitiveNode.tag`. `W` is `Self`: the capability was found on `W`'s
  /// own `ViewTypeInfo`.
  static func tag<W: PrimitiveView>(of node: PrimitiveNode<W>) -> AnyHashable {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.primitiveTag
  }
}
