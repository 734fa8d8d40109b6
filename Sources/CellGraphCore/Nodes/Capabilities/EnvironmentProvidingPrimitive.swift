/// A built-in view that provides environment values to its content (`.environment(_:_:)`,
/// `.transformEnvironment(_:_:)`, a presented layer's `\.dismiss`).
///
/// Its node keeps the entries it added as its state (`ProvidedEnvironment`), so that a later
/// value is stored into the same entries, and dependency graphs show it as their provider
/// (`Node.providedEntries`). `PrimitiveNode.provideEnvironment(_:_:)` maintains that state.
///
/// ```swift
/// extension EnvironmentWriter: EnvironmentProvidingPrimitive {
///   func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
///     node.provideEnvironment(keyPath, value)
///     node.updateChild(content)
///   }
/// }
/// ```
@MainActor
package protocol EnvironmentProvidingPrimitive: PrimitiveView
where NodeState == ProvidedEnvironment {}

extension EnvironmentProvidingPrimitive {
  /// The entries `node` provides, for `Node.providedEntries`. `node` is a `PrimitiveNode<Self>`:
  /// the capability was found on its view type's own `ViewTypeInfo`.
  static func providedEntries(of node: Node) -> [EnvironmentEntry] {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).state?.entries ?? []
  }
}
