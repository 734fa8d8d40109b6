import CellGraphSwiftUI
import Testing

extension UTType {
  fileprivate static let shapes = UTType(exportedAs: "org.cellgraph.tests.shapes")
}

private final class ShapesDocument: ReferenceFileDocument {
  static var readableContentTypes: [UTType] { [.shapes] }
  @Published var shapes: [String] = []

  init() {}

  required init(configuration: ReadConfiguration) throws {
    shapes = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
      .split(separator: ",").map(String.init)
  }

  func snapshot(contentType: UTType) throws -> String { shapes.joined(separator: ",") }

  func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: Data(snapshot.utf8))
  }

  func add(_ shape: String, undoManager: UndoManager?) {
    shapes.append(shape)
    undoManager?.registerUndo(withTarget: self) { document in
      document.shapes.removeLast()
    }
  }
}

private struct ShapesEditor: View {
  @ObservedObject var document: ShapesDocument
  @Environment(\.undoManager) private var undoManager
  let appTitle: String

  var body: some View {
    Text("\(appTitle): \(document.shapes.joined(separator: " "))")
      .toolbar {
        Button("Undo") { undoManager?.undo() }
        Button("Add ●") { document.add("●", undoManager: undoManager) }
      }
  }
}

/// Custom commands with a field of their own, as SwiftUI apps write them.
private struct UndoCommands: Commands {
  @Environment(\.undoManager) private var undoManager

  var body: some Commands {
    CommandGroup(replacing: .undoRedo) {
      Button("Undo last") { undoManager?.undo() }
    }
  }
}

private struct ShapesApp: App {
  @State private var title = "Shapes"

  var body: some Scene {
    DocumentGroup(newDocument: { ShapesDocument() }) { config in
      ShapesEditor(document: config.document, appTitle: title)
    }
    .commands {
      CommandMenu("App") {
        Button("Rename") { title = "Renamed" }
      }
      UndoCommands()
    }
  }
}

@MainActor
@Suite struct AppCommandsTests {
  // SwiftUI (DocumentGroup.init(newDocument:editor:) for ReferenceFileDocument): newDocument is
  // a closure, "called on each invocation" to make a new document.
  @Test("DocumentGroup(newDocument:) takes a closure for a reference document, called per window")
  func closureNewDocument() throws {
    let app = AppHost(ShapesApp.self)
    let first = try #require(app.newDocument())
    let second = try #require(app.newDocument())
    try first.host.tap("Add ●")
    #expect(first.text.contains("Shapes: ●"))
    #expect(!second.text.contains("Shapes: ●"), "each window has a document of its own")
  }

  // SwiftUI (DocumentGroup): the editor is shown in a navigation container, and its `.toolbar`
  // items appear in the window's bar, where they can be tapped.
  @Test("A document editor's toolbar items are shown and can be tapped")
  func editorToolbar() throws {
    let app = AppHost(ShapesApp.self)
    let window = try #require(app.newDocument())
    #expect(window.text.contains("[Undo]"))
    try window.host.tap("Add ●")
    #expect(window.isEdited)
    try window.host.tap("Undo")
    #expect(!window.text.contains("Shapes: ●") && !window.isEdited)
  }

  // SwiftUI (Commands, CommandMenu, CommandGroup(replacing:)): menu commands act on the app's
  // state and on the key window; `\.undoManager` is the key window's undo manager.
  @Test("Menu commands are recorded, invoked by the host, and find the key window's undo manager")
  func commands() throws {
    let app = AppHost(ShapesApp.self)
    #expect(app.menuBar.text == "App: [Rename]\nEdit: [Undo last]")
    let window = try #require(app.newDocument())
    try window.host.tap("Add ●")
    try app.performCommand("Undo last")
    #expect(!window.isEdited && !window.text.contains("Shapes: ●"))
    // The app's state, written by a command, re-runs the document's editor that read it.
    try app.performCommand("Rename")
    #expect(window.text.contains("Renamed:"))
  }
}
