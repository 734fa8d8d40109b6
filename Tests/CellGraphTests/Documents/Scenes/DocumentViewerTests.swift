import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct ViewerApp: App {
  var body: some Scene {
    DocumentGroup(viewing: CanvasDocument.self) { config in
      VStack {
        Text(config.isEditable ? "editable" : "viewing")
        CanvasView(document: config.document)
      }
    }
  }
}

@MainActor
@Suite struct DocumentViewerTests {
  @Test("A viewer opens a writable file read-only and its editor is told it is not editable")
  func opensReadOnly() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try Data(#"["🚚"]"#.utf8).write(to: scratch.file())
    let window = try AppHost(ViewerApp()).openDocument(at: scratch.file())
    #expect(window.isReadOnly && window.text.contains("viewing"))
    #expect(window.text.contains("canvas: 🚚"), "\(window.text)")
    #expect(AppHost(ViewerApp()).newDocument() == nil, "a viewer makes no new documents")
  }

  @Test("A viewer never saves: an edit is reported as unsaveable, saves throw, close drops it")
  func neverSaves() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bytes = Data(#"["🚚"]"#.utf8)
    try bytes.write(to: scratch.file())
    let window = try AppHost(ViewerApp()).openDocument(at: scratch.file())
    try window.host.tap("Add 🌲")
    try window.host.tap("Add 🌲")
    let reports = window.host.diagnostics.filter { $0.kind == .documentReadOnly }
    #expect(reports.count == 1, "reported once, at the first edit: \(reports)")
    #expect(reports.first?.message.contains("open in a viewer: this edit cannot be saved") == true)
    #expect(window.isEdited)
    do {
      try await window.save(overwritingExternalChanges: false)
      Issue.record("a viewer saved over its file")
    } catch {
      #expect(error.reason == .readOnly && error.description.contains("viewer"))
    }
    do {
      try await window.save(to: scratch.file("copy.canvas"))
      Issue.record("a viewer saved elsewhere")
    } catch {
      #expect(error.reason == .readOnly && error.description.contains("viewer"))
    }
    #expect(!window.autosave(), "a viewer does not autosave")
    try await window.close()
    #expect(try Data(contentsOf: scratch.file()) == bytes, "the file is untouched")
    let names = try FileManager.default.contentsOfDirectory(atPath: scratch.directory.path)
    #expect(names == ["art.canvas"], "nothing else was written: \(names)")
  }
}
