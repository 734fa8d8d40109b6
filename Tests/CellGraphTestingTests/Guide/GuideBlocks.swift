/// Reading fenced code blocks out of Markdown, and finding them in source files.
enum GuideBlocks {
  /// The lines of every ```swift block in `markdown`, in order.
  static func swift(in markdown: String) -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]?
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil {
        if line == "```swift" { current = [] }
      } else if line == "```" {
        blocks.append(current ?? [])
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// Whether `block` occurs in `file` as consecutive lines, all indented alike (a snippet may sit
  /// inside a suite); blank lines match blank lines.
  static func appears(_ block: [String], in file: [String]) -> Bool {
    guard let first = block.first, !block.isEmpty else { return true }
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
