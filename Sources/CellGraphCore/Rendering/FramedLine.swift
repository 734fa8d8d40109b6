/// The lines of padded and bordered blocks, each written into one string of its final size.
///
/// A padded or bordered line is its content's line with spaces and edge glyphs around it. Built
/// piece by piece (`"|" + pad(line) + "|"`), every `+` makes a string and copies the pieces so
/// far, and `String(repeating:count:)` one more: a row of five bordered lines cost about 11,000
/// instructions. Here the bytes are counted first, then written once: one string per line.
///
///     line "row 1"  ─▶  count: 1 + 2 + 5 + 2 + 1 = 11 bytes  ─▶  "|  row 1  |"
///                       (edge, leading, line, spaces to the width, edge)
///
/// The edge glyphs and the spaces are one byte and one column each; the line's own columns are
/// `TextBlock.width(of:)`, its `Character`s, which for a line that is not ASCII differ from its
/// bytes: the spaces that pad it are counted from its columns, its bytes copied as they are.
package enum FramedLine {
  /// `edge` (if any), `leading` spaces, `line`, spaces up to `columns` columns after the leading
  /// ones (none if the line is as wide already), then `edge` again.
  ///
  ///     FramedLine.line("ab", leading: 1, paddedTo: 4, edge: UInt8(ascii: "|"))  // "| ab  |"
  package static func line(
    _ line: String, leading: Int, paddedTo columns: Int, edge: UInt8?
  ) -> String {
    let leading = max(leading, 0)
    let trailing = max(columns - TextBlock.width(of: line), 0)
    // Nothing around it: the line itself, shared, not copied.
    if edge == nil && leading == 0 && trailing == 0 { return line }
    let edges = edge == nil ? 0 : 2
    let byteCount = line.utf8.count + leading + trailing + edges
    return String(unsafeUninitializedCapacity: byteCount) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      var target = start
      if let edge {
        target.initialize(to: edge)
        target += 1
      }
      target.initialize(repeating: UInt8(ascii: " "), count: leading)
      target += leading
      target += target.initialize(toUTF8Of: line)
      target.initialize(repeating: UInt8(ascii: " "), count: trailing)
      target += trailing
      if let edge {
        target.initialize(to: edge)
        target += 1
      }
      return target - start
    }
  }

  /// `corner`, `count` copies of `fill`, `corner`: the top and bottom edge of a border.
  ///
  ///     FramedLine.rule(count: 3, fill: UInt8(ascii: "-"), corner: UInt8(ascii: "+"))  // "+---+"
  package static func rule(count: Int, fill: UInt8, corner: UInt8) -> String {
    let count = max(count, 0)
    return String(unsafeUninitializedCapacity: count + 2) { buffer in
      guard let start = buffer.baseAddress else { return 0 }
      start.initialize(to: corner)
      (start + 1).initialize(repeating: fill, count: count)
      (start + 1 + count).initialize(to: corner)
      return count + 2
    }
  }
}
