import CellGraphCore

/// The view `navigationDestination(isPresented:)` and `(item:)` return: while its binding holds
/// `true` (or an item), a screen is pushed above its stack's path; going back writes `false`
/// (or `nil`).
nonisolated struct PresentedDestination<Content: View, D: Hashable, C: View>: View {
  let content: Content
  let isPresented: BindingCell<Bool>?
  let item: BindingCell<D?>?
  let view: C?
  let build: ((D) -> C)?

  var body: Never { primitiveBody(Self.self) }
}

/// The screen a presented destination pushed, while pushed.
@MainActor
final class PresentedDestinationState {
  var layer: ExtraLayer?
}

@MainActor extension PresentedDestination: PrimitiveView {
  typealias NodeState = PresentedDestinationState

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state = node.state ?? PresentedDestinationState()
    node.state = state
    let presented = node.tracking {
      if let isPresented { return isPresented.wrappedValue }
      return item?.wrappedValue != nil
    }
    if let stack = Tracking.untracked({ node.environment.navigationStack }) {
      let isPushed = state.layer.map { layer in stack.extraLayers.contains { $0 === layer } }
      switch (presented, isPushed ?? false) {
      case (true, false):
        state.layer = stack.pushLayer(
          owner: node,
          build: { [weak node] in node?.view.destinationView ?? AnyView(EmptyView()) },
          pop: { [weak node] in node?.view.endPresentation() })
      case (false, true):
        if let layer = state.layer { stack.removeLayer(layer) }
        state.layer = nil
      case (true, true) where reason != .appeared && !stack.isEvaluating:
        // The pushed screen shows the destination as it is now. Not while the stack evaluates:
        // it builds its pushed screens after the screens below them, where this presenter is,
        // so it is about to show the destination as it is now; asking it to run again would
        // re-run this presenter with it, and again, without end.
        stack.changed()
      default:
        break
      }
    }
    node.updateChild(content)
  }

  /// The pushed screen's content for the binding's current value.
  var destinationView: AnyView {
    if let view { return AnyView(view) }
    if let build, let item = Tracking.untracked({ item?.wrappedValue }) {
      return AnyView(build(item))
    }
    return AnyView(EmptyView())
  }

  /// Writes `false` or `nil`: the screen was popped.
  func endPresentation() {
    isPresented?.wrappedValue = false
    item?.wrappedValue = nil
  }
}
