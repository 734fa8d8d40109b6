/// A built-in view whose nodes act when they appear, disappear or leave the tree: `onAppear`,
/// `task`, `onChange`'s initial action, a focusable field giving up focus.
///
/// Adopting the protocol is what gives the type's nodes these calls (`Node.hasLifecycle`); a
/// primitive without it is never queued for them. Each requirement has an empty default, so a
/// conformer writes only the calls it needs.
///
/// ```swift
/// extension AppearanceActions: LifecyclePrimitive {
///   func appear(_ node: PrimitiveNode<Self>) { onAppear?() }
///   static func actionLabel(appearing: Bool) -> String { appearing ? "onAppear" : "onDisappear" }
/// }
/// ```
@MainActor
protocol LifecyclePrimitive: PrimitiveView {
  /// Runs in the commit phase after the node first appeared.
  func appear(_ node: PrimitiveNode<Self>)
  /// Runs in the commit phase after the node left the tree.
  func disappear(_ node: PrimitiveNode<Self>)
  /// Runs at once when the node leaves the tree, during the update (a task is cancelled here).
  func willRemove(_ node: PrimitiveNode<Self>)
  /// The name of the action the node runs when it appears or disappears, for attribution.
  static func actionLabel(appearing: Bool) -> String
}

extension LifecyclePrimitive {
  func appear(_ node: PrimitiveNode<Self>) {}
  func disappear(_ node: PrimitiveNode<Self>) {}
  func willRemove(_ node: PrimitiveNode<Self>) {}
  static func actionLabel(appearing: Bool) -> String { appearing ? "appear" : "disappear" }
}

// The entry points `PrimitiveNode` calls through `PrimitiveCapabilities.lifecycle`. In each, `W`
// is `Self`: the capability was found on `W`'s own `ViewTypeInfo`. A bit cast, not `as!`.
extension LifecyclePrimitive {
  static func runAppear<W: PrimitiveView>(of node: PrimitiveNode<W>) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.appear(node)
  }

  static func runDisappear<W: PrimitiveView>(of node: PrimitiveNode<W>) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.disappear(node)
  }

  static func runWillRemove<W: PrimitiveView>(of node: PrimitiveNode<W>) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.willRemove(node)
  }
}
