import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The layout functions directly, where a fast path must give exactly what the general one does.
@Suite struct TextLayoutTests {
  @Test("A row of one-line blocks is joined with the spacing between them")
  func singleRowJoinsWithSpacing() {
    let row = TextLayout.horizontal(
      [TextBlock("a"), TextBlock("bc"), TextBlock("def")], alignment: .center, spacing: 2)
    #expect(row.lines == ["a  bc  def"])
    #expect(row.width == 10)
  }

  @Test("A one-line block narrower than its width is padded to it in a row")
  func singleRowPadsNarrowBlocks() {
    let wide = TextBlock(lines: ["ab"], width: 5)
    let row = TextLayout.horizontal([wide, TextBlock("c")], alignment: .top, spacing: 1)
    #expect(row.lines == ["ab    c"])
    #expect(row.width == 7)
  }

  @Test("A block with no lines takes its width in a row of one-line blocks")
  func singleRowKeepsEmptyBlocksWidth() {
    let empty = TextBlock(lines: [], width: 3)
    let row = TextLayout.horizontal(
      [TextBlock("x"), empty, TextBlock("y")], alignment: .top, spacing: 0)
    #expect(row.lines == ["x   y"])
    #expect(row.width == 5)
  }

  @Test("A row of blocks that have no lines has no height, only a width")
  func rowOfEmptyBlocksHasNoLines() {
    let row = TextLayout.horizontal(
      [TextBlock(lines: [], width: 2), TextBlock(lines: [], width: 0)], alignment: .top,
      spacing: 1)
    #expect(row.lines.isEmpty)
    #expect(row.width == 3)
  }

  @Test("A row with a taller block still aligns the one-line blocks vertically")
  func tallerBlockUsesGeneralLayout() {
    let row = TextLayout.horizontal(
      [TextBlock("a\nb\nc"), TextBlock("x")], alignment: .center, spacing: 1)
    #expect(row.lines == ["a  ", "b x", "c  "])
  }

  @Test("A leading stack of one-line blocks lists their lines with blank lines between")
  func leadingStackOfOneLineBlocks() {
    let stack = TextLayout.vertical(
      [TextBlock("a"), TextBlock("bcd"), TextBlock("ef")], alignment: .leading, spacing: 1)
    #expect(stack.lines == ["a", "", "bcd", "", "ef"])
    #expect(stack.width == 3)
  }

  @Test("A leading stack with a taller, empty or flexible block lays out every block in order")
  func leadingStackFallsBackForOtherBlocks() {
    let tall = TextLayout.vertical(
      [TextBlock("a"), TextBlock("b\nc")], alignment: .leading, spacing: 0)
    #expect(tall.lines == ["a", "b", "c"])
    let empty = TextLayout.vertical(
      [TextBlock("a"), TextBlock(lines: [], width: 4)], alignment: .leading, spacing: 0)
    #expect(empty.lines == ["a"])
    #expect(empty.width == 4)
    let ruled = TextLayout.vertical(
      [TextBlock("abc"), TextBlock(flexible: .rule)], alignment: .leading, spacing: 0)
    #expect(ruled.lines == ["abc", "---"])
  }

  @Test("A list restacked over its previous lines equals a fresh stack of its blocks")
  func restackMatchesVertical() throws {
    let previous = [
      TextLayout.vertical(
        [TextBlock("a"), TextBlock("bb"), TextBlock("ccc")], alignment: .leading, spacing: 0)
    ]
    let blocks = [TextBlock("a"), TextBlock("a much wider line"), TextBlock("")]
    let restacked = try #require(TextLayout.restackedLeadingLines(blocks, over: previous))
    #expect(restacked == [TextLayout.vertical(blocks, alignment: .leading, spacing: 0)])
    #expect(previous[0].lines == ["a", "bb", "ccc"], "a previous text held elsewhere is copied")
  }

  @Test("A list of another shape than its previous lines is not restacked")
  func restackRefusesOtherShapes() {
    let previous = [TextBlock(lines: ["a", "b"], width: 1)]
    let shapes: [[TextBlock]] = [
      [TextBlock("a")], [TextBlock("a"), TextBlock("b\nc")],
      [TextBlock("a"), TextBlock(flexible: .rule)],
      [TextBlock("a"), TextBlock(lines: [], width: 2)],
    ]
    for blocks in shapes {
      #expect(TextLayout.restackedLeadingLines(blocks, over: previous) == nil, "\(blocks)")
    }
    let twoBlocks = [TextBlock("a"), TextBlock("b")]
    #expect(TextLayout.restackedLeadingLines(twoBlocks, over: twoBlocks) == nil)
  }
}
