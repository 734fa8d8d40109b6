import CellGraphSwiftUI

/// The document's editor: the canvas as text, and the controls the script taps.
struct EmojiArtDocumentView: View {
  @ObservedObject var document: EmojiArtDocument
  @Environment(\.undoManager) var undoManager

  var body: some View {
    VStack {
      Text("background: \(document.background?.absoluteString ?? "none")")
      ForEach(document.emojis) { emoji in
        Text("\(emoji.string) #\(emoji.id) at (\(emoji.x), \(emoji.y)) size \(emoji.size)")
      }
      HStack {
        Button("Set background") {
          document.setBackground(
            URL(string: "https://example.org/sunset.jpg"), undoWith: undoManager)
        }
        Button("Add 🚚") {
          document.addEmoji("🚚", x: 10, y: 20, size: 40, undoWith: undoManager)
        }
        Button("Move") {
          if let last = document.emojis.last {
            document.move(last, by: (x: 5, y: -3), undoWith: undoManager)
          }
        }
        Button("Resize") {
          if let last = document.emojis.last { document.resize(last, by: 2, undoWith: undoManager) }
        }
      }
      HStack {
        Button("Undo") { undoManager?.undo() }
        Button("Redo") { undoManager?.redo() }
      }
    }
  }
}

struct EmojiArtApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: EmojiArtDocument()) { config in
      EmojiArtDocumentView(document: config.document)
    }
  }
}
