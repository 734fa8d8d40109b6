import Testing

@testable import CellGraphTerminal

@Suite struct LineDiffTests {
  @Test("A line inserted at the top marks that line only, not the lines it pushed down")
  func insertion() {
    #expect(LineDiff.changedLines(from: ["a", "b", "c"], to: ["x", "a", "b", "c"]) == [0])
  }

  @Test("A changed line in the middle is the one marked")
  func change() {
    #expect(LineDiff.changedLines(from: ["a", "b", "c"], to: ["a", "B", "c"]) == [1])
  }

  @Test("A removed line leaves no mark")
  func removal() {
    #expect(LineDiff.changedLines(from: ["a", "b", "c"], to: ["a", "c"]) == [])
  }

  @Test("Equal texts have no changed line; a new text from nothing is all changed")
  func extremes() {
    #expect(LineDiff.changedLines(from: ["a", "b"], to: ["a", "b"]) == [])
    #expect(LineDiff.changedLines(from: [], to: ["a", "b"]) == [0, 1])
  }

  @Test("Repeated lines match in order: replacing one of two equal lines marks one line")
  func repeatedLines() {
    #expect(
      LineDiff.changedLines(from: ["-", "a", "-", "b"], to: ["-", "a", "x", "-", "b"]) == [2])
    #expect(LineDiff.changedLines(from: ["a", "b", "a"], to: ["a", "c", "a"]) == [1])
  }
}
