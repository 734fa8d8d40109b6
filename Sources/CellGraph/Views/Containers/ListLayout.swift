import CellGraphCore

/// The text form of a list or form, from its entries (`ListContent`), shared by `List` and `Form`.
///
/// Rows one below the other; a section's header at the section's indent, its rows and footer two
/// columns further in. When rows are marked (a list with a selection), each row's first line
/// starts with `> ` if the row is selected and two spaces if not; its other lines with two spaces.
///
///     Fruit            header (depth 0)
///       > Apple        row (depth 1), selected
///         Pear         row (depth 1)
///       2 fruits       footer (depth 1)
enum ListLayout {
  /// The marker of a selected row's first line.
  static let selectedMarker = "> "
  /// The marker of any other row line, when rows are marked.
  static let unselectedMarker = "  "

  /// The text of `content`'s entries, with rows marked by `isSelected` when it is given.
  /// `markedRow` sees each marked row that has a value: the value, and the line and column of its
  /// marker (for a list that later re-marks its rows in place).
  @MainActor
  static func text(
    of content: ListContent, isSelected: ((AnyHashable?) -> Bool)?,
    markedRow: (_ value: AnyHashable, _ line: Int, _ column: Int) -> Void = { _, _, _ in }
  ) -> [TextBlock] {
    var lines: [String] = []
    var width = 0
    func append(_ blocks: [TextBlock], indent: Int, firstMarker: String, otherMarker: String) {
      guard !blocks.isEmpty else { return }
      let block: TextBlock
      if blocks.count == 1, blocks[0].kind == .text {
        block = blocks[0]
      } else {
        block = TextLayout.vertical(blocks, alignment: .leading, spacing: 0)
      }
      let padding = String(repeating: " ", count: indent)
      for (index, line) in block.lines.enumerated() {
        lines.append(padding + (index == 0 ? firstMarker : otherMarker) + line)
      }
      width = max(width, indent + firstMarker.count + block.width)
    }
    for item in content.items {
      let indent = 2 * item.depth
      switch item.kind {
      case .header, .footer:
        append(item.node.text, indent: indent, firstMarker: "", otherMarker: "")
      case .row:
        guard let isSelected else {
          append(item.node.text, indent: indent, firstMarker: "", otherMarker: "")
          continue
        }
        let marker = isSelected(item.value) ? selectedMarker : unselectedMarker
        if let value = item.value, !item.node.text.isEmpty { markedRow(value, lines.count, indent) }
        append(item.node.text, indent: indent, firstMarker: marker, otherMarker: unselectedMarker)
      }
    }
    return lines.isEmpty ? [] : [TextBlock(lines: lines, width: width)]
  }
}
