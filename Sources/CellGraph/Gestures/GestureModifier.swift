import CellGraphCore

/// How a gesture attached to a view takes part when several gestures see the same input.
enum GesturePriority: Sendable {
  /// `.gesture`: a subview's gesture goes first; this one acts if they fail.
  case normal
  /// `.highPriorityGesture`: goes before the subviews' gestures.
  case high
  /// `.simultaneousGesture`: acts alongside the others, whichever wins.
  case simultaneous
}

/// What a gesture modifier's node keeps: the gesture, as recognizers for new sessions.
@MainActor
final class AttachedGesture {
  let priority: GesturePriority
  let mask: GestureMask
  /// A recognizer for a new session, reporting locations in `space` (this modifier's node's).
  let makeRecognizer: (_ space: GestureSpace) -> AnyGestureRecognizer

  init(
    priority: GesturePriority, mask: GestureMask,
    make: @escaping (_ space: GestureSpace) -> AnyGestureRecognizer
  ) {
    self.priority = priority
    self.mask = mask
    self.makeRecognizer = make
  }
}

/// The view `.gesture`, `.highPriorityGesture`, `.simultaneousGesture`, `.onTapGesture` and
/// `.onLongPressGesture` return: its content as it is (no text of its own), with a gesture that
/// the host's gesture drivers reach through the content.
nonisolated struct GestureModifier<Content: View, G: Gesture>: View {
  let content: Content
  let gesture: G
  let priority: GesturePriority
  let mask: GestureMask

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension GestureModifier: PrimitiveView {
  package typealias NodeState = AttachedGesture

  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let gesture = gesture
    node.state = AttachedGesture(priority: priority, mask: mask) { space in
      AnyGestureRecognizer(gesture.recognizer(in: space))
    }
    node.updateChild(content)
  }
}

extension Node {
  /// The gesture attached here, if this is a gesture modifier's node.
  var attachedGesture: AttachedGesture? { primitiveState(as: AttachedGesture.self) }
}
