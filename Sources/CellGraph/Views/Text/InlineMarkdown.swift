import Foundation

/// The inline Markdown a `Text` literal may hold, as SwiftUI reads it: `**bold**`, `*italic*`,
/// `_italic_`, `~~struck~~`, `` `code` ``, `[words](url)` and `\` escapes. The text form shows
/// the words without the markers; a link's words stay and its destination is kept apart.
///
///     "**Bold** and [docs](https://example.com)"  ─▶  "Bold and docs", links: [docs → …]
///
/// A marker without its closing partner is shown as written (`2 * 3` stays `2 * 3`).
/// Block syntax (headings, lists) is not Markdown in a `Text`, in SwiftUI either.
struct InlineMarkdown {
  /// The words without the markers.
  private(set) var text = ""
  /// The links, by their words, in order.
  private(set) var links: [(title: String, url: URL)] = []

  /// Whether `literal` has a character that may start Markdown syntax, so that a literal
  /// without one is shown as it is, unparsed.
  ///
  /// Reads the bytes in place (`withUTF8` makes a copy contiguous first only for a string
  /// without contiguous UTF-8 storage, which literals and native strings always have).
  static func mayHaveMarkup(_ literal: String) -> Bool {
    var bytes = literal
    return bytes.withUTF8 { $0.contains(where: isMarker) }
  }

  /// Whether `byte` is a character that may start Markdown syntax: `*`, `_`, `~`, `` ` ``, `[`
  /// or `\`.
  private static func isMarker(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
      UInt8(ascii: "["), UInt8(ascii: "\\"):
      true
    default: false
    }
  }

  /// `verbatim` with every character that may start Markdown syntax escaped, so that an
  /// interpolated string is shown as written.
  static func escaped(_ verbatim: String) -> String {
    guard mayHaveMarkup(verbatim) else { return verbatim }
    var result = ""
    for character in verbatim {
      if "*_~`[\\".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// Reads `source`.
  init(_ source: String) {
    parse(Array(source))
  }

  private mutating func parse(_ characters: [Character]) {
    var index = 0
    while index < characters.count {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuationLike:
        text.append(characters[index + 1])
        index += 2
      case "`":
        if let close = characters[(index + 1)...].firstIndex(of: "`") {
          text.append(contentsOf: String(characters[(index + 1)..<close]))
          index = close + 1
        } else {
          text.append(character)
          index += 1
        }
      case "[":
        if let link = Self.link(in: characters, at: index) {
          var inner = InlineMarkdown("")
          inner.parse(Array(characters[(index + 1)..<link.closeBracket]))
          text += inner.text
          links += inner.links
          links.append((inner.text, link.url))
          index = link.end
        } else {
          text.append(character)
          index += 1
        }
      case "*", "_", "~":
        index = emphasis(in: characters, at: index)
      default:
        text.append(character)
        index += 1
      }
    }
  }

  /// Reads a run of `*`, `_` or `~` at `start`: the words between it and a matching run, or the
  /// run as written when nothing closes it. Returns where reading goes on.
  private mutating func emphasis(in characters: [Character], at start: Int) -> Int {
    let marker = characters[start]
    var length = 0
    while start + length < characters.count && characters[start + length] == marker {
      length += 1
    }
    // An underscore inside a word is no marker (`snake_case_name`), as CommonMark says.
    let inWord = marker == "_" && start > 0 && characters[start - 1].isLetterOrDigit
    let opens =
      !inWord && start + length < characters.count && !characters[start + length].isWhitespace
    if opens && (marker != "~" || length == 2) && length <= 3 {
      var search = start + length + 1
      while search + length <= characters.count {
        let run = characters[search..<(search + length)]
        let after = search + length
        if run.allSatisfy({ $0 == marker }) && !characters[search - 1].isWhitespace
          && (after == characters.count || characters[after] != marker)
          && !(marker == "_" && after < characters.count && characters[after].isLetterOrDigit)
        {
          parse(Array(characters[(start + length)..<search]))
          return after
        }
        search += 1
      }
    }
    text.append(contentsOf: String(repeating: marker, count: length))
    return start + length
  }

  /// The link `[words](url)` starting at `start`, if one does.
  private static func link(
    in characters: [Character], at start: Int
  ) -> (closeBracket: Int, url: URL, end: Int)? {
    var depth = 0
    var index = start
    while index < characters.count {
      if characters[index] == "[" { depth += 1 }
      if characters[index] == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      index += 1
    }
    let close = index
    guard close + 1 < characters.count, characters[close + 1] == "(",
      let end = characters[(close + 2)...].firstIndex(of: ")"),
      let url = URL(string: String(characters[(close + 2)..<end]))
    else { return nil }
    return (close, url, end + 1)
  }
}

extension Character {
  fileprivate var isLetterOrDigit: Bool { isLetter || isNumber }

  /// Whether a backslash before the character escapes it (ASCII punctuation, as CommonMark says).
  fileprivate var isPunctuationLike: Bool {
    guard let ascii = asciiValue else { return false }
    return (33...47).contains(ascii) || (58...64).contains(ascii) || (91...96).contains(ascii)
      || (123...126).contains(ascii)
  }
}
