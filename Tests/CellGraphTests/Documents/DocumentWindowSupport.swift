import Foundation

@testable import CellGraph
@testable import CellGraphCore

extension ContentType {
  static let canvas = ContentType(exportedAs: "org.cellgraph.tests.canvas")
}

/// An EmojiArt-like document: emojis by position, stored as JSON.
final class CanvasDocument: ReferenceFileDocument {
  static var readableContentTypes: [ContentType] { [.canvas] }

  @Published private(set) var emojis: [String] = []

  init() {}

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    emojis = try JSONDecoder().decode([String].self, from: data)
  }

  func snapshot(contentType: ContentType) throws -> Data {
    try JSONEncoder().encode(emojis)
  }

  func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileItem {
    FileItem(regularFileWithContents: snapshot)
  }

  func add(_ emoji: String, undoManager: UndoStack?) {
    let old = emojis
    emojis.append(emoji)
    undoManager?.registerUndo(withTarget: self) { document in document.restore(old, undoManager) }
    undoManager?.setActionName("Add \(emoji)")
  }

  /// Sets the emojis back, registering the redo.
  private func restore(_ old: [String], _ undoManager: UndoStack?) {
    let current = emojis
    emojis = old
    undoManager?.registerUndo(withTarget: self) { document in
      document.restore(current, undoManager)
    }
  }

  /// The lecture's bug: a change with no undo.
  func clearWithoutUndo() {
    emojis.removeAll()
  }
}

struct CanvasView: View {
  @ObservedObjectCell var document: CanvasDocument
  @EnvironmentCell(\.undoManager) var undoManager

  var body: some View {
    VStack {
      Text("canvas: \(document.emojis.joined(separator: " "))")
      Button("Add 🚚") { document.add("🚚", undoManager: undoManager) }
      Button("Add 🌲") { document.add("🌲", undoManager: undoManager) }
      Button("Clear") { document.clearWithoutUndo() }
    }
  }
}

/// A fresh directory for one test, and a file URL in it.
struct Scratch {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cellgraph-window-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func file(_ name: String = "art.canvas") -> URL { directory.appendingPathComponent(name) }

  func remove() { try? FileManager.default.removeItem(at: directory) }
}
