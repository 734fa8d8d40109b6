import CellGraphCore

/// Holding a button down: a finger that stays on the button between two steps of a test, so that
/// a `ButtonStyle` evaluates its body with `isPressed == true` in an update of its own.
extension ViewHost {
  /// Puts a finger down on the button labelled `label` and keeps it there: its style's
  /// configuration has `isPressed == true` from the next update until ``release()``. The action
  /// does not run yet.
  ///
  /// ```swift
  /// try host.press("Save")      // a ButtonStyle's body sees isPressed == true
  /// try host.release()          // isPressed == false again, and save() runs
  /// ```
  ///
  /// Throws ``InteractionError`` as ``tap(_:)`` does: no such button, several, or disabled.
  public func press(_ label: String) throws {
    try perform(.pressDown, on: label)
  }

  /// Lifts the finger from the button held most recently (``press(_:)``): its style's
  /// configuration has `isPressed == false` again, and its action runs, as a tap's would.
  ///
  /// Throws ``InteractionError`` (`.rejected`) when no button is held, or the held one left the
  /// tree; nothing runs then. A held button that became disabled is let go without running its
  /// action, and the error says it is disabled.
  public func release() throws {
    flush()
    let held = graph.feature(HeldButtons.self)
    guard let node = held.mostRecent, let control = node.control else {
      throw InteractionError(
        reason: .rejected("no button is held down: call press(_:) first"),
        controlKind: ControlKind.button.rawValue, label: "", candidates: [])
    }
    if !control.isEnabled {
      graph.perform(as: .interaction("let go of \"\(control.label)\"")) { held.release(node) }
      graph.endEvent()
    }
    try Self.perform(
      .release, on: control, in: graph,
      trigger: control.kind.phrase(for: .release, label: control.label))
  }
}
