import CellGraphCore

/// Interactions with keyboard focus: focusing a field and pressing its return key.
extension ViewHost {
  /// Gives keyboard focus to the field labelled `label`, as a user tapping it would.
  ///
  /// Writes the focus state of the field's `.focused` modifier, if it has one, and clears every
  /// other; the field shows a cursor after the next flush (`Email: [ada|]`). Works on every
  /// focusable control: text fields, search fields, and the fields other controls add.
  ///
  /// ```swift
  /// try host.focus("Email")
  /// host.flush()
  /// ```
  public func focus(_ label: String) throws {
    try perform(.focus, on: label)
  }

  /// Presses the return key in the field labelled `label`: runs the `.onSubmit` actions above it
  /// (innermost first, up to a `.submitScope()`).
  ///
  /// Focus stays where it is unless an action moves it.
  ///
  /// ```swift
  /// try host.submit("Email")
  /// ```
  public func submit(_ label: String) throws {
    try perform(.submit, on: label)
  }

  /// The kind of the focusable control labelled `label`; a text field when there is none, so
  /// that the error lists the text fields.
  func focusableKind(labelled label: String) -> ControlKind {
    flush()
    let focusable = allControls().filter { $0.isFocusable && $0.label == label }
    return focusable.first?.kind ?? .textField
  }
}
