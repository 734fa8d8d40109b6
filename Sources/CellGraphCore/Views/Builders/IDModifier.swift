nonisolated extension View {
  /// Gives the view an explicit identity: when `id` changes, the view is a different view, so its
  /// state resets, its old instance disappears and a new one appears.
  ///
  /// ```swift
  /// ProfileEditor(user: user)
  ///   .id(user.id)      // switching users starts a fresh editor
  /// ```
  public func id<ID: Hashable>(_ id: ID) -> some View {
    IdentifiedView(content: self, id: id)
  }
}

/// The view `id(_:)` returns.
nonisolated struct IdentifiedView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension IdentifiedView: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content, key: .explicit(AnyHashable(id)))
  }
}
