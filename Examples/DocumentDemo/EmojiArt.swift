import CellGraphSwiftUI

/// The model of the lecture's EmojiArt: a background and emojis placed on a canvas.
struct EmojiArt: Codable, Equatable {
  var background: URL?
  private(set) var emojis: [Emoji] = []
  private var lastID = 0

  struct Emoji: Codable, Equatable, Identifiable {
    let string: String
    var x: Int
    var y: Int
    var size: Int
    let id: Int
  }

  init() {}

  init(json: Data) throws {
    self = try JSONDecoder().decode(EmojiArt.self, from: json)
  }

  func json() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(self)
  }

  mutating func addEmoji(_ string: String, x: Int, y: Int, size: Int) {
    lastID += 1
    emojis.append(Emoji(string: string, x: x, y: y, size: size, id: lastID))
  }

  subscript(id: Emoji.ID) -> Emoji? {
    get { emojis.first { $0.id == id } }
    set {
      guard let index = emojis.firstIndex(where: { $0.id == id }), let newValue else { return }
      emojis[index] = newValue
    }
  }
}

extension UTType {
  static let emojiart = UTType(exportedAs: "edu.stanford.cs193p.emojiart")
}
