/// Turns the bytes a terminal sends into keys, across reads.
///
/// A sequence cut by the end of a read (an escape sequence still missing its final byte, a UTF-8
/// character missing its continuation bytes) waits for the next read. One exception makes the
/// Escape key work without a timer: an ESC that ends a read is the Escape key, because terminals
/// write each key's sequence whole, in one write.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("a\t\u{1B}[Z".utf8))   // [.character("a"), .tab, .backTab]
/// ```
package struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  package init() {}

  /// The keys `bytes` complete, in order; bytes that start an unfinished key are kept.
  package mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var start = 0
    while start < pending.count {
      guard let (key, length) = Self.key(at: pending[start...]) else { break }
      keys.append(key)
      start += length
    }
    pending.removeFirst(start)
    return keys
  }

  /// The end of the input: bytes still waiting form no key and are returned as one `unknown`.
  package mutating func finish() -> [Key] {
    defer { pending = [] }
    return pending.isEmpty ? [] : [.unknown(pending)]
  }

  /// The key that starts `bytes` and how many bytes it takes, or `nil` when more are needed.
  private static func key(at bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escape(bytes)
    case 0x0D:
      // CR LF (a pipe from a program that writes Windows line ends) is one Enter.
      let next = bytes.index(after: bytes.startIndex)
      return (.enter, next < bytes.endIndex && bytes[next] == 0x0A ? 2 : 1)
    case 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x01...0x1A: return (.control(Character(UnicodeScalar(first + 0x60))), 1)
    case 0x20...0x7E: return (.character(Character(UnicodeScalar(first))), 1)
    case 0x80...: return utf8(bytes)
    default: return (.unknown([first]), 1)
    }
  }

  /// A UTF-8 encoded character, or `unknown` for a byte that cannot start one.
  private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (.unknown([first]), 1) }
    guard bytes.count >= length else { return nil }
    let encoded = bytes.prefix(length)
    guard let string = String(validating: encoded, as: UTF8.self), let character = string.first
    else { return (.unknown([first]), 1) }
    return (.character(character), length)
  }

  /// An escape sequence: CSI (`ESC [ … final`), SS3 (`ESC O x`), or Escape alone.
  private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    switch introducer {
    case UInt8(ascii: "["):
      // Parameter and intermediate bytes run up to a final byte in 0x40...0x7E.
      guard let final = bytes[(start + 2)...].firstIndex(where: { (0x40...0x7E).contains($0) })
      else { return nil }
      let sequence = Array(bytes[start...final])
      let parameters = String(decoding: bytes[(start + 2)..<final], as: UTF8.self)
      return (csi(final: bytes[final], parameters: parameters, sequence), sequence.count)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return nil }
      let sequence = Array(bytes[start...(start + 2)])
      return (ss3(final: bytes[start + 2], sequence), 3)
    case 0x1B:
      return (.escape, 1)
    default:
      // Alt (Meta) with a key: no binding uses it; one unknown key, not Escape then the key.
      return (.unknown(Array(bytes[start...(start + 1)])), 2)
    }
  }

  private static func csi(final: UInt8, parameters: String, _ sequence: [UInt8]) -> Key {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final) - 0x50 + 1)
    case UInt8(ascii: "~"):
      // `ESC [ n ~` and `ESC [ n ; modifiers ~`: the first number names the key.
      let number = parameters.split(separator: ";").first.flatMap { Int($0) }
      switch number {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      case .some(let n) where (11...15).contains(n): return .function(n - 10)
      case .some(let n) where (17...21).contains(n): return .function(n - 11)
      case .some(let n) where (23...24).contains(n): return .function(n - 12)
      default: return .unknown(sequence)
      }
    default: return .unknown(sequence)
    }
  }

  private static func ss3(final: UInt8, _ sequence: [UInt8]) -> Key {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final) - 0x50 + 1)
    default: .unknown(sequence)
    }
  }
}
