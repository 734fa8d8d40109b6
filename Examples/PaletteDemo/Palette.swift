import CellGraph

/// A named set of emoji, as in the CS193P EmojiArt palette chooser.
struct Palette: Codable, Identifiable, Equatable, Sendable {
  var id: Int
  var name: String
  var emojis: String
}

extension StorageKey where Value == [Palette] {
  /// Where the palettes live in the store. The default is what a first run starts with.
  static let palettes = StorageKey(
    "palettes",
    default: [
      Palette(id: 1, name: "Vehicles", emojis: "🚗🚕🚙🚌"),
      Palette(id: 2, name: "Weather", emojis: "☀️🌧️❄️🌈"),
    ])
}
