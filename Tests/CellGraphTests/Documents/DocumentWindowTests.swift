import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct DocumentWindowTests {
  private func newWindow() -> DocumentWindow<CanvasDocument> {
    DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
  }

  private func open(_ url: URL) throws(DocumentError) -> DocumentWindow<CanvasDocument> {
    try DocumentWindow(opening: url) { CanvasView(document: $0) }
  }

  @Test("An edit that registers undo marks the document edited; saving and reopening shows it")
  func saveAndReopen() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    #expect(!window.isEdited)
    try window.host.tap("Add 🚚")
    try window.host.tap("Add 🌲")
    #expect(window.isEdited)
    try await window.save(to: scratch.file())
    #expect(!window.isEdited && window.fileURL == scratch.file())
    let reopened = try open(scratch.file())
    #expect(reopened.text.contains("canvas: 🚚 🌲"), "\(reopened.text)")
    #expect(!reopened.isEdited && !reopened.undoManager.canUndo)
  }

  @Test("Undo back to the saved state clears the edited mark, and redo sets it again")
  func undoToSaved() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    try window.host.tap("Add 🚚")
    try await window.save(to: scratch.file())
    try window.host.tap("Add 🌲")
    #expect(window.isEdited)
    window.undoManager.undo()
    #expect(!window.isEdited, "the document is as saved")
    window.undoManager.undo()
    #expect(window.isEdited, "undo past the saved state is an edit too")
    window.undoManager.redo()
    #expect(!window.isEdited)
  }

  @Test("A change without undo is reported, is not an edit, and is not saved on close")
  func changeWithoutUndo() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    try window.host.tap("Add 🚚")
    try await window.save(to: scratch.file())
    let saved = try Data(contentsOf: scratch.file())
    try window.host.tap("Clear")
    let diagnostics = window.host.diagnostics.filter { $0.kind == .documentChangedWithoutUndo }
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.message.contains(
        "changed without registering undo; this change will not be saved") == true)
    #expect(!window.isEdited, "SwiftUI does not mark the document edited either")
    try await window.close()
    #expect(try Data(contentsOf: scratch.file()) == saved, "the trap: the change was lost")
  }

  @Test("Edits that register undo raise no missing-undo diagnostic, nor do undo and redo")
  func registeredEditsAreQuiet() throws {
    let window = newWindow()
    try window.host.tap("Add 🚚")
    window.undoManager.undo()
    window.undoManager.redo()
    window.host.flush()
    #expect(window.host.diagnostics.isEmpty, "\(window.host.diagnostics)")
  }

  @Test("Closing an edited document saves it; autosave writes only edited documents")
  func closeSaves() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    try window.host.tap("Add 🚚")
    try await window.save(to: scratch.file())
    #expect(window.autosave() == false, "nothing to save")
    try window.host.tap("Add 🌲")
    try await window.close()
    #expect(try open(scratch.file()).document.emojis == ["🚚", "🌲"])
  }

  @Test("Closing an edited untitled document throws noLocation instead of dropping it")
  func closeUntitled() async throws {
    let window = newWindow()
    try window.host.tap("Add 🚚")
    await #expect(throws: DocumentError.self) { try await window.close() }
    #expect(window.isEdited)
  }

  @Test("A corrupt, empty or wrong-type file is a clear error and its bytes are untouched")
  func badFiles() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let cases: [(String, Data, DocumentError.Reason)] = [
      ("corrupt.canvas", Data("{not json".utf8), .corrupt),
      ("empty.canvas", Data(), .empty),
      ("art.txt", Data("[]".utf8), .wrongType),
    ]
    for (name, bytes, reason) in cases {
      let url = scratch.file(name)
      try bytes.write(to: url)
      do {
        _ = try open(url)
        Issue.record("\(name) opened")
      } catch {
        #expect(error.reason == reason, "\(name): \(error)")
        #expect(error.description.contains("\"\(name)\""), "the error names the file: \(error)")
      }
      #expect(try Data(contentsOf: url) == bytes, "\(name) was not changed")
    }
    #expect(throws: DocumentError.self) { try open(scratch.file("missing.canvas")) }
  }

  @Test("A failed write keeps the edits and the next save succeeds")
  func failedWriteRetried() async throws {
    let scratch = try Scratch()
    let window = newWindow()
    try window.host.tap("Add 🚚")
    try await window.save(to: scratch.file())
    try window.host.tap("Add 🌲")
    scratch.remove()
    do {
      try await window.save()
      Issue.record("the save into a removed directory succeeded")
    } catch {
      #expect(error.reason == .writeFailed)
    }
    #expect(window.isEdited && window.document.emojis == ["🚚", "🌲"])
    try FileManager.default.createDirectory(
      at: scratch.directory, withIntermediateDirectories: true)
    defer { scratch.remove() }
    try await window.save()
    #expect(!window.isEdited)
    #expect(try open(scratch.file()).document.emojis == ["🚚", "🌲"])
  }

  @Test("The editor finds the window's undo stack in the environment")
  func undoManagerInEnvironment() throws {
    let window = newWindow()
    try window.host.tap("Add 🚚")
    #expect(window.undoManager.undoActionName == "Add 🚚")
    window.undoManager.undo()
    let firstLine = window.text.split(separator: "\n").first.map(String.init) ?? ""
    #expect(firstLine.trimmingCharacters(in: .whitespaces) == "canvas:", "\(window.text)")
  }

  @Test("A file changed by another program is not overwritten: the save reports a conflict")
  func externalChangeConflict() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    try window.host.tap("Add 🚚")
    try await window.save(to: scratch.file())
    let theirs = Data(#"["🐙","🐙","🐙"]"#.utf8)
    try theirs.write(to: scratch.file())
    try window.host.tap("Add 🌲")
    do {
      try await window.save()
      Issue.record("the save overwrote another program's change")
    } catch {
      #expect(error.reason == .conflict && error.description.contains("another program"))
    }
    #expect(try Data(contentsOf: scratch.file()) == theirs, "their version is kept on disk")
    #expect(window.isEdited && window.document.emojis == ["🚚", "🌲"], "ours in memory")
    await #expect(throws: DocumentError.self) { try await window.close() }
    try await window.save(overwritingExternalChanges: true)
    #expect(try open(scratch.file()).document.emojis == ["🚚", "🌲"])
    try window.host.tap("Add 🚚")
    try await window.save()
    #expect(!window.isEdited, "after our own save, the next save is no conflict")
  }

  @Test("A read-only file opens for viewing; an edit is reported and saving over it is refused")
  func readOnlyFile() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file()
    let bytes = Data(#"["🚚"]"#.utf8)
    try bytes.write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let window = try open(url)
    #expect(window.isReadOnly && window.text.contains("canvas: 🚚"))
    try window.host.tap("Add 🌲")
    try window.host.tap("Add 🌲")
    let reports = window.host.diagnostics.filter { $0.kind == .documentReadOnly }
    #expect(reports.count == 1, "reported once, at the first edit: \(reports)")
    #expect(reports.first?.message.contains("cannot be saved over it") == true)
    await #expect(throws: DocumentError.self) { try await window.save() }
    await #expect(throws: DocumentError.self) { try await window.close() }
    #expect(try Data(contentsOf: url) == bytes, "the read-only file is untouched")
    let copy = scratch.file("copy.canvas")
    try await window.save(to: copy)
    #expect(!window.isReadOnly && !window.isEdited)
    #expect(try open(copy).document.emojis == ["🚚", "🌲", "🌲"])
  }

  @Test(
    "With autosave on, an edit is written when its event ends; a failure is reported and retried")
  func autosaveAtEndOfEvent() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = newWindow()
    window.autosavesAtEndOfEvent = true
    try window.host.tap("Add 🚚")
    #expect(window.isEdited, "untitled: nowhere to autosave to")
    try await window.save(to: scratch.file())
    try window.host.tap("Add 🌲")
    #expect(window.isEdited, "the write started when the tap ended is still in flight")
    await window.savesFinished()
    #expect(!window.isEdited, "saved when the tap ended")
    #expect(try open(scratch.file()).document.emojis == ["🚚", "🌲"])
    window.undoManager.undo()
    window.host.flush()
    await window.host.settle()
    #expect(!window.isEdited, "the undo was autosaved at the flush; settle waits for writes")
    #expect(try open(scratch.file()).document.emojis == ["🚚"])
    scratch.remove()
    try window.host.tap("Add 🌲")
    await window.savesFinished()
    #expect(window.isEdited)
    #expect(window.host.diagnostics.contains { $0.kind == .documentSaveFailed })
    try FileManager.default.createDirectory(
      at: scratch.directory, withIntermediateDirectories: true)
    try window.host.tap("Add 🚚")
    await window.savesFinished()
    #expect(!window.isEdited, "the next edit's autosave wrote both")
    #expect(try open(scratch.file()).document.emojis == ["🚚", "🌲", "🚚"])
  }
}
