import CellGraphCore

/// What a user does to a control, as a host interaction performs it.
///
/// Every control takes the actions it has a counterpart for and throws
/// `ControlActionError.unsupported` for the rest. Cases carry their input as the user gives it:
/// an option by its label, a number, a row by its label.
package enum ControlAction: Sendable {
  /// Taps a button, a link, a menu item.
  case press
  /// Flips a toggle, expands or collapses a disclosure group.
  case toggle
  /// Replaces the text of a text field, secure field or text editor.
  case setText(String)
  /// Chooses the option (of a picker, a menu) whose label is the string.
  case choose(String)
  /// Steps a stepper or a slider up by one step.
  case increment
  /// Steps a stepper or a slider down by one step.
  case decrement
  /// Sets a slider (or any numeric control) to a value, clamped and stepped as the control would.
  case setValue(Double)
  /// Selects the row of a list whose label is the string (adds it to a multiple selection).
  case select(String)
  /// Deselects the row of a list whose label is the string.
  case deselect(String)
  /// Deletes the row of a list whose label is the string (swipe to delete).
  case delete(String)
  /// Moves the row whose label is the first string to the position of the row labelled the second.
  case move(String, before: String?)
  /// Gives the control keyboard focus.
  case focus
  /// Submits the control's text (the return key).
  case submit
  /// Scrolls a scroll view by a number of lines and columns (negative: up, left), clamped to its
  /// content; `Int.max` scrolls to the end.
  case scroll(lines: Int, columns: Int)
  /// Runs the refresh action of a refreshable view (pull to refresh).
  case refresh
  /// Dismisses a presentation as a user would (swipe down, the escape key, a tap outside).
  case dismiss
  /// Goes back one level (the back button of a navigation stack, a swipe from the edge).
  case back
}

/// Why a control refused an action.
package enum ControlActionError: Error, Sendable, Equatable {
  /// The control has no counterpart for the action (a button cannot be typed into).
  case unsupported
  /// The control cannot take the input; the message says what was wrong and what it offers.
  case rejected(String)
}
