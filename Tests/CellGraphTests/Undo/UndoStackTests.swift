import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct UndoStackTests {
  @Test("A new stack has nothing to undo or redo, and undo and redo then do nothing")
  func emptyStack() {
    let undo = UndoStack()
    #expect(!undo.canUndo && !undo.canRedo)
    #expect(undo.undoActionName == "" && undo.redoActionName == "")
    undo.undo()
    undo.redo()
    #expect(!undo.canUndo && !undo.canRedo, "undo and redo of an empty stack change nothing")
  }

  @Test("Undo takes back one edit and redo makes it again, through the registered handlers")
  func undoRedoSingleEdit() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "Set", in: undo)
    UndoStack.endEvent()
    #expect(undo.canUndo && !undo.canRedo)
    undo.undo()
    #expect(log.value == 0)
    #expect(!undo.canUndo && undo.canRedo, "the undo's registration became the redo")
    undo.redo()
    #expect(log.value == 1)
    #expect(undo.canUndo && !undo.canRedo, "the redo's registration became the undo again")
  }

  @Test("Undo and redo alternate any number of times over a history of edits")
  func longHistory() {
    let undo = UndoStack()
    let log = UndoLog()
    for value in 1...3 {
      log.set(value, named: "Set \(value)", in: undo)
      UndoStack.endEvent()
    }
    undo.undo()
    undo.undo()
    #expect(log.value == 1)
    undo.redo()
    #expect(log.value == 2)
    undo.undo()
    undo.undo()
    undo.undo()
    #expect(log.value == 0 && !undo.canUndo)
    undo.redo()
    undo.redo()
    undo.redo()
    #expect(log.value == 3 && !undo.canRedo)
  }

  @Test("A new edit after an undo clears the redo stack")
  func newEditClearsRedo() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    UndoStack.endEvent()
    undo.undo()
    #expect(undo.canRedo)
    log.set(5, named: "Five", in: undo)
    UndoStack.endEvent()
    #expect(!undo.canRedo, "registering outside undo and redo is a new edit")
    undo.undo()
    #expect(log.value == 0)
  }

  @Test("An undo whose handler registers nothing leaves nothing to redo")
  func undoWithoutRedo() {
    let undo = UndoStack()
    let log = UndoLog()
    log.value = 1
    undo.registerUndo(withTarget: log) { $0.value = 0 }
    UndoStack.endEvent()
    undo.undo()
    #expect(log.value == 0 && !undo.canRedo)
  }

  @Test("Action names follow the group: the undone group's name becomes the redo's name")
  func actionNames() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "Add 🚚", in: undo)
    UndoStack.endEvent()
    log.set(2, named: "Move 🚚", in: undo)
    UndoStack.endEvent()
    #expect(undo.undoActionName == "Move 🚚")
    #expect(undo.undoMenuItemTitle == "Undo Move 🚚")
    #expect(undo.redoMenuItemTitle == "Redo", "no name: the bare verb")
    undo.undo()
    #expect(undo.undoActionName == "Add 🚚" && undo.redoActionName == "Move 🚚")
    #expect(undo.redoMenuItemTitle == "Redo Move 🚚")
    undo.redo()
    #expect(undo.undoActionName == "Move 🚚" && undo.redoActionName == "")
  }

  @Test("setActionName after a group closed names the newest group on the undo stack")
  func nameAfterClosing() {
    let undo = UndoStack()
    let log = UndoLog()
    undo.registerUndo(withTarget: log) { $0.value = 0 }
    UndoStack.endEvent()
    undo.setActionName("Late")
    #expect(undo.undoActionName == "Late")
  }

  @Test("isUndoing and isRedoing are true only while the handlers of an undo or redo run")
  func phases() {
    let undo = UndoStack()
    let log = UndoLog()
    var seen: [String] = []
    func register() {
      undo.registerUndo(withTarget: log) { _ in
        seen.append("undoing \(undo.isUndoing) redoing \(undo.isRedoing)")
        register()
      }
    }
    register()
    UndoStack.endEvent()
    #expect(!undo.isUndoing && !undo.isRedoing)
    undo.undo()
    undo.redo()
    #expect(seen == ["undoing true redoing false", "undoing false redoing true"])
    #expect(!undo.isUndoing && !undo.isRedoing)
  }

  @Test("levelsOfUndo keeps only the newest groups, and lowering it trims at once")
  func levels() {
    let undo = UndoStack()
    let log = UndoLog()
    undo.levelsOfUndo = 3
    for value in 1...5 {
      log.set(value, named: "\(value)", in: undo)
      UndoStack.endEvent()
    }
    var undone = 0
    while undo.canUndo {
      undo.undo()
      undone += 1
    }
    #expect(undone == 3 && log.value == 2, "the two oldest edits were dropped")
    undo.levelsOfUndo = 1
    var redone = 0
    while undo.canRedo {
      undo.redo()
      redone += 1
    }
    #expect(redone == 1 && log.value == 3, "lowering the limit dropped the oldest redos")
  }

  @Test("removeAllActions empties both stacks and enables registration again")
  func removeAll() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    log.set(2, named: "Two", in: undo)
    UndoStack.endEvent()
    log.set(3, named: "Three", in: undo)
    UndoStack.endEvent()
    undo.undo()
    undo.disableUndoRegistration()
    undo.removeAllActions()
    #expect(!undo.canUndo && !undo.canRedo)
    #expect(undo.isUndoRegistrationEnabled)
  }

  @Test("removeAllActions(withTarget:) removes only that target's actions and drops empty groups")
  func removeForTarget() {
    let undo = UndoStack()
    let kept = UndoLog()
    let removed = UndoLog()
    kept.set(1, named: "Both", in: undo)
    removed.set(1, named: "Both", in: undo)
    UndoStack.endEvent()
    removed.set(2, named: "Removed only", in: undo)
    UndoStack.endEvent()
    undo.removeAllActions(withTarget: removed)
    #expect(undo.undoActionName == "Both", "the group left empty is gone")
    undo.undo()
    #expect(kept.value == 0 && removed.value == 2, "only the other target's action ran")
    #expect(!undo.canUndo)
  }

  @Test("Registrations between disable and enable are ignored, and the calls nest")
  func disabledRegistration() {
    let undo = UndoStack()
    let log = UndoLog()
    undo.disableUndoRegistration()
    undo.disableUndoRegistration()
    log.set(1, named: "Ignored", in: undo)
    undo.enableUndoRegistration()
    #expect(!undo.isUndoRegistrationEnabled, "one disable is still unbalanced")
    log.set(2, named: "Ignored too", in: undo)
    undo.enableUndoRegistration()
    UndoStack.endEvent()
    #expect(!undo.canUndo)
    log.set(3, named: "Recorded", in: undo)
    UndoStack.endEvent()
    #expect(undo.canUndo && undo.undoActionName == "Recorded")
  }
}
