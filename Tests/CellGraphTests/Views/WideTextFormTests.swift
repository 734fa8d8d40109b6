import Testing

@testable import CellGraph
@testable import CellGraphCore

// Widths are counted in `Character`s. ASCII lines are measured by their bytes (a fast path);
// these tests keep the other lines measured by characters, not bytes.

@MainActor
@Suite struct WideTextFormTests: ViewsRendering {
  @Test("Lines with accented letters are aligned by characters, not bytes")
  func accentedLinesAlignByCharacters() {
    let view = VStack(alignment: .trailing) {
      Text("héllo wörld")
      Text("abc")
    }
    #expect(render(view) == "héllo wörld\n        abc")
  }

  @Test("A border fits a line of combined characters by characters")
  func borderFitsCombinedCharacters() {
    #expect(render(Text("e\u{301}te\u{301}").border()) == "+---+\n|e\u{301}te\u{301}|\n+---+")
  }

  @Test("An HStack pads a non-ASCII column to its width in characters")
  func hstackPadsByCharacters() {
    let view = HStack(alignment: .top) {
      Text("ñ\nñññ")
      Text("x")
    }
    #expect(render(view) == "ñ   x\nñññ")
  }
}
