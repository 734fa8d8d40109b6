/// Writes an integer's decimal digits as ASCII bytes, without making a string of them: what
/// `LocalizedStringKey`'s integer interpolation (`Text("row \(index)")`) uses in every body that
/// shows a number.
///
/// ```swift
/// var text = "row "
/// DecimalDigits.append(-42, to: &text)   // "row -42"
/// ```
///
/// The result equals `String(describing: value)` for every `Int` (pinned by
/// `DecimalDigitsTests`, including `Int.min`, whose magnitude does not fit an `Int` and is taken
/// as a `UInt`).
enum DecimalDigits {
  /// The most bytes an `Int` takes: `Int.min` has 19 digits and a sign.
  static let maximumCount = 20

  /// Writes `value` at the end of `buffer`, right to left, and returns the index of its first
  /// byte. `buffer` has at least `maximumCount` bytes.
  static func write(_ value: Int, endingIn buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
    // The magnitude as a UInt: `Int.min.magnitude` is representable there, not in Int.
    var magnitude = value.magnitude
    var start = buffer.count
    repeat {
      let (quotient, digit) = magnitude.quotientAndRemainder(dividingBy: 10)
      start -= 1
      buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
      magnitude = quotient
    } while magnitude != 0
    if value < 0 {
      start -= 1
      buffer[start] = UInt8(ascii: "-")
    }
    return start
  }

  /// Appends `value`'s digits to `text`.
  static func append(_ value: Int, to text: inout String) {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumCount) { buffer in
      let start = write(value, endingIn: buffer)
      text += String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
    }
  }
}
