import CellGraphCore

nonisolated extension View {
  /// Prevents a user from dismissing the presentation this view is in by a gesture (a swipe
  /// down on a sheet, a tap outside a popover), while `isDisabled` is `true`.
  ///
  /// Apply it inside the presented content. `host.dismissPresentation()` is then refused, as the
  /// swipe would be; `\.dismiss` and the binding still dismiss. Outside a presentation it does
  /// nothing.
  ///
  /// ```swift
  /// EditForm()
  ///   .interactiveDismissDisabled(hasChanges)
  /// ```
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    InteractiveDismissSetting(content: self, isDisabled: isDisabled)
  }
}

/// The view `interactiveDismissDisabled(_:)` returns. Its node tells the presentation it is in
/// (found through the environment) whether it blocks the gesture, and withdraws when it leaves.
nonisolated struct InteractiveDismissSetting<Content: View>: View {
  let content: Content
  let isDisabled: Bool

  var body: Never { primitiveBody(Self.self) }
}

/// The presentation the views inside a presented layer are in, for the settings they make on it.
struct PresentationLinkKey: EnvironmentKey {
  static var defaultValue: PresentationLink? { nil }
}

@MainActor extension InteractiveDismissSetting: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let link = Tracking.untracked({ node.environment[PresentationLinkKey.self] }) {
      link.setDismissGestureBlocked(isDisabled, by: ObjectIdentifier(node))
    }
    node.updateChild(content)
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    let link = Tracking.untracked { node.environment[PresentationLinkKey.self] }
    link?.setDismissGestureBlocked(false, by: ObjectIdentifier(node))
  }
}
