import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct LazyGridSizeTests {
  private func host<Content: View>(
    _ content: Content, columns: Int = 40, lines: Int = 10, allowingDiagnostics: Bool = false
  ) -> ViewHost {
    let host = ViewHost.testing(content, allowingDiagnostics: allowingDiagnostics)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return host
  }

  @Test("Fixed and flexible columns share the offered width as SwiftUI's GridItem sizes say")
  func fixedAndFlexible() {
    let frames = LayoutFrames()
    _ = host(
      LazyVGrid(columns: [
        GridItem(.fixed(40)), GridItem(.flexible()), GridItem(.flexible(minimum: 10, maximum: 60)),
      ]) {
        Text("a").measured("a", in: frames)
        Text("b").measured("b", in: frames)
        Text("c").measured("c", in: frames)
      }.measured("grid", in: frames))
    // Apple, GridItem.Size.flexible(minimum:maximum:): "the size of the grid with spacing and
    // inflexible items removed, divided by the number of flexible items, clamped to the
    // provided bounds": 320 − 2 × 8 − 40 = 264, 132 each; the second is clamped to 60.
    // Apple, GridItem.init(_:spacing:alignment:): cells are centred by default.
    #expect(frames["a"] == "16,0 8×22")
    #expect(frames["b"] == "110,0 8×22")
    #expect(frames["c"] == "214,0 8×22")
    #expect(frames["grid"] == "0,0 248×22")
  }

  @Test("An adaptive item holds as many columns of its minimum as fit")
  func adaptiveColumns() {
    let frames = LayoutFrames()
    _ = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(0..<5) { index in
          Color.red.frame(height: 22).measured("\(index)", in: frames)
        }
      })
    // Apple, GridItem.Size.adaptive(minimum:maximum:): "as many items of the minimum size as
    // possible": ⌊(320 + 8) / (80 + 8)⌋ = 3 columns of (320 − 2 × 8) / 3 = 101.3 points; the
    // fourth cell starts the second row, 22 + 8 points down.
    #expect(frames["0"] == "0,0 101×22")
    #expect(frames["1"] == "109,0 101×22")
    #expect(frames["2"] == "219,0 101×22")
    #expect(frames["3"] == "0,30 101×22")
    #expect(frames["4"] == "109,30 101×22")
  }

  @Test("A card game's adaptive grid of 2:3 cards lays every card out at the ratio")
  func cardGrid() {
    let frames = LayoutFrames()
    _ = host(
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
          ForEach(0..<4) { index in
            ZStack {
              RoundedRectangle(cornerRadius: 8).stroke()
              Text("\(index)")
            }
            .aspectRatio(2 / 3, contentMode: .fit)
            .measured("card \(index)", in: frames)
          }
        }
      }, lines: 24)
    // Apple, GridItem.Size.adaptive: 3 columns of 101.3 points in 320; the scroll view proposes
    // no height, so each card is proposed 101.3 × nothing and aspectRatio(_:contentMode:) makes
    // it 101.3 × 152 (width ÷ height = 2 / 3); rows are 8 points apart.
    #expect(frames["card 0"] == "0,0 101×152")
    #expect(frames["card 1"] == "109,0 101×152")
    #expect(frames["card 2"] == "219,0 101×152")
    #expect(frames["card 3"] == "0,160 101×152")
  }

  @Test("GridItem spacing and alignment place the cells of each column")
  func spacingAndAlignment() {
    let frames = LayoutFrames()
    _ = host(
      LazyVGrid(
        columns: [
          GridItem(.fixed(40), spacing: 0, alignment: .leading),
          GridItem(.fixed(40), alignment: .trailing),
        ], spacing: 20
      ) {
        Text("a").measured("a", in: frames)
        Text("b").measured("b", in: frames)
        Text("c").measured("c", in: frames)
      })
    // Apple, GridItem.init(_:spacing:alignment:): "The spacing to use between this and the next
    // item" (none after the first) and "The alignment to use for this grid item"; LazyVGrid's
    // `spacing` is the distance between rows (20 points).
    #expect(frames["a"] == "0,0 8×22")
    #expect(frames["b"] == "72,0 8×22")
    #expect(frames["c"] == "0,42 8×22")
  }

  @Test("A horizontal grid sizes its rows from the offered height")
  func horizontalGrid() {
    let frames = LayoutFrames()
    _ = host(
      LazyHGrid(rows: [GridItem(.fixed(22)), GridItem(.fixed(44))]) {
        ForEach(0..<4) { index in Text("\(index)").measured("\(index)", in: frames) }
      })
    // Apple, LazyHGrid and GridItem: each item is a row of its size, 8 points apart; cells fill
    // columns top to bottom, centred in their row; columns are 8 points apart.
    #expect(frames["0"] == "0,0 8×22")
    #expect(frames["1"] == "0,41 8×22")
    #expect(frames["2"] == "16,0 8×22")
    #expect(frames["3"] == "16,41 8×22")
  }

  @Test("An adaptive item with a minimum of 0 is reported and laid out as one flexible column")
  func adaptiveZero() {
    let frames = LayoutFrames()
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) {
        Text("a").measured("a", in: frames)
      }, allowingDiagnostics: true)
    // SwiftUI documents no result for a minimum of 0 (it would fit endless columns); the host
    // reports it and lays the item out as `.flexible()`: one column of 320 points.
    #expect(host.diagnostics.map(\.kind) == [.invalidGridItem])
    #expect(frames["a"] == "156,0 8×22")
  }

  @Test("With a screen size the adaptive grid's text is drawn in its columns")
  func adaptiveText() {
    let host = host(
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
        ForEach(1..<6) { Text("Card \($0)") }
      })
    // Three columns of 101.3 points starting at 0, 109.3 and 218.7, each "Card n" (48 points)
    // centred 26.7 points in: at 26.7, 136 and 245.3 points, columns 3, 17 and 31 (Docs/
    // TextForm.md, "Points and cells"); the second row 30 points down is line 1.
    #expect(
      host.text == """
           Card 1        Card 2        Card 3
           Card 4        Card 5
        """)
  }
}

