import CellGraphCore

/// What a presentation modifier's node remembers between evaluations, and what its presented
/// layer calls back into: the latest way to dismiss, the `onDismiss` action, the slot it holds
/// and the identity of what it presents.
///
/// One per modifier node (`PrimitiveNode.state`). The layer's view holds it too, as a
/// reference, so the layer compares equal across updates of the modifier.
@MainActor
final class PresentationLink {
  let kind: PresentationKind
  /// Writes the presenter's binding (`false`, `nil`): the trigger of the latest evaluation.
  var writeDismissal: @MainActor () -> Void = {}
  /// The `onDismiss` action of the latest evaluation.
  var onDismiss: (() -> Void)?
  /// The slot the modifier presents in, once it looked for it.
  var context: PresentationContext?
  /// The identity of what is presented (`nil`: nothing is).
  var presentedIdentity: AnyHashable?
  /// Whether the modifier wants to present but the slot is taken (reported once per wait).
  var isWaiting = false
  /// The identity path of the presenting view, for messages.
  var presenterPath = ""
  /// The detent a sheet rests at, when its content declares detents
  /// (`presentationDetents(_:)`); the frame's title shows it.
  var restingDetent: PresentationDetent?

  /// The `interactiveDismissDisabled(true)` modifiers inside the presented content, by node.
  private var gestureBlockers: Set<ObjectIdentifier> = []

  /// Whether a modifier inside the content disables dismissal by a gesture.
  var isDismissGestureBlocked: Bool { !gestureBlockers.isEmpty }

  init(kind: PresentationKind) {
    self.kind = kind
  }

  /// The graph of the modifier's node, for the diagnostic of a late dismissal; `nil` once it is
  /// gone. Not a strong reference: a `DismissAction` kept by a task can outlive the host.
  var graph: Graph? {
    get { graphHandle?.graph }
    set { graphHandle = newValue?.handle }
  }
  private var graphHandle: GraphHandle?

  /// Dismisses the presentation as `\.dismiss` does: writes the presenter's binding. The layer
  /// leaves in the next pass, when the modifier reads the binding again.
  ///
  /// Called once the presentation is gone (a `dismiss` kept by a task and called after the
  /// sheet was dismissed), it changes nothing, as in SwiftUI, and reports `dismissUnavailable`.
  func dismiss() {
    guard presentedIdentity != nil else {
      let diagnostic = Diagnostic(
        kind: .dismissUnavailable,
        message: """
          dismiss() was called for \(kind.withArticle) of \(presenterPath) that is no longer \
          presented (it was dismissed before, and the action was kept); nothing changed, as in \
          SwiftUI.
          """,
        path: presenterPath)
      if let graph { graph.report(diagnostic) } else { Graph.reportUnattributed(diagnostic) }
      return
    }
    writeDismissal()
  }

  /// Records whether the `interactiveDismissDisabled` modifier `blocker` blocks the gesture.
  func setDismissGestureBlocked(_ isBlocked: Bool, by blocker: ObjectIdentifier) {
    if isBlocked {
      gestureBlockers.insert(blocker)
    } else {
      gestureBlockers.remove(blocker)
    }
  }
}
