import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A padded, bordered row whose text changes, as a settings screen's framed value does.
private struct FramedCounter: View {
  @StateCell var count = 9
  var body: some View {
    VStack {
      Text("count \(count)").padding().border(Color.gray)
      Button("Add") { count += 1 }
    }
  }
}

/// Padding and borders write each line once, into a string of its final size (`FramedLine`);
/// these pin that the lines are the ones of the text form (Docs/TextForm.md), for lines of ASCII
/// (one byte a column) and lines that are not (the spaces then count the line's `Character`s).
@MainActor
@Suite struct FramedLineTests {
  // Apple, View.padding(_:_:): "Adds an equal padding amount to specific edges of this view";
  // the text form turns the default 16 points into one blank line and two blank columns.
  @Test("A padded block has its insets as blank lines and spaces, each line padded to its width")
  func paddedASCII() {
    let block = TextLayout.padded(
      TextBlock(lines: ["abc", "d"], width: 3),
      CellInsets(top: 1, leading: 2, bottom: 1, trailing: 1))
    #expect(block.lines == ["", "  abc ", "  d   ", ""])
    #expect(block.width == 6)
  }

  @Test("A padded line with no insets is the line itself")
  func paddedWithoutInsets() {
    let block = TextLayout.padded(
      TextBlock(lines: ["ab", "c"], width: 2),
      CellInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    #expect(block.lines == ["ab", "c "])
    #expect(block.width == 2)
  }

  // Apple, View.border(_:width:): "Adds a border to this view with the specified style and
  // width"; the text form draws it in ASCII, one cell wide.
  @Test("A bordered block frames every line, padded to the widest, between two edges")
  func borderedASCII() {
    let block = TextLayout.bordered(TextBlock(lines: ["abc", "d", ""], width: 3))
    #expect(block.lines == ["+---+", "|abc|", "|d  |", "|   |", "+---+"])
    #expect(block.width == 5)
  }

  @Test("A line that is not ASCII is padded by its characters, not its bytes")
  func nonASCIILinesPadByCharacters() {
    // "héllo" is 5 columns in 6 bytes, "日本" 2 columns in 6 bytes.
    let bordered = TextLayout.bordered(TextBlock(lines: ["héllo", "日本"], width: 5))
    #expect(bordered.lines == ["+-----+", "|héllo|", "|日本   |", "+-----+"])
    let padded = TextLayout.padded(
      TextBlock(lines: ["日本", "é"], width: 2),
      CellInsets(top: 0, leading: 1, bottom: 0, trailing: 1))
    #expect(padded.lines == [" 日本 ", " é  "])
  }

  @Test("A line wider than its block's width is kept whole, with no spaces added")
  func widerLineIsNotCut() {
    let block = TextLayout.bordered(TextBlock(lines: ["abcdef"], width: 2))
    #expect(block.lines == ["+--+", "|abcdef|", "+--+"])
  }

  @Test("The edges and spaces are written around lines of any length")
  func framedLinePieces() {
    let edge = UInt8(ascii: "|")
    #expect(FramedLine.line("ab", leading: 1, paddedTo: 4, edge: edge) == "| ab  |")
    #expect(FramedLine.line("", leading: 0, paddedTo: 0, edge: edge) == "||")
    let long = String(repeating: "x", count: 40)
    #expect(FramedLine.line(long, leading: 2, paddedTo: 42, edge: nil) == "  " + long + "  ")
    #expect(
      FramedLine.rule(count: 3, fill: UInt8(ascii: "-"), corner: UInt8(ascii: "+")) == "+---+")
  }

  // Apple, State: "When the value changes, SwiftUI updates the parts of the view hierarchy that
  // depend on the value."
  @Test("A framed text that changes is drawn again in its frame, as a fresh render draws it")
  func framedTextUpdates() throws {
    let host = ViewHost.testing(FramedCounter())
    #expect(host.text.hasPrefix("+-----------+\n|           |\n|  count 9  |\n"))
    try host.tap("Add")
    host.flush()
    let fresh = ViewHost.testing(FramedCounter(count: 10))
    #expect(host.text == fresh.text)
    #expect(host.text.contains("\n|  count 10  |\n"))
  }
}
