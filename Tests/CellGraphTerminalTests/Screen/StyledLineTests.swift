import Testing

@testable import CellGraphTerminal

@Suite struct StyledLineTests {
  @Test("Runs of one style join; the plain text is every run's")
  func runs() {
    var line = StyledLine("ab")
    line.append("c")
    line.append("[OK]", style: .focus)
    #expect(line.runs.count == 2)
    #expect(line.plain == "abc[OK]")
    #expect(line.width == 7)
  }

  @Test("Fitting cuts a line to the width and pads a bar to it")
  func fitting() {
    var line = StyledLine("abc")
    line.append("def", style: .focus)
    #expect(line.fitted(to: 4).plain == "abcd")
    #expect(line.fitted(to: 4).runs.last?.style == .focus)
    #expect(StyledLine("ab", style: .bar).fitted(to: 5, padding: true).plain == "ab   ")
    #expect(StyledLine("ab").fitted(to: 5).plain == "ab")
  }

  @Test("Encoding wraps each styled run in its SGR sequence and a reset")
  func encoding() {
    var line = StyledLine("a")
    line.append("b", style: .focus)
    line.append("c", style: .changed)
    #expect(line.encoded == "a\u{1B}[7mb\u{1B}[0m\u{1B}[30;43mc\u{1B}[0m")
  }
}
