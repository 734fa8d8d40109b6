import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct NoteFile: FileDocument, Equatable {
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

private struct NoteEditor: View {
  @BindingCell var note: NoteFile
  var body: some View {
    VStack {
      Text("note: \(note.text)")
      TextField("Text", text: $note.text)
    }
  }
}

@MainActor
@Suite struct FileDocumentWindowTests {
  private func newWindow(_ text: String = "") -> FileDocumentWindow<NoteFile> {
    FileDocumentWindow(newDocument: NoteFile(text: text)) { NoteEditor(note: $0) }
  }

  @Test("A write through the document binding is an edit that undo and redo take back and redo")
  func bindingEditsAreUndoable() throws {
    let window = newWindow("a")
    try window.host.type("ab", into: "Text")
    #expect(window.isEdited && window.document.text == "ab")
    try window.host.type("abc", into: "Text")
    window.undoManager.undo()
    #expect(window.document.text == "ab")
    window.undoManager.undo()
    #expect(window.document.text == "a" && !window.isEdited, "back at the opened state")
    window.undoManager.redo()
    #expect(window.document.text == "ab" && window.isEdited)
    #expect(window.text.contains("note: ab"), "\(window.text)")
  }

  @Test("Writing an equal value through the binding is no edit")
  func equalWrite() throws {
    let window = newWindow("same")
    try window.host.type("same", into: "Text")
    #expect(!window.isEdited && !window.undoManager.canUndo)
  }

  @Test("A saved FileDocument reopens with its value; close saves later edits")
  func saveReopenClose() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("note.txt")
    let window = newWindow()
    try window.host.type("first", into: "Text")
    try await window.save(to: url)
    #expect(!window.isEdited)
    try window.host.type("second", into: "Text")
    try await window.close()
    let reopened = try FileDocumentWindow<NoteFile>(opening: url) { NoteEditor(note: $0) }
    #expect(reopened.document.text == "second" && !reopened.isEdited)
  }

  @Test("A FileDocument that rejects its file leaves the bytes untouched")
  func corruptFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("bad.txt")
    let bytes = Data([0xFF, 0xFE, 0x00, 0xC3])
    try bytes.write(to: url)
    #expect(throws: DocumentError.self) {
      try FileDocumentWindow<NoteFile>(opening: url) { NoteEditor(note: $0) }
    }
    #expect(try Data(contentsOf: url) == bytes)
  }
}