@MainActor
@Suite struct AspectRatioTests {
  private func frames<Content: View>(_ content: Content, allowingDiagnostics: Bool = false)
    -> (LayoutFrames, ViewHost)
  {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      content.measured("view", in: frames), allowingDiagnostics: allowingDiagnostics)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    return (frames, host)
  }

  @Test("fit takes the largest size of the ratio inside the offer")
  func fit() {
    // Apple, aspectRatio(_:contentMode:): "constrains this view's dimensions to the specified
    // aspect ratio"; `.fit` in 320 × 220: 2 : 1 is limited by the width (320 × 160).
    #expect(frames(Color.red.aspectRatio(2, contentMode: .fit)).0["view"] == "0,0 320×160")
  }

  @Test("fill takes the smallest size of the ratio that covers the offer")
  func fill() {
    // Apple, ContentMode.fill: the view fills the offer; 2 : 1 covering 320 × 220 is 440 × 220.
    #expect(frames(Color.red.aspectRatio(2, contentMode: .fill)).0["view"] == "0,0 440×220")
  }

  @Test("A size gives the ratio of its width to its height")
  func sizeRatio() {
    // Apple, aspectRatio(_:contentMode:) with a CGSize: "the aspect ratio of the given size";
    // 16 : 9 fitted into 320 × 220 is 320 × 180.
    let view = Color.blue.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
    #expect(frames(view).0["view"] == "0,0 320×180")
  }

  @Test("scaledToFit keeps the view's ideal ratio")
  func scaledToFit() {
    // Apple, scaledToFit(): aspectRatio(nil, contentMode: .fit), nil being the view's own ratio;
    // a rectangle's ideal size is 10 × 10 (a square), fitted into 320 × 220: 220 × 220.
    #expect(frames(Rectangle().scaledToFit()).0["view"] == "0,0 220×220")
    #expect(frames(Rectangle().scaledToFill()).0["view"] == "0,0 320×320")
  }

  @Test("A text under an aspect ratio keeps its own size")
  func textKeepsSize() {
    // The modifier proposes the ratio's size; the text chooses its own (16 × 22) within it.
    #expect(frames(Text("Hi").aspectRatio(1, contentMode: .fit)).0["view"] == "0,0 16×22")
  }

  @Test("A ratio of 0, a negative or a NaN one is reported and ignored")
  func invalidRatios() {
    for ratio in [0, -1, CGFloat.nan, CGFloat.infinity] {
      let (frames, host) = frames(
        Color.red.aspectRatio(ratio, contentMode: .fit), allowingDiagnostics: true)
      // SwiftUI documents no result for such a ratio; the view is laid out as without it.
      #expect(host.diagnostics.map(\.kind) == [.invalidAspectRatio])
      #expect(frames["view"] == "0,0 320×220")
    }
  }
}
