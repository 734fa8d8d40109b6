import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A counter beside a spacer: its text changes, the spacer keeps the row's ends apart.
private struct SpacedCounter: View {
  @StateCell var count = 1
  var body: some View {
    HStack {
      Text("n\(count)")
      Spacer()
      Button("+") { count += 1 }
    }
  }
}

private let fox = "The quick brown fox jumps"

/// The text form with a screen size: every view's text drawn at the frame the layout in points
/// gave it (Docs/TextForm.md, "Proposals").
@MainActor
@Suite struct PlacedTextTests {
  private func text<Content: View>(_ content: Content, columns: Int, lines: Int = 5) -> String {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    return host.text
  }

  @Test("A spacer in an HStack pushes the last text to the screen's trailing edge")
  func spacerFillsTheRow() {
    // Apple, `Spacer`: "A flexible space that expands along the major axis of its containing
    // stack layout"; the stack offers 160 − 2 × 8 spacing, the texts take 8 each, the spacer the
    // remaining 128, so "b" starts at 152 points: column 19.
    #expect(
      text(
        HStack {
          Text("a")
          Spacer()
          Text("b")
        }, columns: 20) == "a                  b")
  }

  @Test("Each view of a ForEach in an HStack is placed beside the one before it")
  func forEachInHStack() {
    // Apple, ForEach: it "computes views on demand", each one a subview of the container it is
    // in, so an HStack places the three texts side by side, one column (8 points) apart.
    #expect(
      text(HStack { ForEach(0..<3) { Text("Item \($0)") } }, columns: 30)
        == "Item 0 Item 1 Item 2")
  }

  @Test("Without a screen size a spacer stays its minimum length, as before")
  func noScreenKeepsIdealSizes() {
    let host = ViewHost.testing(
      HStack {
        Text("a")
        Spacer()
        Text("b")
      })
    // No proposal: every view takes its ideal size (Docs/TextForm.md, "Proposals"); the
    // spacer is its 8-point minimum, one column, between the stack's 8-point spacings.
    #expect(host.text == "a   b")
  }

  @Test("A frame with an infinite maximum width fills the screen and aligns its content")
  func maxWidthInfinityAligns() {
    // Apple, `frame(minWidth:idealWidth:maxWidth:…:alignment:)`: a maximum of `.infinity` makes
    // the frame as wide as its proposal (80 points); `alignment` places the 16-point text in it.
    #expect(
      text(Text("Hi").frame(maxWidth: .infinity, alignment: .trailing), columns: 10)
        == "        Hi")
    #expect(text(Text("Hi").frame(maxWidth: .infinity, alignment: .leading), columns: 10) == "Hi")
    #expect(text(Text("Hi").frame(maxWidth: .infinity), columns: 10) == "    Hi")
  }

  @Test("A text offered a narrower width wraps at spaces")
  func textWraps() {
    // Apple, `multilineTextAlignment(_:)`: its example's text, in a 200-point frame, "spans
    // more than one line": a text breaks its lines at the width it is offered (80 points here).
    #expect(text(Text(fox), columns: 10) == "The quick\nbrown fox\njumps")
  }

  @Test("A line limit cuts the text and the truncation mode puts the ellipsis")
  func lineLimitAndTruncation() {
    // Apple, `lineLimit(_:)`: "Sets the maximum number of lines that text can occupy"; Apple,
    // `Text.TruncationMode`: `.tail` omits characters from the end ("abcd…"), `.head` from the
    // start, `.middle` from the middle ("ab…yz"); `.tail` is the default
    // (`EnvironmentValues.truncationMode`).
    #expect(text(Text(fox).lineLimit(1), columns: 10) == "The quick…")
    #expect(text(Text(fox).lineLimit(1).truncationMode(.head), columns: 10) == "…fox jumps")
    #expect(text(Text(fox).lineLimit(1).truncationMode(.middle), columns: 10) == "The q…umps")
    #expect(text(Text(fox).lineLimit(2), columns: 10) == "The quick\nbrown fox…")
  }

  @Test("Multi-line alignment lines a wrapped text's lines up inside its width")
  func multilineAlignment() {
    // Apple, `EnvironmentValues.multilineTextAlignment`: how a text view aligns its lines when
    // the content wraps; "a text view has a width that exactly matches the width of its widest
    // line" (9 columns here).
    #expect(
      text(Text(fox).multilineTextAlignment(.center), columns: 10)
        == "The quick\nbrown fox\n  jumps")
    #expect(
      text(Text(fox).multilineTextAlignment(.trailing), columns: 10)
        == "The quick\nbrown fox\n    jumps")
  }

  @Test("A padded, bordered view in a flexible frame is centred in the screen's width")
  func borderedInFlexibleFrame() {
    // Apple, `frame(…maxWidth:…)`: the frame takes the 96 offered points and centres its
    // content (48 points: "Hi", one padding column each side, the border) at 24: column 3.
    let content = Text("Hi").padding(.horizontal, 8).border(Color.gray)
      .frame(maxWidth: .infinity)
    #expect(text(content, columns: 12) == "   +----+\n   | Hi |\n   +----+")
  }

  @Test("A colour behind a text in a ZStack fills the screen, the text over it")
  func colourFillsScreen() {
    // Apple, `Color`: a colour "expands to fill the space offered"; `ZStack` centres its
    // layers: "Hi" at (32, 22) points, column 4 of line 1; the colour yields to the text
    // (Docs/TextForm.md, "Layers").
    #expect(
      text(
        ZStack {
          Color.blue
          Text("Hi")
        }, columns: 10, lines: 3)
        == "#blue░░░░░\n░░░ Hi ░░░\n░░░░░░░░░░")
  }

  @Test("Overlapping texts never run together")
  func overlappingTexts() {
    // `ZStack` centres "3" on "Messages" at 28 points, column 4 by the rounding rule; the cell
    // on each side of it is blanked (Docs/TextForm.md, "Layers").
    #expect(
      text(
        ZStack {
          Text("Messages")
          Text("3")
        }, columns: 10) == "Mes 3 es")
  }

  @Test("A GeometryReader's content shows where the reader is placed")
  func readerContentAtItsFrame() {
    // Apple, `GeometryReader`: it takes the space offered (the 40-point frame, at the trailing
    // end after the spacer: 96 − 40 = 56 points, column 7) and reports that size to its content.
    let content = HStack {
      Spacer()
      GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }.frame(width: 40)
    }
    #expect(text(content, columns: 12) == "       w40")
  }

  @Test("Resizing the screen draws the text again at the new frames, without running bodies")
  func resizingRedraws() {
    let host = ViewHost.testing(SpacedCounter())
    host.screenSize = ScreenSize(columns: 20, lines: 2)
    // WWDC 2022, "Compose custom layouts with SwiftUI": the new size is proposed again from
    // the root; the spacer takes what the texts leave.
    #expect(host.text == "n1               [+]")
    host.resetEvaluations()
    host.screenSize = ScreenSize(columns: 12, lines: 2)
    #expect(host.text == "n1       [+]")
    #expect(host.evaluations(of: SpacedCounter.self) == 0)
    host.screenSize = nil
    #expect(host.text == "n1   [+]")
  }

  @Test("Without a screen size, an update and a text read lay nothing out")
  func noScreenNoLayout() throws {
    let host = ViewHost.testing(SpacedCounter())
    _ = host.text
    try host.tap("+")
    // The incremental text path (Docs/Limitations.md, "Text layout"): no screen size and no
    // geometry reader, so no layout in points runs and no text is drawn at frames.
    #expect(host.text == "n2   [+]")
    #expect((host.graph.existingFeature(GeometryState.self)?.layoutRuns ?? 0) == 0)
  }

  @Test("A state change redraws the placed text")
  func stateChangeRedraws() throws {
    let host = ViewHost.testing(SpacedCounter())
    host.screenSize = ScreenSize(columns: 12, lines: 2)
    try host.tap("+")
    #expect(host.text == "n2       [+]")
  }
}

/// The fitting of lines to a width and a line limit, directly.
@Suite struct TextFittingTests {
  @Test("Text that fits is kept as it is")
  func fitsUnchanged() {
    #expect(TextFitting(lineLimit: 2).fit(["abc"], columns: 10) == ["abc"])
  }

  @Test("A line limit under one counts as one")
  func limitAtLeastOne() {
    // Apple, `EnvironmentValues.lineLimit`: "The maximum number of lines is 1 if the value is
    // less than 1".
    #expect(TextFitting(lineLimit: 0).fit(["ab cd"], columns: 3) == ["ab…"])
  }
}
