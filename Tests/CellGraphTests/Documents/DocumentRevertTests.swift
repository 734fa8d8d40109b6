import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A canvas view with view state of its own, to see that a revert starts the editor afresh.
private struct CountingCanvasView: View {
  @ObservedObjectCell var document: CanvasDocument
  @StateCell private var taps = 0
  @EnvironmentCell(\.undoManager) var undoManager

  var body: some View {
    VStack {
      Text("canvas: \(document.emojis.joined(separator: " ")); taps: \(taps)")
      Button("Add 🌲") {
        taps += 1
        document.add("🌲", undoManager: undoManager)
      }
    }
  }
}

private struct Line: FileDocument, Equatable {
  static var readableContentTypes: [ContentType] { [.plainText] }
  var text = ""

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileItem {
    FileItem(regularFileWithContents: Data(text.utf8))
  }
}

private struct LineEditor: View {
  @BindingCell var line: Line
  var body: some View {
    VStack {
      Text("line: \(line.text)")
      TextField("Text", text: $line.text)
    }
  }
}

@MainActor
@Suite struct DocumentRevertTests {
  @Test("Revert to saved drops the edits and the undo stack and shows the file afresh")
  func revertReferenceDocument() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Data(#"["🚚"]"#.utf8).write(to: scratch.file())
    let window = try DocumentWindow(opening: scratch.file()) { CountingCanvasView(document: $0) }
    try window.host.tap("Add 🌲")
    try window.host.tap("Add 🌲")
    let before = window.document
    #expect(window.text.contains("canvas: 🚚 🌲 🌲; taps: 2") && window.isEdited)
    try await window.revertToSaved()
    #expect(window.text.contains("canvas: 🚚; taps: 0"), "fresh view state: \(window.text)")
    #expect(!window.isEdited && !window.undoManager.canUndo && !window.undoManager.canRedo)
    #expect(window.document !== before, "the document is read again, as a new object")
    try window.host.tap("Add 🌲")
    #expect(window.isEdited && window.document.emojis == ["🚚", "🌲"], "the new one edits")
    window.undoManager.undo()
    #expect(!window.isEdited)
    #expect(
      window.host.diagnostics.filter { $0.kind == .documentChangedWithoutUndo }.isEmpty,
      "the replaced document's changes are not watched any more")
  }

  @Test("Revert takes another program's version after a conflict")
  func revertAfterConflict() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Data(#"["🚚"]"#.utf8).write(to: scratch.file())
    let window = try DocumentWindow(opening: scratch.file()) { CanvasView(document: $0) }
    try window.host.tap("Add 🌲")
    try Data(#"["🐙","🐙"]"#.utf8).write(to: scratch.file())
    await #expect(throws: DocumentError.self) { try await window.save() }
    try await window.revertToSaved()
    #expect(window.document.emojis == ["🐙", "🐙"] && !window.isEdited)
    try window.host.tap("Add 🚚")
    try await window.save()
    #expect(!window.isEdited, "after a revert the file on disk is the known version")
  }

  @Test("Revert fails without a saved version or with a corrupt file, and keeps the edits")
  func revertFailures() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let untitled = DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
    try untitled.host.tap("Add 🚚")
    do {
      try await untitled.revertToSaved()
      Issue.record("an untitled document reverted")
    } catch {
      #expect(error.reason == .noLocation)
    }
    #expect(untitled.isEdited && untitled.document.emojis == ["🚚"])
    try await untitled.save(to: scratch.file())
    try untitled.host.tap("Add 🌲")
    try Data("{not json".utf8).write(to: scratch.file())
    do {
      try await untitled.revertToSaved()
      Issue.record("a corrupt file was reverted to")
    } catch {
      #expect(error.reason == .corrupt)
    }
    #expect(untitled.isEdited && untitled.undoManager.canUndo, "edits and undo stack kept")
    #expect(untitled.document.emojis == ["🚚", "🌲"])
  }

  @Test("Reverting a FileDocument gives its readers the saved value, as no edit")
  func revertFileDocument() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("line.txt")
    try Data("saved".utf8).write(to: url)
    let window = try FileDocumentWindow<Line>(opening: url) { LineEditor(line: $0) }
    try window.host.type("changed", into: "Text")
    #expect(window.isEdited)
    window.host.resetEvaluations()
    try await window.revertToSaved()
    #expect(window.text.contains("line: saved") && window.document.text == "saved")
    #expect(window.host.evaluations(of: LineEditor.self) == 1, "its reader re-ran once")
    #expect(!window.isEdited && !window.undoManager.canUndo)
  }

  @Test("Revert waits for a pending save and reads what it wrote")
  func revertAfterPendingSave() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("line.txt")
    try Data("one".utf8).write(to: url)
    let window = try FileDocumentWindow<Line>(opening: url) { LineEditor(line: $0) }
    try window.host.type("two", into: "Text")
    window.autosave()
    try window.host.type("three", into: "Text")
    try await window.revertToSaved()
    #expect(window.document.text == "two" && !window.isEdited)
  }
}
