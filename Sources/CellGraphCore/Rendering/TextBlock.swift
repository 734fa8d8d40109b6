/// A rectangle of text: what a view contributes to its container's layout.
///
/// Layout is plain text: a block is lines of characters with a width (the longest line, counted in
/// `Character`s). Some blocks are *flexible* and take their size from the stack that places them:
/// a ``Divider`` becomes a rule across a `VStack` (or down an `HStack`), a ``Spacer`` a gap along
/// the stack's axis. A flexible block stays flexible through padding and borders, so a padded
/// divider still spans its stack, minus the padding.
package struct TextBlock: Equatable {
  package enum Kind: Equatable {
    /// Fixed text.
    case text
    /// Text whose size the enclosing stack decides.
    case flexible(Flexible)
  }

  package var lines: [String]
  package var width: Int
  package var kind: Kind

  /// A block of fixed text; `\n` in `string` starts a new line.
  package init(_ string: String) {
    if let width = TextBlock.oneLineWidth(of: string) {
      lines = [string]
      self.width = width
    } else {
      lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      width = lines.reduce(0) { max($0, TextBlock.width(of: $1)) }
    }
    kind = .text
  }

  /// `[TextBlock(string)]`, written into `previous` when that is one block of one line, as a
  /// label's last text is. The arrays are then reused in place, and re-rendering a label
  /// allocates nothing, as long as nothing else holds them: a parent that shared them lets go of
  /// its own text before it re-renders (see `Node.text`). A shared array is copied on write.
  package static func single(_ string: String, reusing previous: consuming [TextBlock])
    -> [TextBlock]
  {
    guard let width = oneLineWidth(of: string) else { return [TextBlock(string)] }
    return single(line: string, width: width, reusing: previous)
  }

  /// `[TextBlock(lines: [line], width: width)]`, written into `previous` in place when that is one
  /// block of one line (see `single(_:reusing:)`). `line` has no newline and is `width` columns
  /// wide at most.
  package static func single(line: String, width: Int, reusing previous: consuming [TextBlock])
    -> [TextBlock]
  {
    var blocks = previous
    guard blocks.count == 1, case .text = blocks[0].kind, blocks[0].lines.count == 1 else {
      return [TextBlock(lines: [line], width: width)]
    }
    blocks[0].lines[0] = line
    blocks[0].width = width
    return blocks
  }

  /// The width of `string` if it is one line, `nil` if it has a newline.
  ///
  /// One pass over the bytes, not `Character`s (grapheme breaking is slow): a newline is one byte
  /// in UTF-8, and an ASCII line is as wide as it is long.
  private static func oneLineWidth(of string: String) -> Int? {
    let scanned: (hasNewline: Bool, isASCII: Bool)? = string.utf8.withContiguousStorageIfAvailable {
      bytes in
      var isASCII = true
      for byte in bytes {
        if byte == UInt8(ascii: "\n") { return (true, false) }
        if byte >= 0x80 { isASCII = false }
      }
      return (false, isASCII)
    }
    guard let (hasNewline, isASCII) = scanned else {
      // Not contiguous (a bridged string): the same scan, over the view.
      return string.utf8.contains(UInt8(ascii: "\n")) ? nil : width(of: string)
    }
    if hasNewline { return nil }
    return isASCII ? string.utf8.count : string.count
  }

  package init(lines: [String], width: Int) {
    self.lines = lines
    self.width = width
    self.kind = .text
  }

  package init(flexible: Flexible) {
    self.lines = []
    self.width = 0
    self.kind = .flexible(flexible)
  }

  package var height: Int { lines.count }

  /// The block as fixed text, for places that are not stacks (the host's text at the top is a
  /// stack): a flexible block takes its smallest size.
  package var resolved: TextBlock {
    switch kind {
    case .text: self
    case .flexible(let flexible): flexible.resolve(across: .vertical, extent: 0)
    }
  }

  /// The columns `line` takes: its `Character`s. ASCII text, by far the most common, is measured
  /// by its bytes, without the grapheme breaking that `count` does.
  package static func width(of line: String) -> Int {
    let ascii = line.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { $0 < 0x80 } ? bytes.count : nil
    }
    return (ascii ?? nil) ?? line.count
  }

  /// `line` padded with spaces to `width` columns.
  package static func pad(_ line: String, to width: Int) -> String {
    let missing = width - TextBlock.width(of: line)
    return missing > 0 ? line + String(repeating: " ", count: missing) : line
  }
}

