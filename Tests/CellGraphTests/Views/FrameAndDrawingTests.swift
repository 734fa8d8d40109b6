import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Frames in points and shapes drawn into the cells they are given (TextForm.md, "Frames and
/// shapes"), and layers that frame their content.
@MainActor
@Suite struct FrameAndDrawingTests: ViewsRendering {
  // SwiftUI's `frame(width:height:alignment:)` gives the view a fixed size in points and places
  // it by `alignment` (centred by default). 80 points is ten 8-point columns.
  @Test("A fixed frame places its view in that many cells, centred by default")
  func fixedFrame() {
    #expect(
      render(Text("Saved").frame(width: 80).border()) == "+----------+\n|  Saved   |\n+----------+")
    #expect(render(Text("Saved").frame(width: 80, alignment: .trailing)) == "     Saved")
    #expect(
      render(Text("Hi").frame(width: 32, height: 66, alignment: .top).border())
        == "+----+\n| Hi |\n|    |\n|    |\n+----+")
  }

  // SwiftUI truncates text that does not fit a fixed frame with an ellipsis (`.tail` is the
  // default truncation mode).
  @Test("Text wider than its frame is cut, its last cell an ellipsis")
  func truncation() {
    #expect(render(Text("Overdue").frame(width: 40)) == "Over…")
    #expect(render(Text("one\ntwo\nthree").frame(height: 22, alignment: .top)) == "one…")
  }

  // A frame with a minimum and a maximum sizes itself to its child clamped between them (Apple:
  // "frame(minWidth:idealWidth:maxWidth:…)" — the frame's size is the child's within the bounds).
  @Test("A flexible frame clamps its view's size between its minimum and maximum")
  func flexibleFrame() {
    #expect(
      render(Text("Hi").frame(minWidth: 48, alignment: .leading).border())
        == "+------+\n|Hi    |\n+------+")
    #expect(render(Text("Overdue").frame(maxWidth: 40)) == "Over…")
    #expect(render(Text("Hi").frame(maxWidth: .infinity)) == "Hi", "no offered width to fill")
  }

  // SwiftUI shapes and colours take the size they are offered; a frame offers its size.
  @Test("A shape or a colour in a frame is drawn into its cells: filled, or outlined by stroke")
  func drawings() {
    #expect(render(Circle().fill(.green).frame(width: 8, height: 8)) == "░")
    #expect(render(Rectangle().frame(width: 32, height: 44)) == "░░░░\n░░░░")
    #expect(render(Rectangle().stroke().frame(width: 32, height: 66)) == "+--+\n|  |\n+--+")
    #expect(
      render(
        RoundedRectangle(cornerRadius: 8).strokeBorder(lineWidth: 2).frame(width: 32, height: 66))
        == ".--.\n|  |\n'--'")
    #expect(render(Capsule().stroke(.red).frame(width: 48, height: 22)) == "(    )")
    #expect(
      render(Color.red.frame(width: 48, height: 44)) == "#red░░\n░░░░░░", "a colour names itself")
    #expect(render(Circle()) == "<circle>", "no size offered: the token")
  }

  // SwiftUI: a background shape is drawn behind the view in the view's frame; the view's text
  // stays readable in front of it.
  @Test("A background shape frames its padded content and yields to its text")
  func backgroundShapeFramesContent() {
    let card = Text("Card").padding(.horizontal, 16).padding(.vertical, 22)
      .background { RoundedRectangle(cornerRadius: 8).stroke(.gray) }
    #expect(render(card) == ".------.\n| Card |\n'------'")
    let canvas = ZStack {
      Color.white
      Text("🦄")
    }
    #expect(render(canvas) == "🦄", "the colour behind takes the emoji's cell and yields to it")
    let face = ZStack {
      RoundedRectangle(cornerRadius: 10).fill(.white)
      RoundedRectangle(cornerRadius: 10).strokeBorder(lineWidth: 3)
      Text("😈")
    }
    .frame(width: 40, height: 66)
    #expect(render(face) == ".---.\n| 😈 |\n'---'")
  }

  @Test("A contradictory frame is reported and leaves the view as it is")
  func contradictoryFrame() {
    let host = ViewHost(Text("x").frame(minWidth: 20, maxWidth: 10))
    #expect(host.text == "x")
    #expect(host.diagnostics.map(\.kind) == [.invalidFrame])
    let nan = ViewHost(Text("y").frame(width: .nan))
    #expect(nan.text == "y")
    #expect(nan.diagnostics.map(\.kind) == [.invalidFrame])
  }
}
