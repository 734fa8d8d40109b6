import CellGraph
import Foundation

extension ContentType {
  /// The benchmark canvas's file type (`*.benchcanvas`).
  static let benchCanvas = ContentType(exportedAs: "org.cellgraph.benchmarks.benchcanvas")
}

/// One emoji placed on the benchmark canvas, as in the lecture's EmojiArt.
struct BenchEmoji: Codable, Equatable, Identifiable {
  let id: Int
  var text: String
  var x: Int
  var y: Int
  var size: Int
}

/// An EmojiArt-like `ReferenceFileDocument` of `count` emojis, saved as JSON. Its intents register
/// undo the lecture's way: the undo of an edit registers the redo.
@MainActor
final class BenchCanvas: ReferenceFileDocument {
  static var readableContentTypes: [ContentType] { [.benchCanvas] }

  @Published private(set) var emojis: [BenchEmoji]

  init(count: Int) {
    let faces = ["🚚", "🌲", "🐙", "🍎", "⭐️"]
    emojis = (0..<count).map { index in
      BenchEmoji(
        id: index, text: faces[index % faces.count], x: index % 200, y: index / 200, size: 40)
    }
  }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents else {
      throw CocoaError(.fileReadCorruptFile)
    }
    emojis = try JSONDecoder().decode([BenchEmoji].self, from: data)
  }

  func snapshot(contentType: ContentType) throws -> Data {
    try JSONEncoder().encode(emojis)
  }

  func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileItem {
    FileItem(regularFileWithContents: snapshot)
  }

  /// Moves the emoji at `index` by `dx`, undoably.
  func move(_ index: Int, by dx: Int, undoManager: UndoStack?) {
    undoablyPerform("Move", with: undoManager) { emojis[index].x += dx }
  }

  private func undoablyPerform(_ action: String, with undoManager: UndoStack?, doit: () -> Void) {
    let old = emojis
    doit()
    undoManager?.registerUndo(withTarget: self) { canvas in
      canvas.undoablyPerform(action, with: undoManager) { canvas.emojis = old }
    }
    undoManager?.setActionName(action)
  }
}

/// The canvas: reads the document's emojis and lays out one row per emoji. A row's input is its
/// emoji value, so after a change only the rows whose emoji changed re-run.
struct BenchCanvasView: View {
  @ObservedObjectCell var document: BenchCanvas

  var body: some View {
    VStack {
      ForEach(document.emojis) { emoji in
        BenchEmojiRow(emoji: emoji)
      }
    }
  }
}

/// One emoji of the canvas, as text.
struct BenchEmojiRow: View {
  let emoji: BenchEmoji

  var body: some View {
    Text("\(emoji.text) #\(emoji.id) at (\(emoji.x), \(emoji.y)) size \(emoji.size)")
  }
}
