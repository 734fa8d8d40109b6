import CellGraphCore

/// A control that can hold keyboard focus: a text field, and any field another control adds.
///
/// To make a control focusable, conform it to `FocusableControl` instead of `Control`, then:
/// - read `node.trackedIsFocused` inside the one `tracking { }` scope of its evaluation and show
///   `node.focusCursor(isFocused)` where the cursor goes (`Email: [ada|]`); a text-like field
///   can keep a `FieldState` (text, enabled, focused, submit label, read in that scope) and
///   render `state.form(showing:)`, as `TextField` does;
/// - answer `.focus` with `node.requestFocus()` and `.submit` with
///   `node.runSubmitActions(.text)`.
/// It then takes part in `@FocusStateCell`, `.focused(_:equals:)`, `.onSubmit` and the host's
/// `focus` and `submit` interactions with no other code. Its nodes get `disappear` calls, so that
/// focus leaves a field that leaves the tree (a conformer that implements `disappear(_:)` itself
/// calls `node.focusableDidDisappear()` from it).
@MainActor
protocol FocusableControl: Control, LifecyclePrimitive {}

extension FocusableControl {
  package func disappear(_ node: PrimitiveNode<Self>) {
    node.focusableDidDisappear()
  }
}

extension Node {
  /// Whether this control holds keyboard focus, read as a dependency of the evaluation in
  /// progress (call it inside the control's one `tracking { }` scope).
  var trackedIsFocused: Bool { graph.feature(FocusCoordinator.self).isFocused(self) }

  /// The cursor a focused field shows after its text: `|`, or nothing.
  func focusCursor(_ isFocused: Bool) -> String {
    isFocused ? "|" : ""
  }

  /// Gives this control focus, as a user tapping it would: writes the focus state of its
  /// `.focused` modifier, if it has one, and moves focus in the commit phase of the next flush.
  func requestFocus() {
    graph.feature(FocusCoordinator.self).requestFocus(for: self)
  }

  /// Gives focus up, if this control holds it.
  func resignFocus() {
    graph.feature(FocusCoordinator.self).resignFocus(of: self)
  }

  /// Tells the host's focus that this control left the tree.
  func focusableDidDisappear() {
    graph.feature(FocusCoordinator.self).fieldDisappeared(self)
  }
}

extension Interaction {
  /// Gives keyboard focus to the focusable control (a text field, a search field, …), as a user
  /// tapping it would (``ViewHost/focus(_:)``).
  public static let focus = Interaction(.focusable, .focus)
  /// Presses the return key in the focusable control: runs the `.onSubmit` actions above it
  /// (``ViewHost/submit(_:)``).
  public static let submit = Interaction(.focusable, .submit)
}
