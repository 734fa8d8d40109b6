extension Node {
  /// This node's state, if it is the node of a built-in view whose state is an `S`.
  ///
  /// A primitive reads its own node's state typed (`PrimitiveNode.state`, of its `NodeState`).
  /// This is the one place where node state is read without knowing the node's view type, with
  /// one dynamic check: for a container reading its children's (a navigation stack its
  /// screens'), a lazy stack looking for its scroll view, and inspection. `nil` for a custom
  /// view's node, a primitive that keeps another type, or one that has not made its state yet.
  ///
  /// ```swift
  /// let context = stack.children.last?.primitiveState(as: NavigationLayerContext.self)
  /// ```
  package final func primitiveState<S: AnyObject>(as type: S.Type) -> S? {
    primitiveState as? S
  }
}
