/// How records describe values: in full when short, and when long, shortened so that an old and
/// a new value still read differently.
///
/// Cutting each long value at a fixed length would make two values that differ only after the
/// cut read the same (`[1, 2, 3, …` → `[1, 2, 3, …`). A changed pair is therefore cut around the
/// first position where the two descriptions differ, the same window for both, with an ellipsis
/// where text was left out:
///
/// ```
/// old: …"Eggs", "Milk", "Flour", "Bread"]
/// new: …"Eggs", "Milk", "Flour", "Butter", "Bread"]      (first difference at offset 412)
/// ```
package enum ValueText {
  /// The longest description kept whole, in characters.
  package static let limit = 80
  /// How many characters a shortened pair keeps before the first difference.
  static let contextBefore = 20
  /// How many characters a shortened value keeps in all, from the window's start.
  static let windowLength = 60

  /// The whole description: strings quoted (so an empty string reads `""`), anything else as
  /// `String(describing:)` prints it.
  package static func full<Value>(_ value: Value) -> String {
    value is String || value is Substring
      ? String(reflecting: value) : String(describing: value)
  }

  /// One value on its own, such as a source's current value in the dependency graph: cut after
  /// `limit` characters.
  package static func single<Value>(_ value: Value) -> String {
    let text = full(value)
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// An old and a new value, each kept whole when short; when either is long, the long ones are
  /// cut to the same window around their first difference.
  ///
  /// - Returns: The two descriptions, and the offset (in characters, from 0) of the first
  ///   difference when a value was cut; `nil` when both are whole.
  package static func pair(old: String, new: String) -> (old: String, new: String, difference: Int?)
  {
    guard old.count > limit || new.count > limit else { return (old, new, nil) }
    let difference = firstDifference(old, new)
    let start = max(0, difference - contextBefore)
    return (
      window(of: old, from: start), window(of: new, from: start), difference
    )
  }

  /// The offset of the first character where `a` and `b` differ; the shorter one's length when
  /// one is a prefix of the other.
  static func firstDifference(_ a: String, _ b: String) -> Int {
    var offset = 0
    for (left, right) in zip(a, b) {
      if left != right { return offset }
      offset += 1
    }
    return offset
  }

  /// `text` whole when it is short; otherwise `windowLength` characters from `start`, with an
  /// ellipsis on each side where text was left out.
  private static func window(of text: String, from start: Int) -> String {
    guard text.count > limit else { return text }
    let clampedStart = min(start, text.count)
    let kept = text.dropFirst(clampedStart).prefix(windowLength)
    let before = clampedStart > 0 ? "…" : ""
    let after = clampedStart + kept.count < text.count ? "…" : ""
    return before + kept + after
  }
}
