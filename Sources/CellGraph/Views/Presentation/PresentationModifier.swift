import CellGraphCore

/// The view every presentation modifier returns (`sheet`, `fullScreenCover`, `popover`, `alert`,
/// `confirmationDialog`): the view it is applied to, and, while it presents, the presented layer.
///
/// Its node has the content as its first child and the layer (`PresentedLayer`) as its second,
/// while presented:
///
///     PresentationModifier ─┬ [0] content   (the presenter: its text is the modifier's)
///                           └ [1] PresentedLayer ─ the sheet's content  (shown by the host)
///
/// It reads the bindings in its own tracking scope, so a write to `isPresented` re-runs this
/// node only: not the view that owns the state (which only passed `$isPresented`), and not the
/// content, which it does not hand a new value when only the binding changed.
nonisolated struct PresentationModifier<Content: View, Trigger: PresentationTrigger, Layer: View>:
  View
{
  let content: Content
  let kind: PresentationKind
  let trigger: Trigger
  let layer: @MainActor (Trigger.Value) -> Layer
  let onDismiss: (() -> Void)?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension PresentationModifier: PrimitiveView {
  typealias NodeState = PresentationLink

  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let link = node.state ?? PresentationLink(kind: kind)
    node.state = link
    link.graph = node.graph
    let trigger = self.trigger
    link.writeDismissal = { trigger.dismiss() }
    link.onDismiss = onDismiss
    // Invalidated, only the bindings (or what the layer's content read) changed: the content is
    // the same value as before, and handing it again would compare it for nothing.
    if reason != .invalidated || node.children.isEmpty {
      node.updatePresenterContent(content)
    }
    let wanted = node.tracking { () -> (identity: AnyHashable, layer: Layer)? in
      guard let presented = trigger.presented() else {
        link.isWaiting = false
        return nil
      }
      guard node.mayPresent(link) else { return nil }
      return (presented.identity, layer(presented.value))
    }
    node.updatePresentedLayer(
      wanted.map { (identity: $0.identity, layer: PresentedLayer(content: $0.layer, link: link)) },
      link: link)
  }

  /// The presenter's text only: the layer is shown by the host, after the screen.
  ///
  /// So the layer may stay stale (`needsRender`) below this up-to-date node, the one other
  /// exception to `Node`'s invariant beside a label in a `LabelRow`. A change inside the layer
  /// then stops marking ancestors at the layer; nothing is lost, because the host reads every
  /// layer's text (`PresentationStack.screenText(over:)`) each time it builds its own.
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.children.first?.text ?? []
  }
}
