extension TextLayout {
  /// `vertical(blocks, alignment: .leading, spacing: 0)` written over `previous`, the stack's
  /// last text, in place: for a list whose rows are one line each, of which few change at a time.
  ///
  /// Each line of the previous stack is compared with its block's line by its bits (the same
  /// string storage) and replaced only where it differs: 100 changed rows of 1,000 cost 100
  /// assignments, not a new array of 1,000 lines (each line retained into it, and each line of
  /// the previous array released when that is freed).
  ///
  ///     blocks:    [a] [b'] [c]            previous: a b c   ─▶   a b' c   (one line replaced)
  ///
  /// Returns `nil`, with `previous` given up, when the shapes differ: `previous` is not one block
  /// of one line per block, or a block is not one line of fixed text.
  package static func restackedLeadingLines(
    _ blocks: [TextBlock], over previous: consuming [TextBlock]
  ) -> [TextBlock]? {
    var stack = previous
    guard stack.count == 1, case .text = stack[0].kind, stack[0].lines.count == blocks.count
    else { return nil }
    // The lines are moved out of the block, so that the array is referenced once and written in
    // place (if the block also held it, every write would copy it).
    var lines = stack[0].lines
    stack[0].lines = []
    let width: Int? = blocks.withUnsafeBufferPointer { blocks in
      var width = 0
      for index in blocks.indices {
        guard blocks[index].kind == .text, blocks[index].lines.count == 1 else { return nil }
        width = max(width, blocks[index].width)
      }
      lines.withUnsafeMutableBufferPointer { lines in
        for index in blocks.indices {
          let line = blocks[index].lines.withUnsafeBufferPointer { $0.baseAddress! }
          if !hasSameBits(line, lines.baseAddress! + index) { lines[index] = line.pointee }
        }
      }
      return width
    }
    guard let width else { return nil }
    stack[0].lines = lines
    stack[0].width = width
    return stack
  }

  /// Whether the two strings are the same value bit for bit (the same storage, or the same small
  /// string): then they are equal, and one need not replace the other. Strings that differ in
  /// their bits may still be equal; the caller then replaces one with the other, which is right
  /// either way.
  ///
  /// A `String` is two words on 64-bit platforms, compared as two loads; elsewhere its bytes are
  /// compared one by one (the size is a constant, so only one branch is compiled in).
  private static func hasSameBits(_ lhs: UnsafePointer<String>, _ rhs: UnsafePointer<String>)
    -> Bool
  {
    let left = UnsafeRawPointer(lhs)
    let right = UnsafeRawPointer(rhs)
    guard MemoryLayout<String>.size == 16 else {
      for offset in 0..<MemoryLayout<String>.size
      where left.load(fromByteOffset: offset, as: UInt8.self)
        != right.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      return true
    }
    return left.load(as: UInt64.self) == right.load(as: UInt64.self)
      && left.load(fromByteOffset: 8, as: UInt64.self)
        == right.load(fromByteOffset: 8, as: UInt64.self)
  }
}
