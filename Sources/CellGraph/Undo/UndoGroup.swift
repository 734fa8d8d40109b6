import CellGraphCore

/// One registered undo action: the closure to run and the object it acts on.
///
/// The target is kept so that `UndoStack.removeAllActions(withTarget:)` can find the actions of
/// one object; it is held strongly, like the handler that usually captures it anyway.
struct UndoAction {
  let target: AnyObject
  let run: @MainActor () -> Void
}

/// The actions registered between a `beginUndoGrouping()` and its `endUndoGrouping()`: undone
/// (or redone) together, newest first, under one action name.
@MainActor
final class UndoGroup {
  var actions: [UndoAction] = []
  var actionName = ""

  /// Whether this group was opened by the stack itself for the current event (`groupsByEvent`),
  /// and so is closed at the end of the event rather than by an explicit `endUndoGrouping()`.
  let isEventGroup: Bool

  init(isEventGroup: Bool) {
    self.isEventGroup = isEventGroup
  }

  /// Runs the actions newest first: the last change made is the first one taken back, so a group
  /// of dependent edits unwinds in the right order.
  func runActions() {
    for action in actions.reversed() { action.run() }
  }
}

/// What happened to an undo stack, for whoever tracks a document's edited state.
///
/// The events follow `NSDocument`'s change counting: a closed top-level group is a change done,
/// an undo takes one back, a redo makes it again.
package enum UndoStackChange: Equatable, Sendable {
  /// A top-level group with at least one action was closed and pushed on the undo stack.
  case done
  /// A group was undone.
  case undone
  /// A group was redone.
  case redone
  /// `removeAllActions()` emptied both stacks.
  case cleared
}
