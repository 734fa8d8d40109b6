import CellGraphCore

/// The root of a presented subtree: what a presentation modifier's node has as its second child
/// while it presents.
///
/// It gives its content the presentation's environment (`\.dismiss` ending this presentation,
/// `\.isPresented` true, its own presentation slot for nested presentations), registers with the
/// host's `PresentationStack` for the text and the dismiss interaction, and is the control a
/// dismiss interaction acts on (kind `presentation`, labelled with its kind: `sheet`).
///
/// Its node lives exactly as long as the presentation: created when it is presented (fresh
/// state for the content), removed when it is dismissed (disappear actions, tasks cancelled).
nonisolated struct PresentedLayer<Content: View>: View {
  let content: Content
  /// The presenting modifier's memory; a reference, so the layer's value compares equal across
  /// the modifier's updates and only `content` decides whether the layer re-runs.
  let link: PresentationLink

  var body: Never { primitiveBody(Self.self) }
}

extension ControlKind {
  static let presentation = ControlKind("presentation")
}

extension ControlAction.Name {
  /// Dismisses a presentation as a user would (swipe down, the escape key, a tap outside).
  package static let dismiss = Self("dismiss") { label, _ in "dismiss \(label)" }
}

extension ControlAction {
  package static let dismiss = ControlAction(.dismiss)
}

@MainActor extension PresentedLayer: Control, LifecyclePrimitive, EnvironmentProvidingPrimitive {
  static var controlKind: ControlKind { .presentation }

  static var isStructural: Bool { true }

  /// A presentation goes away with its own animation, not its presenter's transaction: dismissed
  /// inside `withAnimation`, the layer is removed at once (content disappears, then `onDismiss`),
  /// and the presenter takes interactions again.
  static var leavesWithTransition: Bool { false }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The node's state is the environment it provides (`ProvidedEnvironment`, as an environment
    // modifier's), so that dependency graphs show it as the provider of `\.dismiss`.
    let provided = node.state
    if provided == nil { node.graph.feature(PresentationStack.self).push(node, kind: link.kind) }
    // Provided once per inherited chain: a new `DismissAction` (a closure) would compare as a
    // new value and re-run every reader of `\.dismiss` on each update.
    if provided == nil || provided?.inherited.hasSameProviders(as: node.environment) == false {
      let inherited = node.environment
      let context =
        node.presentationContext
        ?? PresentationContext(ownerDescription: "the \(link.kind.name) of \(link.presenterPath)")
      var written = inherited
      let link = self.link
      let system = Tracking.untracked { inherited.dismiss.system }
      written.dismiss = DismissAction(system: system) { [weak link] in link?.dismiss() }
      written.isPresented = true
      written[PresentationContextKey.self] = context
      written[ButtonsDismissKey.self] = link.kind.buttonsDismiss
      written[PresentationLinkKey.self] = link
      node.state = ProvidedEnvironment(
        inherited: inherited, entries: written.entries(addedTo: inherited))
      node.childEnvironment = written
    }
    // A presentation's preferences stay inside it, as in SwiftUI: a sheet's title or toolbar
    // does not reach the presenter's readers; readers inside the sheet still see them.
    node.updateChild(content.preferenceBoundary())
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    link.kind.name
  }

  /// Dismisses as a user would: a swipe down or a tap outside for a sheet or popover; for an
  /// alert or a dialog, its cancel button (the escape key). A full-screen cover has no gesture.
  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .dismiss else { throw .unsupported }
    if link.kind.buttonsDismiss {
      guard let cancel = node.cancelButton else {
        throw .rejected(
          """
          this \(link.kind.name) has no button with role .cancel, so a user cannot dismiss it \
          without choosing one of its actions; tap one of its buttons instead
          """)
      }
      try cancel.perform(.press)
      return
    }
    guard link.kind.hasDismissGesture else {
      throw .rejected(
        """
        a full-screen cover has no dismiss gesture; dismiss it from its content with \
        \\.dismiss, or write its binding
        """)
    }
    guard !link.isDismissGestureBlocked else {
      throw .rejected(
        """
        its content sets interactiveDismissDisabled(true), so a user cannot swipe it away; \
        dismiss it from its content with \\.dismiss, or write its binding
        """)
    }
    link.dismiss()
  }

  func willRemove(_ node: PrimitiveNode<Self>) {
    node.graph.feature(PresentationStack.self).remove(node)
    link.context?.release(from: link)
  }
}

/// Whether tapping a button here dismisses the presentation it is in (inside an alert or a
/// confirmation dialog), set by each presented layer for its content.
struct ButtonsDismissKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension Node {
  /// The presentation slot a presented layer gives the views inside it, once it gave one.
  fileprivate var presentationContext: PresentationContext? {
    Tracking.untracked { childEnvironment?[PresentationContextKey.self] ?? nil }
  }

  /// After a button's action ran: inside an alert or a confirmation dialog, dismisses it, as
  /// every button of one does in SwiftUI. Reads the environment outside any tracking scope.
  func dismissPresentationAfterButtonAction() {
    let environment = self.environment
    guard environment[ButtonsDismissKey.self] else { return }
    environment.dismiss()
  }

  /// The first button with role `.cancel` in this subtree (an alert's or dialog's own, or the
  /// one added for it), as a control.
  var cancelButton: ControlHandle? {
    if let button = self as? any RoledButtonNode, button.buttonRole == .cancel {
      return control
    }
    for child in children {
      if let found = child.cancelButton { return found }
    }
    return nil
  }

  /// Whether this subtree holds any button.
  var containsButton: Bool {
    if self is any RoledButtonNode { return true }
    return children.contains { $0.containsButton }
  }
}

/// The node of a `Button`, whose role presentations look for.
@MainActor
protocol RoledButtonNode: AnyObject {
  var buttonRole: ButtonRole? { get }
}

/// A view that is a button with a role (`Button`).
@MainActor
protocol RoledButton {
  var buttonRole: ButtonRole? { get }
}

@MainActor extension Button: RoledButton {
  var buttonRole: ButtonRole? { role }
}

extension PrimitiveNode: RoledButtonNode where V: RoledButton {
  var buttonRole: ButtonRole? { view.buttonRole }
}

extension Interaction {
  /// Dismisses the presentation as a user would: a swipe down, the escape key, a tap outside, or
  /// the cancel button of an alert (``ViewHost/dismissPresentation()``).
  public static let dismiss = Interaction(.kind(.presentation), .dismiss)
}
