/// The end of an event: where a stack with `groupsByEvent` closes the group it opened.
///
/// On Apple platforms the run loop closes an `UndoManager`'s event group at the end of each pass.
/// CellGraph has no run loop; its event is a host interaction (a tap, a toggle, typing into a
/// field) and a `ViewHost.flush()`. Each stack that opened an event group registers here, and the
/// host calls ``UndoStack/endEvent()`` after every interaction and flush.
@MainActor
enum UndoEvent {
  /// The stacks whose event group is open, in the order they opened it.
  private static var stacksWithOpenEventGroup: [UndoStack] = []

  static func didOpenEventGroup(in stack: UndoStack) {
    stacksWithOpenEventGroup.append(stack)
  }

  /// What runs once after the groups of the current event are closed: a document checking that
  /// a change it saw was registered for undo.
  private static var afterEnd: [@MainActor () -> Void] = []

  /// Runs `check` once at the end of the current event, after its undo groups are closed.
  static func afterEnd(_ check: @escaping @MainActor () -> Void) {
    afterEnd.append(check)
  }

  /// Closes every event group opened since the last call, then runs the end-of-event checks.
  static func end() {
    if !stacksWithOpenEventGroup.isEmpty {
      let stacks = stacksWithOpenEventGroup
      stacksWithOpenEventGroup.removeAll()
      for stack in stacks { stack.closeEventGroup() }
    }
    guard !afterEnd.isEmpty else { return }
    let checks = afterEnd
    afterEnd.removeAll()
    for check in checks { check() }
  }
}
