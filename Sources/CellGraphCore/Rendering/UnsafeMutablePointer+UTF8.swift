extension UnsafeMutablePointer<UInt8> {
  /// Initializes the memory here with the UTF-8 bytes of `string`, for which it has room, and
  /// returns how many there were: how lines are written into strings of their final size
  /// (`LabelRow`, `FramedLine`).
  ///
  /// The string is borrowed where it lies (a label's view value, a block's line): copying it out
  /// first, to call the `mutating` `withUTF8`, retained and released it once per string.
  @inline(__always)
  package func initialize(toUTF8Of string: String) -> Int {
    let copied = string.utf8.withContiguousStorageIfAvailable { bytes -> Int in
      guard let source = bytes.baseAddress else { return 0 }
      initialize(from: source, count: bytes.count)
      return bytes.count
    }
    if let copied { return copied }
    // A bridged string without contiguous UTF-8 (never one made on Linux): byte by byte.
    var count = 0
    for byte in string.utf8 {
      (self + count).initialize(to: byte)
      count += 1
    }
    return count
  }
}
