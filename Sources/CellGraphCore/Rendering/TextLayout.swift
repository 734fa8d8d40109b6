/// The plain-text layout of stacks, padding and borders. Every function takes the blocks of the
/// children and returns the container's block; see Docs/TextForm.md for each primitive's form.
package enum TextLayout {
  /// Stacks `blocks` top to bottom with `spacing` blank lines between them, aligning each line
  /// within the widest block. Flexible blocks span the stack's width.
  package static func vertical(
    _ blocks: [TextBlock], alignment: HorizontalAlignment, spacing: Int
  ) -> TextBlock {
    if alignment == .leading, let stacked = leadingOneLineBlocks(blocks, spacing: spacing) {
      return stacked
    }
    var width = 0
    for block in blocks {
      switch block.kind {
      case .text: width = max(width, block.width)
      case .flexible(let flexible): width = max(width, flexible.minimumExtent(across: .vertical))
      }
    }
    var lines: [String] = []
    for (index, block) in blocks.enumerated() {
      if index > 0 && spacing > 0 {
        lines.append(contentsOf: repeatElement("", count: spacing))
      }
      switch block.kind {
      case .text where alignment == .leading:
        lines.append(contentsOf: block.lines)
      case .text:
        for line in block.lines { lines.append(align(line, width: width, alignment)) }
      case .flexible(let flexible):
        lines.append(contentsOf: flexible.resolve(across: .vertical, extent: width).lines)
      }
    }
    return TextBlock(lines: lines, width: width)
  }

  /// `vertical` for leading-aligned blocks of fixed text that are one line each (a list of rows,
  /// the most common stack): each block's line is its line in the stack, as it is. `nil` when a
  /// block is flexible or not one line high.
  ///
  /// The blocks are read in place, field by field, not copied out of the array one by one (a copy
  /// of a block retains its lines and its kind): the stack of a 1,000-row list was re-laid out
  /// with 4,000 retains and releases for 1,000 lines.
  private static func leadingOneLineBlocks(_ blocks: [TextBlock], spacing: Int) -> TextBlock? {
    blocks.withUnsafeBufferPointer { blocks in
      var width = 0
      for index in blocks.indices {
        guard blocks[index].kind == .text, blocks[index].lines.count == 1 else { return nil }
        width = max(width, blocks[index].width)
      }
      var lines: [String] = []
      lines.reserveCapacity(blocks.count * (spacing + 1))
      for index in blocks.indices {
        if index > 0 && spacing > 0 { lines.append(contentsOf: repeatElement("", count: spacing)) }
        lines.append(blocks[index].lines[0])
      }
      return TextBlock(lines: lines, width: width)
    }
  }

  /// Places `blocks` side by side with `spacing` columns between them, aligned vertically within
  /// the tallest block. Flexible blocks span the stack's height.
  package static func horizontal(
    _ blocks: [TextBlock], alignment: VerticalAlignment, spacing: Int
  ) -> TextBlock {
    if let row = singleRow(blocks, spacing: spacing) { return row }
    var height = 0
    for block in blocks {
      switch block.kind {
      case .text: height = max(height, block.height)
      case .flexible(let flexible):
        height = max(height, flexible.minimumExtent(across: .horizontal))
      }
    }
    let columns = blocks.map { block in
      switch block.kind {
      case .text: block
      case .flexible(let flexible): flexible.resolve(across: .horizontal, extent: height)
      }
    }
    var lines = Array(repeating: "", count: height)
    let separator = String(repeating: " ", count: max(spacing, 0))
    for (index, column) in columns.enumerated() {
      let top: Int
      switch alignment {
      case .top: top = 0
      case .center: top = (height - column.height) / 2
      case .bottom: top = height - column.height
      }
      for row in 0..<height {
        if index > 0 { lines[row] += separator }
        let lineIndex = row - top
        let line = lineIndex >= 0 && lineIndex < column.height ? column.lines[lineIndex] : ""
        lines[row] += TextBlock.pad(line, to: column.width)
      }
    }
    let width = columns.reduce(0) { $0 + $1.width } + max(spacing, 0) * max(columns.count - 1, 0)
    return TextBlock(lines: lines, width: width)
  }

  /// `horizontal` for blocks of fixed text that are one line high at most (a row of labels, the
  /// most common `HStack`): one line built in one string, without the line-by-line placement.
  /// `nil` when a block is taller or flexible.
  private static func singleRow(_ blocks: [TextBlock], spacing: Int) -> TextBlock? {
    let spacing = max(spacing, 0)
    var width = spacing * max(blocks.count - 1, 0)
    var isEmpty = true
    for block in blocks {
      guard block.kind == .text, block.lines.count <= 1 else { return nil }
      width += block.width
      if !block.lines.isEmpty { isEmpty = false }
    }
    // No block has a line: the row has no height (as in the general case), only a width.
    if isEmpty { return TextBlock(lines: [], width: width) }
    // The line's bytes, written once into a string of the right size: each block's text, the
    // spaces that pad it to its width, and the spacing between blocks. (Appending the pieces to a
    // `String` one by one grows and re-checks it at every step: several times the work.)
    var byteCount = 0
    for (index, block) in blocks.enumerated() {
      if index > 0 { byteCount += spacing }
      let text = block.lines.first ?? ""
      byteCount += text.utf8.count + max(block.width - TextBlock.width(of: text), 0)
    }
    let line = String(unsafeUninitializedCapacity: byteCount) { buffer in
      var offset = 0
      func appendSpaces(_ count: Int) {
        guard count > 0 else { return }
        buffer[offset..<offset + count].initialize(repeating: UInt8(ascii: " "))
        offset += count
      }
      for (index, block) in blocks.enumerated() {
        if index > 0 { appendSpaces(spacing) }
        var text = block.lines.first ?? ""
        text.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
          (target + offset).update(from: source, count: bytes.count)
          offset += bytes.count
        }
        appendSpaces(block.width - TextBlock.width(of: text))
      }
      return offset
    }
    return TextBlock(lines: [line], width: width)
  }

  /// Adds blank lines above and below and spaces before and after the block (negative insets
  /// count as zero). A flexible block stays flexible, with the padding remembered. Each line is
  /// written once, spaces and all (`FramedLine`).
  package static func padded(_ block: TextBlock, _ insets: CellInsets) -> TextBlock {
    let insets = CellInsets(
      top: max(insets.top, 0), leading: max(insets.leading, 0), bottom: max(insets.bottom, 0),
      trailing: max(insets.trailing, 0))
    if case .flexible(let flexible) = block.kind {
      return TextBlock(flexible: .padded(flexible, insets))
    }
    let width = block.width + insets.leading + insets.trailing
    var lines: [String] = []
    lines.reserveCapacity(insets.top + block.lines.count + insets.bottom)
    lines.append(contentsOf: repeatElement("", count: insets.top))
    for line in block.lines {
      lines.append(
        FramedLine.line(
          line, leading: insets.leading, paddedTo: block.width + insets.trailing, edge: nil))
    }
    lines.append(contentsOf: repeatElement("", count: insets.bottom))
    return TextBlock(lines: lines, width: width)
  }

  /// Draws an ASCII frame around the block. A flexible block stays flexible, framed. Each line is
  /// written once, edges and all (`FramedLine`).
  package static func bordered(_ block: TextBlock) -> TextBlock {
    if case .flexible(let flexible) = block.kind {
      return TextBlock(flexible: .bordered(flexible))
    }
    // One string for both edges: the bottom line shares the top one's storage.
    let edge = FramedLine.rule(
      count: block.width, fill: UInt8(ascii: "-"), corner: UInt8(ascii: "+"))
    var lines: [String] = []
    lines.reserveCapacity(block.lines.count + 2)
    lines.append(edge)
    for line in block.lines {
      lines.append(
        FramedLine.line(line, leading: 0, paddedTo: block.width, edge: UInt8(ascii: "|")))
    }
    lines.append(edge)
    return TextBlock(lines: lines, width: block.width + 2)
  }

  /// The final text of a host: the root blocks stacked, trailing spaces removed.
  package static func string(from blocks: [TextBlock]) -> String {
    let lines =
      blocks.count == 1 && blocks[0].kind == .text
      ? blocks[0].lines : vertical(blocks, alignment: .leading, spacing: 0).lines
    // One allocation and a byte copy per line: appending lines to a `String` one by one costs
    // several times more on large trees.
    var capacity = max(lines.count - 1, 0)
    for line in lines { capacity += line.utf8.count }
    return String(unsafeUninitializedCapacity: capacity) { buffer in
      var offset = 0
      for index in lines.indices {
        if index > 0 {
          buffer[offset] = UInt8(ascii: "\n")
          offset += 1
        }
        var line = lines[index]
        line.withUTF8 { bytes in
          var end = bytes.count
          while end > 0 && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
          guard end > 0, let source = bytes.baseAddress, let target = buffer.baseAddress else {
            return
          }
          (target + offset).update(from: source, count: end)
          offset += end
        }
      }
      return offset
    }
  }

  private static func align(_ line: String, width: Int, _ alignment: HorizontalAlignment) -> String
  {
    let missing = width - TextBlock.width(of: line)
    guard missing > 0 else { return line }
    switch alignment {
    case .leading: return line
    case .center: return String(repeating: " ", count: missing / 2) + line
    case .trailing: return String(repeating: " ", count: missing) + line
    }
  }
}
