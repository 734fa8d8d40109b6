import Foundation
import Testing

/// Reads "One cell, followed end to end" for `OneCellTests`: its Swift blocks, and what each
/// block says its `print` calls print.
enum OneCellArticle {
  /// The article's two copies: the Docs page and the DocC article.
  static func copies() throws -> [String] {
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try ["Docs/OneCell.md", "Sources/CellGraph/CellGraph.docc/OneCell.md"].map {
      try String(contentsOf: repository.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The lines of each ```swift block, in order.
  static func swiftBlocks(in article: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// What a block prints, as it shows it: for each `print` line, its trailing comment (after
  /// `  // `) if any, then the comment lines right below it.
  static func printedLines(of block: [String]) -> [String] {
    var lines: [String] = []
    var index = 0
    while index < block.count {
      let line = block[index].trimmingCharacters(in: .whitespaces)
      index += 1
      guard line.hasPrefix("print(") else { continue }
      if let comment = line.range(of: "  // ") { lines.append(String(line[comment.upperBound...])) }
      while index < block.count,
        block[index].trimmingCharacters(in: .whitespaces).hasPrefix("//")
      {
        let comment = block[index].trimmingCharacters(in: .whitespaces).dropFirst(2)
        lines.append(String(comment.hasPrefix(" ") ? comment.dropFirst() : comment))
        index += 1
      }
    }
    return lines
  }

  /// Checks that the snippets printed what block `number` of the Docs page shows, then forgets
  /// what they printed.
  static func expectPrinted(
    block number: Int, printed: inout [String], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let blocks = swiftBlocks(in: try copies()[0])
    try #require(number < blocks.count, sourceLocation: sourceLocation)
    let shown = printedLines(of: blocks[number])
    #expect(!shown.isEmpty, "block \(number) shows no output", sourceLocation: sourceLocation)
    #expect(
      printed == shown, "block \(number) prints what the article shows",
      sourceLocation: sourceLocation)
    printed.removeAll()
  }

  /// Whether `block` appears in `file` line for line, all its lines indented alike.
  static func appears(_ block: [String], in file: [String]) -> Bool {
    guard let first = block.first else { return true }
    for start in file.indices where file[start].hasSuffix(first) {
      let indent = String(file[start].dropLast(first.count))
      guard indent.allSatisfy({ $0 == " " }), start + block.count <= file.count else { continue }
      let matches = block.indices.allSatisfy { offset in
        let line = file[start + offset]
        return block[offset].isEmpty ? line.isEmpty : line == indent + block[offset]
      }
      if matches { return true }
    }
    return false
  }
}
