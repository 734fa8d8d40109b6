import CellGraphCore

/// A built-in view that gives its content a tag (`.tag(_:)`), which pickers, tab views and lists
/// match against their selection (`Node.tag`, `Node.taggedDescendants`).
///
/// ```swift
/// extension TaggedView: TaggedPrimitive {
///   var primitiveTag: AnyHashable? { AnyHashable(tag) }
/// }
/// ```
@MainActor
protocol TaggedPrimitive: PrimitiveView {
  /// The tag the view gives its content.
  /// The tag; `nil` when this view has none (a `NavigationLink` without a value).
  var primitiveTag: AnyHashable? { get }
}

extension TaggedPrimitive {
  /// `node`'s tag, for `Node.tag`. `node` is a `PrimitiveNode<Self>`: the capability was found
  /// on its view type's own `ViewTypeInfo`.
  static func tag(of node: Node) -> AnyHashable? {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.primitiveTag
  }
}

/// The capability of views that give their content a tag.
enum TaggedCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any TaggedPrimitive.Type)? {
    type as? any TaggedPrimitive.Type
  }
}

extension Node {
  /// The value given with `.tag(_:)`, for the node of that modifier.
  var tag: AnyHashable? { capability(TaggedCapability.self)?.tag(of: self) }
}
