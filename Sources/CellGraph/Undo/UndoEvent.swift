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

  /// Closes every event group opened since the last call.
  static func end() {
    guard !stacksWithOpenEventGroup.isEmpty else { return }
    let stacks = stacksWithOpenEventGroup
    stacksWithOpenEventGroup.removeAll()
    for stack in stacks { stack.closeEventGroup() }
  }
}
