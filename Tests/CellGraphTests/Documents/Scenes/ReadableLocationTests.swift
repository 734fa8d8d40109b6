import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct CanvasApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: CanvasDocument()) { config in
      CanvasView(document: config.document)
    }
  }
}

/// A view whose task edits the document once, so the command line saves it on exit.
private struct EditingCanvasView: View {
  @ObservedObjectCell var document: CanvasDocument
  @EnvironmentCell(\.undoManager) var undoManager

  var body: some View {
    Text("canvas: \(document.emojis.joined(separator: " "))")
      .task { document.add("🐙", undoManager: undoManager) }
  }
}

private struct EditingApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: CanvasDocument()) { config in
      EditingCanvasView(document: config.document)
    }
  }
}

/// Never write what cannot be read back: a document goes only where its app opens it again.
@MainActor
@Suite struct ReadableLocationTests {
  // SwiftUI: a new document is saved as one of its `writableContentTypes` (by default its
  // `readableContentTypes`), and the save panel gives the file that type's extension
  // (developer.apple.com/documentation/swiftui/filedocument/writablecontenttypes); a document
  // app never creates a file under another type's extension.
  @Test("A new file whose extension no group reads is refused, and nothing is created")
  func openOrCreateRefusesUnreadableExtension() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for name in ["art.doc", "art", "art.canvas.doc"] {
      let url = scratch.file(name)
      do {
        _ = try AppHost(CanvasApp()).openOrCreateDocument(at: url)
      } catch {
        #expect(error.reason == .unreadableLocation)
        #expect(error.description.contains("\".canvas\""), "\(error)")
      }
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path) == [])
  }

  @Test("A new file of a type the app reads is created by the save and opens again")
  func openOrCreateThenReopen() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("art.canvas")
    let window = try AppHost(CanvasApp()).openOrCreateDocument(at: url)
    #expect(!FileManager.default.fileExists(atPath: url.path), "opening creates nothing")
    try window.host.tap("Add 🚚")
    try await window.save(to: url)
    let reopened = try AppHost(CanvasApp()).openOrCreateDocument(at: url)
    #expect(reopened.text == window.text)
  }

  @Test("save(to:) refuses a location whose extension is not the document's type, writing nothing")
  func saveRefusesOtherExtension() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = DocumentWindow(newDocument: CanvasDocument()) { CanvasView(document: $0) }
    try window.host.tap("Add 🚚")
    for name in ["art.doc", "art", "art.CANVAS.json"] {
      let url = scratch.file(name)
      do {
        try await window.save(to: url)
        Issue.record("saved to \(name)")
      } catch {
        #expect(error.reason == .unreadableLocation, "\(error)")
      }
      #expect(!FileManager.default.fileExists(atPath: url.path))
    }
    #expect(window.fileURL == nil && window.isEdited, "the document stays untitled and edited")
    // An extension differing only in case names the type (extensions are compared lowercased).
    try await window.save(to: scratch.file("art.CANVAS"))
    #expect(window.fileURL?.lastPathComponent == "art.CANVAS")
    #expect(
      try AppHost(CanvasApp()).openDocument(at: scratch.file("art.CANVAS")).text == window.text)
  }

  @Test("A value document's save(to:) refuses another extension too")
  func fileDocumentSaveRefusesOtherExtension() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let window = FileDocumentWindow(newDocument: NoteFile(text: "hi")) {
      TextField("Text", text: $0.text)
    }
    let url = scratch.file("note.doc")
    await #expect(throws: DocumentError.self) { try await window.save(to: url) }
    #expect(!FileManager.default.fileExists(atPath: url.path))
    try await window.save(to: scratch.file("note.txt"))
    #expect(try String(contentsOf: scratch.file("note.txt"), encoding: .utf8) == "hi")
  }

  @Test("The command line refuses a new file the app would not read: status 1, nothing created")
  func commandLineRefuses() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("art.doc")
    var errors: [String] = []
    let status = await AppHost(EditingApp()).run(
      arguments: [url.path], output: { _ in }, errors: { errors.append($0) })
    #expect(status == 1)
    #expect(errors.count == 1 && errors[0].contains("would not open again"), "\(errors)")
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}

/// A plain-text value document.
private struct NoteFile: FileDocument {
  static var readableContentTypes: [ContentType] { [.plainText] }
  var text: String

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileItem {
    FileItem(regularFileWithContents: Data(text.utf8))
  }
}
