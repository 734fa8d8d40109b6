import Testing

@testable import CellGraphTerminal

@Suite struct ScreenUpdateTests {
  @Test("A first frame clears the screen and writes every row")
  func firstFrame() {
    #expect(
      ScreenUpdate.bytes(from: nil, to: ["a", "b"])
        == "\u{1B}[H\u{1B}[2J\u{1B}[1;1Ha\u{1B}[K\u{1B}[2;1Hb\u{1B}[K")
  }

  @Test("Only the rows that changed are written")
  func changedRowsOnly() {
    #expect(
      ScreenUpdate.bytes(from: ["a", "b", "c"], to: ["a", "B", "c"]) == "\u{1B}[2;1HB\u{1B}[K")
    #expect(ScreenUpdate.changedRows(from: ["a", "b", "c"], to: ["x", "b", "y"]) == [0, 2])
  }

  @Test("An equal frame writes nothing")
  func equalFrame() {
    #expect(ScreenUpdate.bytes(from: ["a", "b"], to: ["a", "b"]) == "")
  }

  @Test("A frame of another height (a resize) redraws everything")
  func resize() {
    let bytes = ScreenUpdate.bytes(from: ["a", "b"], to: ["a", "b", "c"])
    #expect(bytes.hasPrefix("\u{1B}[H\u{1B}[2J"))
    #expect(ScreenUpdate.changedRows(from: ["a", "b"], to: ["a", "b", "c"]) == [0, 1, 2])
  }
}