/// The axis of the stack placing a flexible block.
package enum StackAxis {
  /// A `VStack`: flexible blocks span its width.
  case vertical
  /// An `HStack`: flexible blocks span its height.
  case horizontal
}

/// A block whose size the enclosing stack decides, with the modifiers applied to it on the way.
package indirect enum Flexible: Equatable {
  /// A divider: `-` across a vertical stack, `|` down a horizontal one.
  case rule
  /// A gap of at least `columns` along a horizontal stack, `lines` down a vertical one (a
  /// spacer's minimum length in points, converted by the host's `CellSize`).
  case spacer(columns: Int, lines: Int)
  /// A shape or a colour: its token in a stack, drawn into the cells a frame or a layer gives it.
  case drawing(Drawing)
  /// Layers of which one at least is a drawing (a `ZStack` of a shape and text): drawn at the
  /// size offered, else at the size of their text.
  case layers([TextBlock], Alignment)
  /// A flexible block with padding.
  case padded(Flexible, CellInsets)
  /// A flexible block with a border.
  case bordered(Flexible)

  /// The smallest extent across the stack's axis: the width in a `VStack`, the height in an
  /// `HStack`.
  func minimumExtent(across axis: StackAxis) -> Int {
    switch self {
    case .rule: 1
    case .spacer: 0
    case .drawing(let drawing):
      axis == .vertical ? TextBlock.width(of: drawing.token) : 1
    case .layers(let layers, let alignment):
      axis == .vertical
        ? TextLayout.layered(layers, alignment: alignment).width
        : TextLayout.layered(layers, alignment: alignment).height
    case .padded(let inner, let insets):
      inner.minimumExtent(across: axis)
        + (axis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
    case .bordered(let inner): inner.minimumExtent(across: axis) + 2
    }
  }

  /// The fixed block this becomes in a rectangle of `width` × `height` cells that a frame or a
  /// layer offers: a drawing fills it; a padded or bordered drawing fills it inside its padding
  /// or border; anything else is resolved as in a vertical stack `width` wide.
  package func resolve(width: Int, height: Int) -> TextBlock {
    switch self {
    case .drawing(let drawing):
      return drawing.draw(width: width, height: height)
    case .layers(let layers, let alignment):
      return TextLayout.layered(
        layers, alignment: alignment, size: (width: max(width, 0), height: max(height, 0)))
    case .padded(let inner, let insets):
      let block = inner.resolve(
        width: width - insets.leading - insets.trailing,
        height: height - insets.top - insets.bottom)
      return TextLayout.padded(block, insets)
    case .bordered(let inner):
      return TextLayout.bordered(inner.resolve(width: width - 2, height: height - 2))
    case .rule, .spacer:
      return resolve(across: .vertical, extent: width)
    }
  }

  /// Whether this is a drawing, padded or bordered or not: it fills what it is offered, and
  /// yields to text in a layer.
  package var isDrawing: Bool {
    switch self {
    case .drawing, .layers: true
    case .padded(let inner, _), .bordered(let inner): inner.isDrawing
    case .rule, .spacer: false
    }
  }

  /// The fixed block this becomes in a stack along `axis` whose other extent is `extent`.
  package func resolve(across axis: StackAxis, extent: Int) -> TextBlock {
    let extent = max(extent, minimumExtent(across: axis))
    switch self {
    case .rule:
      return axis == .vertical
        ? TextBlock(lines: [String(repeating: "-", count: extent)], width: extent)
        : TextBlock(lines: Array(repeating: "|", count: extent), width: 1)
    case .spacer(let columns, let lines):
      return axis == .vertical
        ? TextBlock(lines: Array(repeating: "", count: lines), width: 0)
        : TextBlock(lines: [], width: columns)
    case .drawing(let drawing):
      return TextBlock(drawing.token)
    case .layers(let layers, let alignment):
      return TextLayout.layered(layers, alignment: alignment)
    case .padded(let inner, let insets):
      let innerExtent =
        extent - (axis == .vertical ? insets.leading + insets.trailing : insets.top + insets.bottom)
      return TextLayout.padded(inner.resolve(across: axis, extent: innerExtent), insets)
    case .bordered(let inner):
      return TextLayout.bordered(inner.resolve(across: axis, extent: extent - 2))
    }
  }
}
