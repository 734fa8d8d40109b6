import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A view whose one button makes two undoable edits in one tap.
private struct TwoEditButton: View {
  let log: UndoLog
  let undo: UndoStack
  var body: some View {
    Button("Edit twice") {
      log.set(log.value + 1, named: "First", in: undo)
      log.set(log.value + 1, named: "Twice", in: undo)
    }
  }
}

@MainActor
@Suite struct UndoStackGroupingTests {
  @Test("An explicit group is undone as one step, its actions newest first")
  func explicitGroup() {
    let undo = UndoStack()
    let log = UndoLog()
    undo.groupsByEvent = false
    undo.beginUndoGrouping()
    undo.registerUndo(withTarget: log) { $0.entries.append("undo first") }
    undo.registerUndo(withTarget: log) { $0.entries.append("undo second") }
    #expect(undo.groupingLevel == 1)
    undo.endUndoGrouping()
    #expect(undo.groupingLevel == 0 && undo.canUndo)
    undo.undo()
    #expect(log.entries == ["undo second", "undo first"])
    #expect(!undo.canUndo)
  }

  @Test("A nested group's actions and name join the enclosing group")
  func nestedGroups() {
    let undo = UndoStack()
    let log = UndoLog()
    undo.groupsByEvent = false
    undo.beginUndoGrouping()
    undo.registerUndo(withTarget: log) { $0.entries.append("outer") }
    undo.beginUndoGrouping()
    undo.registerUndo(withTarget: log) { $0.entries.append("inner") }
    #expect(undo.groupingLevel == 2)
    undo.endUndoGrouping()
    undo.endUndoGrouping()
    undo.undo()
    #expect(log.entries == ["inner", "outer"])
    #expect(!undo.canUndo, "the nested group was not a step of its own")
  }

  @Test("An empty group leaves nothing on the undo stack")
  func emptyGroup() {
    let undo = UndoStack()
    undo.beginUndoGrouping()
    undo.endUndoGrouping()
    #expect(!undo.canUndo)
  }

  @Test("With groupsByEvent, the registrations of one event are one undo step")
  func groupsByEvent() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    log.set(2, named: "Two", in: undo)
    #expect(undo.groupingLevel == 1, "the first registration opened the event group")
    #expect(undo.canUndo && undo.undoActionName == "Two", "the open group counts already")
    UndoStack.endEvent()
    #expect(undo.groupingLevel == 0)
    log.set(3, named: "Three", in: undo)
    UndoStack.endEvent()
    undo.undo()
    #expect(log.value == 2)
    undo.undo()
    #expect(log.value == 0, "both edits of the first event were undone together")
    undo.redo()
    #expect(log.value == 2, "and are redone together")
  }

  @Test("Undo during the event of an edit closes the event group and takes the edit back")
  func undoClosesEventGroup() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    undo.undo()
    #expect(log.value == 0 && undo.groupingLevel == 0 && undo.canRedo)
  }

  @Test("One host interaction is one undo step, and a flush ends the event")
  func interactionIsAnEvent() throws {
    let undo = UndoStack()
    let log = UndoLog()
    let host = ViewHost(TwoEditButton(log: log, undo: undo))
    try host.tap("Edit twice")
    #expect(undo.groupingLevel == 0, "the tap closed its group")
    try host.tap("Edit twice")
    #expect(log.value == 4)
    undo.undo()
    #expect(log.value == 2 && undo.undoActionName == "Twice")
    undo.undo()
    #expect(log.value == 0 && !undo.canUndo)
    log.set(7, named: "Outside", in: undo)
    host.flush()
    #expect(undo.groupingLevel == 0, "the flush closed the group opened outside an interaction")
  }

  @Test(
    "Registering with no group while groupsByEvent is off makes a group of its own and reports it")
  func registrationWithoutGroup() {
    let undo = UndoStack()
    let log = UndoLog()
    let diagnostics = Self.undoDiagnostics {
      undo.groupsByEvent = false
      log.set(1, named: "One", in: undo)
      log.set(2, named: "Two", in: undo)
    }
    #expect(diagnostics.count == 1, "one message, reported once: \(diagnostics)")
    #expect(diagnostics.first?.contains("no open undo group") == true)
    undo.undo()
    #expect(log.value == 1, "each registration was its own step")
  }

  @Test("endUndoGrouping with no open group is reported and ignored")
  func unbalancedEnd() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    let diagnostics = Self.undoDiagnostics { undo.endUndoGrouping() }
    #expect(diagnostics.contains { $0.contains("endUndoGrouping() was called with no open") })
    #expect(undo.groupingLevel == 1, "the event group is closed by the event, not by the call")
    UndoStack.endEvent()
    #expect(undo.canUndo)
  }

  @Test("undo inside an explicit group is reported and ignored")
  func undoInsideGroup() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    UndoStack.endEvent()
    undo.beginUndoGrouping()
    let diagnostics = Self.undoDiagnostics { undo.undo() }
    #expect(diagnostics.contains { $0.contains("undo() was called with 1 undo group(s) open") })
    #expect(log.value == 1)
    undo.endUndoGrouping()
    undo.undo()
    #expect(log.value == 0)
  }

  @Test("undo called from an undo handler is reported and ignored")
  func undoWhileUndoing() {
    let undo = UndoStack()
    let log = UndoLog()
    log.set(1, named: "One", in: undo)
    log.set(2, named: "Two", in: undo)
    UndoStack.endEvent()
    log.set(3, named: "Three", in: undo)
    UndoStack.endEvent()
    undo.registerUndo(withTarget: log) { _ in undo.undo() }
    UndoStack.endEvent()
    let diagnostics = Self.undoDiagnostics { undo.undo() }
    #expect(diagnostics.contains { $0.contains("undo() was called while undoing") })
    #expect(log.value == 3, "the nested undo did not run")
  }

  /// The messages of the `undoMisuse` diagnostics `body` raises outside any host.
  static func undoDiagnostics(_ body: () -> Void) -> [String] {
    let before = UnhostedDiagnostics.all.count
    body()
    return UnhostedDiagnostics.all.dropFirst(before).filter { $0.kind == .undoMisuse }
      .map(\.message)
  }
}
