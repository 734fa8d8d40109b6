/// An `HStack`'s line built straight from its children's strings, when every child is a one-line
/// `Text` or a view whose text is a line (`LinePrimitive`, a `Toggle`): the row of a list.
///
/// The children do not render blocks of their own first: the row reads each `Text`'s string from
/// its view value, and each line view's line where its node keeps it, and writes them all into
/// one string. The line is the one `TextLayout.horizontal` makes from the children's blocks,
/// character for character. A row with any other child, or with a string of several lines, goes
/// the general way.
///
///     HStack { Text(">"); Text("12"); Text("row 12 !!!") }
///        the children's strings ─▶ ">" "12" "row 12 !!!" ─▶ one string: "> 12 row 12 !!!"
///     HStack { Toggle("row 12", isOn: $on); Text("value") }
///        the toggle's line, the label's string ─▶ "[ ] row 12" "value" ─▶ "[ ] row 12 value"
///
/// Each `Text` child's own text is then left stale (`needsRender` set) below an up-to-date parent:
/// it is rendered only if something asks for it (inspection); a pass does not render it (see
/// `Graph.renderEvaluatedNodes`). A changed label costs its comparison and the row's one string.
/// A line view's text is rendered as any child's (its line is read from it).
///
/// Nonisolated, with the children read where they lie (`LabelNodeLayout`, `Node.keptLine`): the
/// string is written by a closure handed to the standard library, and a main-actor closure there
/// checks its executor on every call. It is called only by `HStack.render`, on the main actor.
package enum LabelRow {
  /// The line of `children` side by side, `spacing` columns apart, and its width; `nil` unless
  /// every child is a `Text` of one line or a `LinePrimitive` whose text is one line.
  @MainActor
  package static func line(of children: ContiguousArray<Node>, spacing: Int) -> (
    String, width: Int
  )? {
    // A line view's text is rendered here, on the main actor, before the line is written: from
    // then on, until this call returns, nothing renders a child or lets its text go, so the line
    // `keptLine` points to stays where it is.
    for child in children where !child.flags.contains(.isLabel) {
      guard child.primitiveCapabilities?.writesLine == true, child.hasOneLineText else {
        return nil
      }
    }
    return line(ofChecked: children, spacing: spacing)
  }

  /// The line of `children`, each a label or a line view with one line of text (checked by the
  /// caller). Nonisolated, so that the closure it hands on is.
  private static func line(ofChecked children: ContiguousArray<Node>, spacing: Int) -> (
    String, width: Int
  )? {
    line(count: children.count, spacing: spacing) { string(of: children[$0]) }
  }

  /// The line of `labels` side by side, `spacing` columns apart, and its width; `nil` if a label
  /// has several lines.
  package static func line(of labels: LabelBlock, spacing: Int) -> (String, width: Int)? {
    let first = labels.first
    return line(count: labels.count, spacing: spacing) { first + $0 }
  }

  /// The line of the `count` labels that `label` finds, by index; `nil` if one is not a label
  /// (`label` returns `nil`) or has several lines.
  @inline(__always)
  private static func line(
    count: Int, spacing: Int, label: (Int) -> UnsafePointer<String>?
  ) -> (String, width: Int)? {
    guard count > 0 else { return nil }
    let spacing = max(spacing, 0)
    var byteCount = spacing * (count - 1)
    for index in 0..<count {
      guard let label = label(index) else { return nil }
      byteCount += label.pointee.utf8.count
    }
    // The bytes are checked once the line is written, a word at a time: a newline sends the row
    // the general way; a byte of a non-ASCII character means the width is not the length.
    var scan = Scan()
    let line = String(unsafeUninitializedCapacity: byteCount) { buffer in
      guard let target = buffer.baseAddress else { return 0 }
      var offset = 0
      for index in 0..<count {
        if index > 0 && spacing > 0 {
          (target + offset).initialize(repeating: UInt8(ascii: " "), count: spacing)
          offset += spacing
        }
        // Checked by the first loop: every one is a label.
        guard let label = label(index) else { continue }
        offset += (target + offset).initialize(toUTF8Of: label.pointee)
      }
      scan = Scan(UnsafeRawBufferPointer(start: target, count: offset))
      return offset
    }
    if scan.hasNewline { return nil }
    if scan.isASCII { return (line, byteCount) }
    // Some label is wider than its bytes suggest: the row is as wide as its labels' columns.
    var width = spacing * (count - 1)
    for index in 0..<count {
      width += label(index).map { TextBlock.width(of: $0.pointee) } ?? 0
    }
    return (line, width)
  }

  /// What a scan of a line's bytes found.
  ///
  /// Eight bytes at a time: a byte of a non-ASCII character has its high bit set, and a newline
  /// is a byte that is zero once the word is XORed with eight newlines. (The zero-byte test,
  /// `(x − 0x01…01) & ~x & 0x80…80`, is non-zero exactly when some byte of `x` is zero.)
  private struct Scan {
    var hasNewline = false
    var isASCII = true

    init() {}

    init(_ bytes: UnsafeRawBufferPointer) {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highBits: UInt64 = 0x8080_8080_8080_8080
      let newlines = ones &* UInt64(UInt8(ascii: "\n"))
      var highBitsSeen: UInt64 = 0
      var offset = 0
      while offset + 8 <= bytes.count {
        let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        highBitsSeen |= word
        let newlineBytes = word ^ newlines
        if (newlineBytes &- ones) & ~newlineBytes & highBits != 0 { hasNewline = true }
        offset += 8
      }
      while offset < bytes.count {
        let byte = bytes[offset]
        highBitsSeen |= UInt64(byte)
        if byte == UInt8(ascii: "\n") { hasNewline = true }
        offset += 1
      }
      isASCII = highBitsSeen & highBits == 0
    }
  }

  /// Where the string of `child` lives: a label's (`LabelPrimitive`) in its value, any other
  /// child's, a line view checked by the caller, in its text.
  @inline(__always)
  private static func string(of child: Node) -> UnsafePointer<String> {
    child.flags.contains(.isLabel) ? LabelNodeLayout.string(of: child) : child.keptLine
  }
}
