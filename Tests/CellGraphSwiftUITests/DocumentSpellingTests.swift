import CellGraphSwiftUI
import Testing

// The lecture's document class, as written in a SwiftUI file: the names are SwiftUI's.

extension UTType {
  fileprivate static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
}

private struct EmojiArt: Codable, Equatable {
  var background: URL?
  var emojis: [String] = []

  init() {}

  init(json: Data) throws {
    self = try JSONDecoder().decode(EmojiArt.self, from: json)
  }

  func json() throws -> Data { try JSONEncoder().encode(self) }
}

private final class EmojiArtDocument: ReferenceFileDocument {
  @Published var emojiArt = EmojiArt()

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

  // MARK: - Intent(s)

  func addEmoji(_ emoji: String, undoManager: UndoManager? = nil) {
    undoablyPerform("Add \(emoji)", with: undoManager) {
      emojiArt.emojis.append(emoji)
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

private struct TextFile: FileDocument {
  static var readableContentTypes: [UTType] { [.plainText] }
  var text = ""

  init(text: String) { self.text = text }

  init(configuration: ReadConfiguration) throws {
    guard let data = configuration.file.regularFileContents,
      let text = String(data: data, encoding: .utf8)
    else { throw CocoaError(.fileReadCorruptFile) }
    self.text = text
  }

  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
    .init(regularFileWithContents: Data(text.utf8))
  }
}

@MainActor
@Suite struct DocumentSpellingTests {
  @Test("The lecture's ReferenceFileDocument reads its snapshot back through SwiftUI's names")
  func referenceDocumentRoundTrip() throws {
    let document = EmojiArtDocument()
    document.emojiArt.emojis = ["🚚", "🌲"]
    let snapshot = try document.snapshot(contentType: .emojiart)
    let write = EmojiArtDocument.WriteConfiguration(contentType: .emojiart, existingFile: nil)
    let file = try document.fileWrapper(snapshot: snapshot, configuration: write)
    let read = EmojiArtDocument.ReadConfiguration(contentType: .emojiart, file: file)
    #expect(try EmojiArtDocument(configuration: read).emojiArt == document.emojiArt)
    #expect(EmojiArtDocument.writableContentTypes == [.emojiart], "writable defaults to readable")
    #expect(UTType.emojiart.preferredFilenameExtension == "emojiart")
  }

  @Test("In a ReferenceFileDocument, with no @MainActor written, undoablyPerform undoes and redoes")
  func undoablyPerformInDocument() {
    let document = EmojiArtDocument()
    let undoManager = UndoManager()
    document.addEmoji("🚚", undoManager: undoManager)
    UndoManager.endEvent()
    document.addEmoji("🌲", undoManager: undoManager)
    UndoManager.endEvent()
    undoManager.undo()
    #expect(document.emojiArt.emojis == ["🚚"] && undoManager.redoActionName == "Add 🌲")
    undoManager.undo()
    undoManager.redo()
    undoManager.redo()
    #expect(document.emojiArt.emojis == ["🚚", "🌲"] && !undoManager.canRedo)
  }

  @Test("A directory where a file was expected is CocoaError(.fileReadCorruptFile)")
  func corruptFile() {
    let read = EmojiArtDocument.ReadConfiguration(
      contentType: .emojiart, file: FileWrapper(directoryWithFileWrappers: [:]))
    #expect(throws: CocoaError(.fileReadCorruptFile)) { try EmojiArtDocument(configuration: read) }
  }

  @Test("A FileDocument writes and reads its value through SwiftUI's names")
  func fileDocumentRoundTrip() throws {
    let file = try TextFile(text: "hello").fileWrapper(
      configuration: .init(contentType: .plainText, existingFile: nil))
    #expect(try TextFile(configuration: .init(contentType: .plainText, file: file)).text == "hello")
  }
}

/// The lecture's app, with a viewer group beside the editor, as a SwiftUI file writes them.
private struct EmojiArtApp: App {
  var body: some Scene {
    DocumentGroup(newDocument: EmojiArtDocument()) { config in
      Text("emojis: \(config.document.emojiArt.emojis.count)")
    }
    DocumentGroup(viewing: TextFile.self) { file in
      Text("text: \(file.document.text)")
    }
  }
}

extension DocumentSpellingTests {
  @Test("An App of an editor and a viewer DocumentGroup is spelled as in SwiftUI and runs")
  func appSpelling() async {
    var output: [String] = []
    let status = await AppHost(EmojiArtApp()).run(
      arguments: [], output: { output.append($0) }, errors: { _ in })
    #expect(status == 0 && output == ["== Untitled ==", "emojis: 0"], "\(output)")
  }
}
