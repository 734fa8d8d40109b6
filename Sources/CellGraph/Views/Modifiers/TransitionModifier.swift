import CellGraphCore

nonisolated extension View {
  /// The transition this view uses when an animated update inserts or removes it.
  ///
  /// A view removed by an animated update stays in the tree, marked as leaving, until the
  /// animation ends on the host's virtual clock (see `AnyTransition`); `.identity` removes it at
  /// once. Without this modifier, a view uses `.opacity`, as in SwiftUI.
  ///
  /// ```swift
  /// if isShown {
  ///   Banner().transition(.slide)
  /// }
  /// ```
  public func transition(_ transition: AnyTransition) -> some View {
    TransitionModifier(content: self, transition: transition)
  }
}

/// The view `transition(_:)` returns. Its node registers the transition with the graph, where a
/// removal finds it.
nonisolated struct TransitionModifier<Content: View>: View {
  let content: Content
  let transition: AnyTransition

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TransitionModifier: LifecyclePrimitive {
  static var isStructural: Bool { true }
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.graph.registerTransition(transition, of: node)
    node.updateChild(content)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.unregisterTransition(of: node)
  }

  static func actionLabel(appearing: Bool) -> String { "transition" }
}
