import Foundation

/// The Swift blocks of a part of Docs/TimeAndGestures.md, checked against the test file that
/// runs them: a guide snippet stays true only while a test runs it word for word.
enum GuideSnippets {
  /// The Swift blocks of the guide between `start` and the first `end` after it, each with
  /// whether its lines (trimmed) appear, consecutively, in `testFile`.
  static func blocks(
    from start: String, to end: String, testFile: String = #filePath
  ) throws -> [(block: String, isInTestFile: Bool)] {
    let here = URL(fileURLWithPath: testFile)
    let repository = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: repository.appendingPathComponent("Docs/TimeAndGestures.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    let part =
      (guide.components(separatedBy: start).dropFirst().first ?? "")
      .components(separatedBy: end).first ?? ""
    let sourceLines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    return part.components(separatedBy: "```swift\n").dropFirst().map { piece in
      let block = piece.components(separatedBy: "```").first ?? ""
      let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      let found = sourceLines.indices.contains { index in
        index + lines.count <= sourceLines.count
          && Array(sourceLines[index..<index + lines.count]) == lines
      }
      return (block, found)
    }
  }
}
