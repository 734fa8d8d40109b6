/// A line diff between an expected and an actual text, worded for a test failure.
///
/// Lines are matched by a longest common subsequence, so a missing or an extra line shows as one
/// line, not as every line after it. Changed lines are printed with two lines of context around
/// them; `-` marks an expected line that is missing, `+` an actual line that was not expected,
/// and each line carries its number in its own text (expected lines numbered in the expected
/// text, actual and common lines in the actual text):
///
/// ```
///     1   Notes: 1
///   - 2   [ ] Milk
///   + 2   [x] Milk
///     3   Title: []
/// ```
struct TextDiff {
  enum Line: Equatable {
    case common(expected: Int, actual: Int, String)
    case missing(expected: Int, String)
    case unexpected(actual: Int, String)

    var isChange: Bool {
      if case .common = self { return false }
      return true
    }
  }

  let lines: [Line]

  init(expected: String, actual: String) {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.common(expected: i + 1, actual: j + 1, old[i]))
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        lines.append(.missing(expected: i + 1, old[i]))
        i += 1
      } else {
        lines.append(.unexpected(actual: j + 1, new[j]))
        j += 1
      }
    }
    self.lines = lines
  }

  /// Whether the texts differ.
  var hasChanges: Bool { lines.contains(where: \.isChange) }

  /// The changed lines with `context` lines around them; `…` stands for the lines left out.
  func rendered(context: Int = 2) -> String {
    let changes = lines.indices.filter { lines[$0].isChange }
    var shown = Set<Int>()
    for index in changes {
      shown.formUnion(max(0, index - context)...min(lines.count - 1, index + context))
    }
    var output: [String] = []
    var previous: Int?
    for index in shown.sorted() {
      if let previous, index > previous + 1 { output.append("  …") }
      if previous == nil, index > 0 { output.append("  …") }
      output.append(Self.render(lines[index]))
      previous = index
    }
    if let previous, previous < lines.count - 1 { output.append("  …") }
    return output.joined(separator: "\n")
  }

  private static func render(_ line: Line) -> String {
    switch line {
    case .common(_, let number, let text): "    \(pad(number)) \(text)"
    case .missing(let number, let text): "  - \(pad(number)) \(text)"
    case .unexpected(let number, let text): "  + \(pad(number)) \(text)"
    }
  }

  private static func pad(_ number: Int) -> String {
    let digits = String(number)
    return digits + String(repeating: " ", count: max(0, 3 - digits.count))
  }
}
