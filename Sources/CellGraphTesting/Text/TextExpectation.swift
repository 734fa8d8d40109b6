import Testing

/// The comparison and the failure message behind every `expectText`.
enum TextExpectation {
  static func check(
    _ actual: String, expected: String, subject: String = "The text",
    sourceLocation: SourceLocation
  ) -> Bool {
    guard actual != expected else { return true }
    IssueReporter.record(
      message(actual, expected: expected, subject: subject), sourceLocation: sourceLocation)
    return false
  }

  static func message(_ actual: String, expected: String, subject: String) -> String {
    var lines = ["\(subject) differs from the expectation (- expected, + actual):"]
    lines.append(TextDiff(expected: expected, actual: actual).rendered())
    if trimmingTrailingSpaces(expected) == trimmingTrailingSpaces(actual) {
      lines.append("Only trailing spaces differ: the text never ends a line with spaces.")
    }
    lines.append("Actual text:")
    lines.append(actual)
    return lines.joined(separator: "\n")
  }

  private static func trimmingTrailingSpaces(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return line
      }
      .joined(separator: "\n")
  }
}
