/// The view at the top of every host: holds the user's root view as its only child.
nonisolated struct HostRoot<Content: View>: View {
  let content: Content
  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension HostRoot: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}
