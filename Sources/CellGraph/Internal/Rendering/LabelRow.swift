/// An `HStack`'s line built straight from its children's strings, when every child is a one-line
/// `Text`: the row of a list.
///
/// The children do not render blocks of their own first: the row reads each `Text`'s string from
/// its view value and writes them all into one string. The line is the one
/// `TextLayout.horizontal` makes from the children's blocks, character for character. A row with
/// any other child, or with a string of several lines, goes the general way.
///
///     HStack { Text(">"); Text("12"); Text("row 12 !!!") }
///        the children's strings ─▶ ">" "12" "row 12 !!!" ─▶ one string: "> 12 row 12 !!!"
///
/// Each `Text` child's own text is then left stale (`needsRender` set) below an up-to-date parent:
/// it is rendered only if something asks for it (inspection); a pass does not render it (see
/// `Graph.renderEvaluatedNodes`). A changed label costs its comparison and the row's one string.
///
/// Nonisolated, with the children read through `TypedNode.viewAddress`: the string is written by
/// a closure handed to the standard library, and a main-actor closure there checks its executor
/// on every call. It is called only by `HStack.render`, on the main actor.
enum LabelRow {
  /// The line of `children` side by side, `spacing` columns apart, and its width; `nil` unless
  /// every child is a `Text` of one line.
  static func line(of children: ContiguousArray<Node>, spacing: Int) -> (String, width: Int)? {
    guard !children.isEmpty else { return nil }
    let spacing = max(spacing, 0)
    var byteCount = spacing * (children.count - 1)
    for child in children {
      guard let content = content(of: child) else { return nil }
      byteCount += content.utf8.count
    }
    // The bytes are checked as they are copied, once for the whole line: a newline sends the
    // row the general way; a byte of a non-ASCII character means the width is not the length.
    var hasNewline = false
    var isASCII = true
    let line = String(unsafeUninitializedCapacity: byteCount) { buffer in
      var offset = 0
      for index in children.indices {
        if index > 0 && spacing > 0 {
          buffer[offset..<offset + spacing].initialize(repeating: UInt8(ascii: " "))
          offset += spacing
        }
        // Checked by the first loop: every child is a `Text`.
        var content = content(of: children[index]) ?? ""
        offset = content.withUTF8 { bytes in
          guard let source = bytes.baseAddress, let target = buffer.baseAddress else {
            return offset
          }
          (target + offset).initialize(from: source, count: bytes.count)
          return offset + bytes.count
        }
      }
      for byte in buffer[..<offset] {
        if byte == UInt8(ascii: "\n") { hasNewline = true }
        if byte >= 0x80 { isASCII = false }
      }
      return offset
    }
    if hasNewline { return nil }
    if isASCII { return (line, byteCount) }
    // Some label is wider than its bytes suggest: the row is as wide as its labels' columns.
    var width = spacing * (children.count - 1)
    for child in children { width += content(of: child).map(TextBlock.width(of:)) ?? 0 }
    return (line, width)
  }

  /// The string of `child` if it is a `Text`.
  @inline(__always)
  private static func content(of child: Node) -> String? {
    guard child.viewType == ObjectIdentifier(Text.self) else { return nil }
    return unsafeDowncast(child, to: PrimitiveNode<Text>.self).viewAddress.pointee.content
  }
}
