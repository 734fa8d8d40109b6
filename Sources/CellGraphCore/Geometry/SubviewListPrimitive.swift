/// A built-in view that stands for a list of views rather than one (a `ForEach`): in a layout,
/// each of its children is a subview of the container it is in, as each view of a tuple is.
///
/// `HStack { ForEach(items) { Text($0.name) } }` has one subview per item, which the stack
/// places side by side; a custom `Layout` receives one `LayoutSubview` per item. Identity paths
/// still name the list (it is not structural): only the layout flattens it.
@MainActor
package protocol SubviewListPrimitive: PrimitiveView {}

/// Finds `SubviewListPrimitive` on a node's view type, once per type.
package enum SubviewListCapability: PrimitiveCapability {
  package static func witness(for type: any PrimitiveView.Type) -> (any SubviewListPrimitive.Type)?
  {
    type as? any SubviewListPrimitive.Type
  }
}

extension ForEach: SubviewListPrimitive {}
