import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct PaletteAndCanvasApp: App {
  var body: some Scene {
    WindowGroup("Palette") { Text("palette: 🚚 🌲") }
    DocumentGroup(newDocument: CanvasDocument()) { config in
      CanvasView(document: config.document)
    }
  }
}

private struct CanvasOnlyApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: CanvasDocument()) { config in
      CanvasView(document: config.document)
    }
  }
}

/// A view whose task edits the document once, registering undo: the document is saved on exit.
private struct LoadingCanvasView: View {
  @ObservedObjectCell var document: CanvasDocument
  @EnvironmentCell(\.undoManager) var undoManager

  var body: some View {
    Text("canvas: \(document.emojis.joined(separator: " "))")
      .task { document.add("🐙", undoManager: undoManager) }
  }
}

private struct LoadingApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: CanvasDocument()) { config in
      LoadingCanvasView(document: config.document)
    }
  }
}

/// What `App.main()` does, through `AppHost.run(arguments:output:errors:)`.
@MainActor
@Suite struct AppCommandLineTests {
  private struct Run {
    var output: [String] = []
    var errors: [String] = []
    var status: Int32 = -1
  }

  private func run<A: App>(_ app: A, _ arguments: [String]) async -> Run {
    var result = Run()
    result.status = await AppHost(app).run(
      arguments: arguments, output: { result.output.append($0) },
      errors: { result.errors.append($0) })
    return result
  }

  @Test("Each window group and each file given is printed under its name; the status is 0")
  func printsWindowsAndDocuments() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bytes = Data(#"["🚚","🌲"]"#.utf8)
    try bytes.write(to: scratch.file())
    let result = await run(PaletteAndCanvasApp(), [scratch.file().path])
    #expect(result.status == 0 && result.errors.isEmpty, "\(result.errors)")
    #expect(result.output.first == "== Palette ==" && result.output[1] == "palette: 🚚 🌲")
    #expect(result.output[2] == "== art.canvas ==")
    #expect(result.output[3].contains("canvas: 🚚 🌲"), "\(result.output)")
    #expect(try Data(contentsOf: scratch.file()) == bytes, "an unedited document is not written")
  }

  @Test("A file that cannot be opened is reported, left untouched, and the status is 1")
  func badFile() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let bad = scratch.file("bad.canvas")
    try Data("{not json".utf8).write(to: bad)
    try Data("[]".utf8).write(to: scratch.file())
    let result = await run(CanvasOnlyApp(), [bad.path, scratch.file().path])
    #expect(result.status == 1)
    #expect(result.errors.count == 1 && result.errors[0].contains("\"bad.canvas\""))
    #expect(result.output.contains("== art.canvas =="), "the other file is still shown")
    #expect(try Data(contentsOf: bad) == Data("{not json".utf8))
  }

  @Test("A missing file is a new document, created only if its views edit it")
  func missingFile() async throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let quiet = await run(CanvasOnlyApp(), [scratch.file().path])
    #expect(quiet.status == 0 && quiet.output.first == "== art.canvas ==")
    #expect(!FileManager.default.fileExists(atPath: scratch.file().path), "nothing to save")
    let edited = await run(LoadingApp(), [scratch.file().path])
    #expect(edited.status == 0 && edited.output.last == "canvas: 🐙", "\(edited.output)")
    let saved = try JSONDecoder().decode([String].self, from: Data(contentsOf: scratch.file()))
    #expect(saved == ["🐙"], "the task's undoable edit was saved on exit")
  }

  @Test("With no file and no window group, a new untitled document is printed")
  func untitled() async {
    let result = await run(CanvasOnlyApp(), [])
    #expect(result.status == 0 && result.output.first == "== Untitled ==")
    #expect(result.output.count == 2 && result.output[1].contains("canvas:"))
  }

  @Test("--help prints the usage; an unknown option is status 2")
  func options() async {
    let help = await run(CanvasOnlyApp(), ["--help"])
    #expect(help.status == 0 && help.output.first?.hasPrefix("usage:") == true)
    let unknown = await run(CanvasOnlyApp(), ["--frobnicate"])
    #expect(unknown.status == 2 && unknown.errors.first?.contains("--frobnicate") == true)
  }
}

extension AppCommandLineTests {
  @Test("An untitled document its views edited is reported, not dropped silently")
  func editedUntitled() async {
    let result = await run(LoadingApp(), [])
    #expect(result.status == 1 && result.output.last == "canvas: 🐙", "\(result.output)")
    #expect(
      result.errors.count == 1 && result.errors[0].contains("no location"), "\(result.errors)")
  }
}
