import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct ScratchNote: FileDocument {
  static var readableContentTypes: [ContentType] { [.plainText] }
  var text = ""

  init(text: String = "") { self.text = text }

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

private struct CanvasApp: App {
  var body: some Scene {
    WindowGroup("Palette") { Text("palette") }
    DocumentGroup(newDocument: CanvasDocument()) { config in
      CanvasView(document: config.document)
    }
    DocumentGroup(newDocument: ScratchNote()) { file in
      VStack {
        Text("note: \(file.document.text)\(file.isEditable ? "" : " (read-only)")")
        TextField("Text", text: file.$document.text)
      }
    }
  }
}

private struct EmptyApp: App {
  var body: some Scene {
    WindowGroup { Text("hello") }
  }
}

private struct MailApp: App {
  let inbox: LocalizedStringKey = "**Inbox**"
  var body: some Scene {
    WindowGroup(inbox) { Text("messages") }
    WindowGroup("Viewer", id: "viewer") { Text("message") }
    WindowGroup(Text("Compose"), id: "compose") { Text("draft") }
    WindowGroup(id: "activity") { Text("activity") }
  }
}

@MainActor
@Suite struct AppHostTests {
  // Apple, "WindowGroup": init(_ titleKey: LocalizedStringKey, content:), init(_:id:content:)
  // ("id: A string that uniquely identifies the window group"), init(_ title: Text, id:content:),
  // init(id:content:). A key's title shows as Text shows it (Markdown read).
  @Test("Window groups take SwiftUI's title forms and identifiers")
  func windowGroupTitlesAndIDs() {
    let app = AppHost(MailApp())
    #expect(app.windowTitles == ["Inbox", "Viewer", "Compose", nil])
    #expect(app.windowIDs == [nil, "viewer", "compose", "activity"])
    #expect(app.windows.map(\.text) == ["messages", "message", "draft", "activity"])
  }

  @Test("Launching an app opens one window per window group, with its title")
  func windowGroups() {
    let app = AppHost(CanvasApp())
    #expect(app.windows.count == 1 && app.windowTitles == ["Palette"])
    #expect(app.windows[0].text == "palette")
    #expect(AppHost(EmptyApp()).newDocument() == nil, "no document group, no document")
  }

  @Test("A new document of the first document group is edited and saved through its window")
  func newDocument() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let app = AppHost(CanvasApp())
    let window = try #require(app.newDocument())
    try window.host.tap("Add 🚚")
    #expect(window.isEdited && window.undoManager.undoActionName == "Add 🚚")
    try await window.save(to: scratch.file())
    try await window.close()
    let reopened = try app.openDocument(at: scratch.file())
    #expect(reopened.text.contains("canvas: 🚚") && !reopened.isEdited)
  }

  @Test("Opening a file picks the document group that reads its type")
  func openByType() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("note.txt")
    try Data("hi".utf8).write(to: url)
    let window = try AppHost(CanvasApp()).openDocument(at: url)
    #expect(window.text.contains("note: hi"))
    try window.host.type("hi there", into: "Text")
    #expect(window.isEdited)
    try await window.close()
    #expect(try Data(contentsOf: url) == Data("hi there".utf8))
  }

  @Test("A read-only file's editor is told it is not editable")
  func readOnlyConfiguration() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("note.txt")
    try Data("fixed".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
    let window = try AppHost(CanvasApp()).openDocument(at: url)
    #expect(window.text.contains("note: fixed (read-only)"))
  }

  @Test("A file no document group reads is a wrong-type error, and the file is untouched")
  func unknownType() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let url = scratch.file("picture.png")
    try Data([1, 2, 3]).write(to: url)
    do {
      _ = try AppHost(CanvasApp()).openDocument(at: url)
      Issue.record("a png opened")
    } catch {
      #expect(error.reason == .wrongType && error.description.contains(".canvas"))
    }
    #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
  }
}
