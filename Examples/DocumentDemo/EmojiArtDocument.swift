import CellGraphSwiftUI

/// The lecture's view model, a `ReferenceFileDocument` whose every intent is undoable, so that
/// every change marks the document edited and is saved.
final class EmojiArtDocument: ReferenceFileDocument {
  @Published private var emojiArt = EmojiArt()

  init() {}

  static var readableContentTypes: [UTType] { [.emojiart] }

  required init(configuration: ReadConfiguration) throws {
    if let data = configuration.file.regularFileContents {
      emojiArt = try EmojiArt(json: data)
    } else {
      throw CocoaError(.fileReadCorruptFile)
    }
  }

  func snapshot(contentType: UTType) throws -> Data {
    try emojiArt.json()
  }

  func fileWrapper(snapshot: Data, configuration: WriteConfiguration) throws -> FileWrapper {
    FileWrapper(regularFileWithContents: snapshot)
  }

  var emojis: [EmojiArt.Emoji] { emojiArt.emojis }
  var background: URL? { emojiArt.background }

  // MARK: - Intent(s)

  func setBackground(_ url: URL?, undoWith undoManager: UndoManager? = nil) {
    undoablyPerform("Set Background", with: undoManager) {
      emojiArt.background = url
    }
  }

  func addEmoji(
    _ emoji: String, x: Int, y: Int, size: Int, undoWith undoManager: UndoManager? = nil
  ) {
    undoablyPerform("Add \(emoji)", with: undoManager) {
      emojiArt.addEmoji(emoji, x: x, y: y, size: size)
    }
  }

  func move(
    _ emoji: EmojiArt.Emoji, by offset: (x: Int, y: Int), undoWith undoManager: UndoManager? = nil
  ) {
    undoablyPerform("Move", with: undoManager) {
      emojiArt[emoji.id]?.x += offset.x
      emojiArt[emoji.id]?.y += offset.y
    }
  }

  func resize(_ emoji: EmojiArt.Emoji, by scale: Int, undoWith undoManager: UndoManager? = nil) {
    undoablyPerform("Resize", with: undoManager) {
      emojiArt[emoji.id]?.size *= scale
    }
  }

  // MARK: - Undo

  private func undoablyPerform(
    _ action: String, with undoManager: UndoManager? = nil, doit: () -> Void
  ) {
    let oldEmojiArt = emojiArt
    doit()
    undoManager?.registerUndo(withTarget: self) { myself in
      myself.undoablyPerform(action, with: undoManager) {
        myself.emojiArt = oldEmojiArt
      }
    }
    undoManager?.setActionName(action)
  }
}
