import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A button that records one undoable edit of `log` in `undo`.
private struct EditButton: View {
  let label: String
  let log: UndoLog
  let undo: UndoStack
  var body: some View {
    Button(label) { log.set(log.value + 1, named: label, in: undo) }
  }
}

/// Event groups belong to the host whose event registered them (see `UndoEvent`).
@MainActor
@Suite struct UndoEventTests {
  @Test("Another host's flush or tap does not close the group a host's stack is recording")
  func perHostEvents() throws {
    let log = UndoLog()
    let undo = UndoStack()
    let window = ViewHost(EditButton(label: "Edit", log: log, undo: undo))
    let other = ViewHost(EditButton(label: "Other", log: UndoLog(), undo: UndoStack()))
    undo.eventHost = window.graph
    log.set(1, named: "One", in: undo)  // outside every host: belongs to the window's event
    other.flush()
    try other.tap("Other")
    log.set(2, named: "Two", in: undo)
    #expect(undo.groupingLevel == 1, "the other host's events left the window's group open")
    window.flush()
    #expect(undo.groupingLevel == 0, "the window's flush ended its event")
    undo.undo()
    #expect(log.value == 0, "both registrations were one undo step")
  }

  @Test("A registration made during a host's interaction is closed by that interaction's end")
  func interactionEndsItsEvent() throws {
    let log = UndoLog()
    let undo = UndoStack()
    let host = ViewHost(EditButton(label: "Edit", log: log, undo: undo))
    try host.tap("Edit")
    #expect(undo.groupingLevel == 0 && undo.undoActionName == "Edit")
    try host.tap("Edit")
    undo.undo()
    #expect(log.value == 1, "each tap is its own step")
  }

  @Test("A registration outside every host is closed by any host's event or endEvent()")
  func unhostedEvents() {
    let log = UndoLog()
    let undo = UndoStack()
    let host = ViewHost(Text("elsewhere"))
    log.set(1, named: "One", in: undo)
    host.flush()
    #expect(undo.groupingLevel == 0, "like Apple's run loop, the process's next event ends it")
    log.set(2, named: "Two", in: undo)
    UndoStack.endEvent()
    #expect(undo.groupingLevel == 0)
    undo.undo()
    #expect(log.value == 1, "two events, two steps")
  }

  @Test("Two document windows record their own undo steps for edits made in either")
  func twoWindows() throws {
    let first = DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
    let second = DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
    first.document.add("🚚", undoManager: first.undoManager)
    try second.host.tap("Add 🌲")
    first.document.add("🌲", undoManager: first.undoManager)
    #expect(first.undoManager.groupingLevel == 1, "the second window's tap did not close it")
    first.host.flush()
    first.undoManager.undo()
    #expect(first.document.emojis.isEmpty, "one step for the edits of one event")
    #expect(second.document.emojis == ["🌲"] && second.undoManager.canUndo)
  }
}

extension UndoEventTests {
  @Test("settle() ends the event of the task work it waited for, and waits for the autosave")
  func settleEndsEvent() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Data("[]".utf8).write(to: scratch.file())
    let taskWindow = try DocumentWindow(opening: scratch.file()) { document in
      TaskAdder(document: document)
    }
    taskWindow.autosavesAtEndOfEvent = true
    await taskWindow.host.settle()
    #expect(taskWindow.undoManager.groupingLevel == 0, "the task's registration is one step")
    #expect(!taskWindow.isEdited, "autosaved when settle ended the event, and waited for")
    let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: scratch.file()))
    #expect(saved == ["🐙"])
  }
}

/// A view whose task adds an emoji undoably, through the window's undo stack.
private struct TaskAdder: View {
  let document: CanvasDocument
  @EnvironmentCell(\.undoManager) var undoManager
  var body: some View {
    Text("canvas: \(document.emojis.count)")
      .task { document.add("🐙", undoManager: undoManager) }
  }
}
