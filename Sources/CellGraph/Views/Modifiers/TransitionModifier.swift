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

  /// The custom transition this view uses when an animated update inserts or removes it.
  ///
  /// The view shows `transition`'s `body(content:phase:)`: in `willAppear` when an animated
  /// update inserts it (until the host's clock next advances), in `identity` after, and in
  /// `didDisappear` while an animated update removes it, until the animation ends. Without an
  /// animation the transition does not run.
  ///
  /// ```swift
  /// if isShown {
  ///   Banner().transition(FadeAway())
  /// }
  /// ```
  public func transition<T: Transition>(_ transition: T) -> some View {
    CustomTransitionModifier(content: self, transition: transition)
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
    node.applyTransition(transition, to: content, reason: reason)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.unregisterTransition(of: node)
  }

  static func actionLabel(appearing: Bool) -> String { "transition" }
}

/// The view `transition(_:)` returns for a `Transition`: a `TransitionModifier` that makes its
/// `AnyTransition` on the main actor, where the transition's body runs.
nonisolated struct CustomTransitionModifier<Content: View, T: Transition>: View {
  let content: Content
  let transition: T

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension CustomTransitionModifier: LifecyclePrimitive {
  static var isStructural: Bool { true }
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.applyTransition(AnyTransition(transition), to: content, reason: reason)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.unregisterTransition(of: node)
  }

  static func actionLabel(appearing: Bool) -> String { "transition" }
}

extension PrimitiveNode {
  /// Registers `transition` as this node's and shows `content` through it: as it is for a
  /// built-in kind, or through the transition's body in its current phase, read as a dependency
  /// (so that a change of phase re-runs this node only).
  fileprivate func applyTransition<C: View>(
    _ transition: AnyTransition, to content: C, reason: EvaluationReason
  ) {
    graph.registerTransition(transition, of: self)
    guard transition.hasPhaseBodies else { return updateChild(content) }
    let phase = tracking {
      graph.transitionPhase(of: self, transition: transition, isInsertion: reason == .appeared)
    }
    updateChild(transition.body(of: AnyView(content), phase: phase))
  }
}
