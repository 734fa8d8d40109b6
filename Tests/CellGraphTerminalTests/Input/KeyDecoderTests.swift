import Testing

@testable import CellGraphTerminal

@Suite struct KeyDecoderTests {
  private func keys(_ input: String) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(Array(input.utf8))
  }

  @Test("Printable bytes are characters, space included")
  func printable() {
    #expect(keys("a Z~") == [.character("a"), .character(" "), .character("Z"), .character("~")])
  }

  @Test("Tab, Enter, Backspace and control letters are their keys")
  func controlBytes() {
    #expect(keys("\t\r\u{7F}\u{08}\n") == [.tab, .enter, .backspace, .backspace, .enter])
    #expect(keys("\u{03}\u{02}") == [.control("c"), .control("b")])
  }

  @Test("CR LF from a pipe is one Enter")
  func crLF() {
    #expect(keys("a\r\nb") == [.character("a"), .enter, .character("b")])
  }

  @Test("Shift-Tab is ESC [ Z")
  func shiftTab() {
    #expect(keys("\u{1B}[Z") == [.backTab])
  }

  @Test("Arrows decode in both CSI and SS3 forms, with or without modifiers")
  func arrows() {
    #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
    #expect(keys("\u{1B}OA\u{1B}OD") == [.up, .left])
    #expect(keys("\u{1B}[1;2A\u{1B}[1;5C") == [.up, .right])
  }

  @Test("Tilde sequences name editing and function keys")
  func tildeSequences() {
    #expect(
      keys("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[1~\u{1B}[4~")
        == [.delete, .pageUp, .pageDown, .home, .end])
    #expect(
      keys("\u{1B}[12~\u{1B}[13~\u{1B}[24~\u{1B}OP") == [
        .function(2), .function(3), .function(12), .function(1),
      ])
  }

  @Test("UTF-8 typing decodes to whole characters")
  func utf8() {
    #expect(keys("é🚚ß") == [.character("é"), .character("🚚"), .character("ß")])
  }

  @Test("A character cut by the end of a read waits for its next bytes")
  func splitUTF8() {
    var decoder = KeyDecoder()
    let bytes = Array("🚚".utf8)
    #expect(decoder.decode(bytes.prefix(2)) == [])
    #expect(decoder.decode(bytes.dropFirst(2)) == [.character("🚚")])
  }

  @Test("An escape sequence cut by the end of a read waits for its final byte")
  func splitEscapeSequence() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("x\u{1B}[1;".utf8)) == [.character("x")])
    #expect(decoder.decode(Array("2A".utf8)) == [.up])
  }

  @Test("An ESC that ends a read is the Escape key; two ESCs are two")
  func loneEscape() {
    #expect(keys("\u{1B}") == [.escape])
    #expect(keys("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test("Bytes that form no known key are kept as unknown, not dropped")
  func unknownBytes() {
    #expect(keys("\u{1B}[99~") == [.unknown(Array("\u{1B}[99~".utf8))])
    #expect(keys("\u{1B}x") == [.unknown([0x1B, 0x78])])
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xFF, 0x61]) == [.unknown([0xFF]), .character("a")])
  }

  @Test("The end of input turns bytes still waiting into one unknown key")
  func finish() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
    #expect(decoder.finish() == [.unknown([0x1B, 0x5B])])
    #expect(decoder.finish() == [])
  }
}
