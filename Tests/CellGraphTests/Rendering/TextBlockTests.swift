import Testing

@testable import CellGraph

/// Building a label's block, fresh or written over its previous block.
@Suite struct TextBlockTests {
  @Test("A label's block written over its previous block equals a fresh block of the new text")
  func singleOverPrevious() {
    let previous = [TextBlock("old label")]
    for string in ["new", "", "wide é label", "two\nlines"] {
      let reused = TextBlock.single(string, reusing: previous)
      #expect(reused == [TextBlock(string)], "\(string.debugDescription)")
    }
  }

  @Test("A previous text that is not one line of fixed text is not reused")
  func singleOverOtherShapes() {
    let shapes: [[TextBlock]] = [
      [], [TextBlock("a\nb")], [TextBlock("a"), TextBlock("b")], [TextBlock(flexible: .rule)],
      [TextBlock(lines: [], width: 3)],
    ]
    for previous in shapes {
      #expect(TextBlock.single("label", reusing: previous) == [TextBlock("label")])
    }
  }

  @Test("Writing over a previous text that is shared leaves the other holder's copy as it was")
  func singleOverSharedText() {
    let previous = [TextBlock("old")]
    let heldByParent = previous
    let reused = TextBlock.single("new", reusing: previous)
    #expect(reused == [TextBlock("new")])
    #expect(heldByParent == [TextBlock("old")], "copy on write: the parent's text is untouched")
  }
}
