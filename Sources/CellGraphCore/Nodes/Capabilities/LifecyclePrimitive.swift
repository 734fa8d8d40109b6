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
package protocol LifecyclePrimitive: PrimitiveView {
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
  package func appear(_ node: PrimitiveNode<Self>) {}
  package func disappear(_ node: PrimitiveNode<Self>) {}
  package func willRemove(_ node: PrimitiveNode<Self>) {}
  package static func actionLabel(appearing: Bool) -> String {
    appearing ? "appear" : "disappear"
  }
}

// The entry points `Node` calls through `PrimitiveCapabilities.lifecycle`. In each, `node` is a
// `PrimitiveNode<Self>`: the capability was found on its view type's own `ViewTypeInfo`. A bit
// cast, not `as!`.
extension LifecyclePrimitive {
  static func runAppear(of node: Node) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.appear(node)
  }

  static func runDisappear(of node: Node) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.disappear(node)
  }

  static func runWillRemove(of node: Node) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.willRemove(node)
  }
}
