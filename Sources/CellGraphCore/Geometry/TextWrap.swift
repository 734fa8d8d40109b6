/// Word wrapping of text lines at a number of columns, as SwiftUI's `Text` wraps at the width it
/// is proposed: greedily at spaces, a word longer than a line broken at the edge.
package enum TextWrap {
  /// The widest wrapped line and the number of lines, for `lines` wrapped at `columns` (≥ 1).
  package static func measure(_ lines: [String], columns: Int) -> (columns: Int, lines: Int) {
    var widest = 0
    var count = 0
    for line in wrap(lines, columns: columns) {
      widest = max(widest, TextBlock.width(of: line))
      count += 1
    }
    return (widest, count)
  }

  /// `lines` wrapped at `columns` (at least 1).
  package static func wrap(_ lines: [String], columns: Int) -> [String] {
    let columns = max(columns, 1)
    var result: [String] = []
    for line in lines {
      var current = ""
      var currentWidth = 0
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        var word = String(word)
        var width = TextBlock.width(of: word)
        if currentWidth > 0 && currentWidth + 1 + width <= columns {
          current += " " + word
          currentWidth += 1 + width
          continue
        }
        if currentWidth > 0 { result.append(current) }
        while width > columns {
          result.append(String(word.prefix(columns)))
          word = String(word.dropFirst(columns))
          width = TextBlock.width(of: word)
        }
        current = word
        currentWidth = width
      }
      result.append(current)
    }
    return result
  }
}
