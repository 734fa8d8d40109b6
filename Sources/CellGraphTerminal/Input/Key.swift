/// A key the user pressed, decoded from the bytes a terminal sends (see `KeyDecoder`).
///
/// Terminals send most keys as one byte (`a`, Tab, Enter) and the others as escape sequences
/// (`ESC [ A` for the up arrow, `ESC [ Z` for Shift-Tab). Modifiers other than Shift-Tab's and
/// Control's are not told apart: Shift-Up is `up`.
package enum Key: Hashable, Sendable {
  /// A printable character, space included.
  case character(Character)
  /// Return or Enter (CR, or LF from a pipe).
  case enter
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace (DEL or BS).
  case backspace
  /// The forward-delete key.
  case delete
  /// Escape pressed alone.
  case escape
  case up, down, left, right
  case home, end, pageUp, pageDown
  /// A function key, `F1` to `F12`.
  case function(Int)
  /// A letter with Control held (`control("c")` is Ctrl-C), for the control bytes that are not
  /// Tab, Enter or Backspace.
  case control(Character)
  /// Bytes that form no key this decoder knows, kept so a status line can show them.
  case unknown([UInt8])
}

extension Key: CustomStringConvertible {
  /// The key as the help and status lines name it: `a`, `Enter`, `Shift-Tab`, `Ctrl-C`, `F2`.
  package var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .escape: "Escape"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "Page Up"
    case .pageDown: "Page Down"
    case .function(let number): "F\(number)"
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .unknown(let bytes): "bytes " + bytes.map { String($0, radix: 16) }.joined(separator: " ")
    }
  }
}
