import Testing

@testable import CellGraphTesting

@Suite struct TextDiffTests {
  @Test("Equal texts have no changes")
  func equal() {
    #expect(!TextDiff(expected: "a\nb", actual: "a\nb").hasChanges)
  }

  @Test("An inserted line is one + line, numbered in the actual text")
  func inserted() {
    let diff = TextDiff(expected: "a\nc", actual: "a\nb\nc")
    #expect(
      diff.lines == [
        .common(expected: 1, actual: 1, "a"), .unexpected(actual: 2, "b"),
        .common(expected: 2, actual: 3, "c"),
      ])
  }

  @Test("A replaced line shows the expected line before the actual one")
  func replaced() {
    let diff = TextDiff(expected: "a\nb", actual: "a\nB")
    #expect(diff.rendered() == "    1   a\n  - 2   b\n  + 2   B")
  }

  @Test("Long runs of equal lines are left out around the changes")
  func context() {
    let expected = (1...10).map(String.init).joined(separator: "\n")
    let actual = expected.replacingFirst("5", with: "five")
    #expect(
      TextDiff(expected: expected, actual: actual).rendered() == """
          …
            3   3
            4   4
          - 5   5
          + 5   five
            6   6
            7   7
          …
        """)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
    split(separator: "\n").map { $0 == target ? replacement : String($0) }
      .joined(separator: "\n")
  }
}
