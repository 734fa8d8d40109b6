import CellGraphCore

/// The content of `focusable(_:onFocusChange:)`: reads `\.isFocused` from the focusable view
/// around it and runs its action, in the commit phase, each time that value changes.
///
/// Its node keeps the value it last saw, so that only a change runs the action; it reads the
/// value in its own tracking scope, so focus coming or going re-runs this node, not its content.
nonisolated struct FocusChangeObserver<Content: View>: View {
  let content: Content
  let action: @MainActor (Bool) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension FocusChangeObserver: PrimitiveView {
  typealias NodeState = ValueBox<Bool>

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let isFocused = node.tracking { node.environment.isFocused }
    let previous = node.state?.value ?? false
    node.state = ValueBox(isFocused)
    if isFocused != previous {
      let action = self.action
      node.graph.enqueue("focus change", of: node) { action(isFocused) }
    }
    node.updateChild(content)
  }
}
