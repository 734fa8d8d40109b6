import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The equal-width stack of "Compose custom layouts with SwiftUI" (WWDC 2022): every subview as
/// wide as the widest one's ideal width, separated by the subviews' preferred spacing.
private struct EqualWidthHStack: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let largest = largestIdealSize(subviews)
    let gaps = gaps(subviews).reduce(0, +)
    return CGSize(width: largest.width * CGFloat(subviews.count) + gaps, height: largest.height)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let largest = largestIdealSize(subviews)
    let gaps = gaps(subviews)
    var x = bounds.minX + largest.width / 2
    for index in subviews.indices {
      subviews[index].place(
        at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(largest))
      x += largest.width + (index < gaps.count ? gaps[index] : 0)
    }
  }

  private func largestIdealSize(_ subviews: Subviews) -> CGSize {
    subviews.map { $0.sizeThatFits(.unspecified) }.reduce(CGSize.zero) {
      CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height))
    }
  }

  private func gaps(_ subviews: Subviews) -> [CGFloat] {
    subviews.indices.dropLast().map {
      subviews[$0].spacing.distance(to: subviews[$0 + 1].spacing, along: .horizontal)
    }
  }
}

/// The radial layout of the same session: the subviews' centres on a circle whose radius is a
/// third of the shorter side, the first at the top, going clockwise.
private struct RadialLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let radius = min(bounds.width, bounds.height) / 3
    let step = 2 * CGFloat.pi / CGFloat(max(subviews.count, 1))
    for (index, subview) in subviews.enumerated() {
      let angle = step * CGFloat(index)
      subview.place(
        at: CGPoint(x: bounds.midX + radius * sin(angle), y: bounds.midY - radius * cos(angle)),
        anchor: .center, proposal: .unspecified)
    }
  }
}

/// A rank each subview gives the layout below.
private struct Rank: LayoutValueKey {
  static let defaultValue = 99
}

/// Stacks its subviews vertically in ascending `Rank`, 22 points apart.
private struct RankedColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 80, height: 22 * CGFloat(subviews.count))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let ranked = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
    for (row, subview) in ranked.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + 22 * CGFloat(row)), proposal: .unspecified)
    }
  }
}

/// A layout that answers a size no view can have.
private struct BrokenLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: CGFloat.nan, height: CGFloat.infinity)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: CGPoint(x: CGFloat.nan, y: bounds.minY), proposal: .unspecified)
    }
  }
}

/// A box that chooses 100 × 44 points whatever it is offered and gives its subviews its bounds.
private struct FixedBox: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 100, height: 44)
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
    }
  }
}

/// `line,column` of the first cell that shows `character` in `text`.
private func cell(of character: Character, in text: String) -> String? {
  for (line, row) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    if let index = row.firstIndex(of: character) {
      return "\(line),\(row.distance(from: row.startIndex, to: index))"
    }
  }
  return nil
}

/// A counter whose count survives the layout around it changing.
private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// Switches its content between a row and a column with `AnyLayout`.
private struct Switching: View {
  let frames: LayoutFrames
  @StateCell var isWide = true
  var body: some View {
    let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
    VStack {
      Button("Switch") { isWide.toggle() }
      layout {
        Text("Name").measured("name", in: frames)
        Counter().measured("counter", in: frames)
      }
    }
  }
}

@MainActor
@Suite struct CustomLayoutTests {
  private func host<Content: View>(_ content: Content, columns: Int = 40, lines: Int = 10)
    -> ViewHost
  {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return host
  }

  @Test("An equal-width stack gives every subview the widest one's ideal width")
  func equalWidth() {
    let frames = LayoutFrames()
    _ = host(
      EqualWidthHStack {
        Text("Yes").frame(maxWidth: .infinity).measured("yes", in: frames)
        Text("Maybe later").frame(maxWidth: .infinity).measured("maybe", in: frames)
      })
    // Apple, "Compose custom layouts with SwiftUI" (WWDC 2022), the equal-width stack: each
    // subview is proposed the largest ideal size ("Maybe later", 11 × 8 = 88 × 22) and centred
    // in its slot; the slots are 8 points apart (ViewSpacing's default between two views).
    #expect(frames["yes"] == "0,0 88×22")
    #expect(frames["maybe"] == "96,0 88×22")
  }

  @Test("A radial layout places its subviews' centres on a circle")
  func radial() {
    let frames = LayoutFrames()
    _ = host(
      RadialLayout {
        ForEach(0..<4) { index in
          Color.clear.frame(width: 16, height: 22).measured("\(index)", in: frames)
        }
      }, columns: 30, lines: 11)
    // WWDC 2022, the radial layout: the layout takes the whole proposal (240 × 242); the radius
    // is a third of the shorter side (80) around the centre (120, 121); `place(at:anchor:
    // .center, …)` puts each 16 × 22 subview's centre on the circle, a quarter turn apart.
    #expect(frames["0"] == "112,30 16×22")
    #expect(frames["1"] == "192,110 16×22")
    #expect(frames["2"] == "112,190 16×22")
    #expect(frames["3"] == "32,110 16×22")
  }

  @Test("A radial layout draws each subview at the cell of its own point on the circle")
  func radialText() {
    let host = host(
      RadialLayout {
        Text("N")
        Text("E")
        Text("S")
        Text("W")
      }, columns: 30, lines: 11)
    // Apple, "Compose custom layouts with SwiftUI" (WWDC 2022) and LayoutSubview.place(at:anchor:
    // proposal:): each subview's `.center` anchor sits on its point of a circle of radius 80
    // (a third of 240 × 242) around (120, 121). Each 8 × 22 text's frame is then in cells by
    // the rule of Docs/TextForm.md, "Points and cells" (edges to the nearest cell, halves away
    // from zero): N at (116, 30) is column 15 (14.5), line 1 (1.36); E at (196, 110) column 25,
    // line 5; S at (116, 190) column 15, line 9 (8.64); W at (36, 110) column 5, line 5.
    let text = host.text
    #expect(cell(of: "N", in: text) == "1,15")
    #expect(cell(of: "E", in: text) == "5,25")
    #expect(cell(of: "S", in: text) == "9,15")
    #expect(cell(of: "W", in: text) == "5,5")
  }

  @Test("The size a custom layout chooses is the size its parent places it at")
  func parentSeesChosenSize() {
    let frames = LayoutFrames()
    let host = host(
      VStack(alignment: .leading, spacing: 0) {
        FixedBox { Text("In") }.measured("box", in: frames)
        Text("Below").measured("below", in: frames)
      })
    // Apple, Layout.sizeThatFits(proposal:subviews:cache:): "the container's size" is what the
    // layout returns, here 100 × 44 though offered the whole screen; the VStack places the next
    // view under those 44 points: 44 / 22 is line 2 of the text.
    #expect(frames["box"] == "0,0 100×44")
    #expect(frames["below"] == "0,44 40×22")
    #expect(host.text == "In\n\nBelow")
  }

  @Test("A reader inside a custom layout reports the frame the layout gave it")
  func readerInsideLayout() {
    let frames = LayoutFrames()
    _ = host(
      VStack {
        Text("Top")
        EqualWidthHStack {
          GeometryReader { proxy in
            Text("\(Int(proxy.size.width))")
          }
          .measured("reader", in: frames)
          Text("Wider text")
        }
      })
    // The reader's ideal width is 10 (a reader offered nothing takes 10 points, Apple,
    // GeometryReader); "Wider text" is 80 × 22, so each slot is 80 × 22; the stack sits 8 points
    // under "Top" (30 = 22 + 8).
    #expect(frames["reader"] == "0,30 80×22")
  }

  @Test("A layout reads the values its subviews set with layoutValue")
  func layoutValues() {
    let frames = LayoutFrames()
    _ = host(
      RankedColumn {
        Text("Bronze").layoutValue(key: Rank.self, value: 3).measured("bronze", in: frames)
        Text("Gold").measured("gold", in: frames).layoutValue(key: Rank.self, value: 1)
        Text("None").measured("none", in: frames)
        Text("Silver").layoutValue(key: Rank.self, value: 2).measured("silver", in: frames)
      })
    // Apple, LayoutValueKey: a layout reads a subview's value as `subview[Key.self]`, and the
    // key's defaultValue for a subview that sets none (99 here, so "None" comes last).
    #expect(frames["gold"] == "0,0 32×22")
    #expect(frames["silver"] == "0,22 48×22")
    #expect(frames["bronze"] == "0,44 48×22")
    #expect(frames["none"] == "0,66 32×22")
  }

  @Test("Switching an AnyLayout rearranges the subviews and keeps their state")
  func anyLayout() throws {
    let frames = LayoutFrames()
    let host = host(Switching(frames: frames))
    try host.tap("Count 0")
    host.flush()
    // Apple, AnyLayout: "changing the type of layout … preserves the identity of the subviews".
    // HStackLayout: "Name" (32 × 22) then the counter button ("[Count 1]", 72 × 22) 8 points
    // after it, under the "Switch" button.
    #expect(frames["name"] == "0,30 32×22")
    #expect(frames["counter"] == "40,30 72×22")
    try host.tap("Switch")
    host.flush()
    // VStackLayout: the counter 8 points under "Name"; its count survived.
    #expect(frames["counter"] == "0,60 72×22")
    #expect(host.text.contains("[Count 1]"))
  }

  @Test("A layout that returns a NaN or infinite size is reported and made safe")
  func invalidSize() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      BrokenLayout { Text("Hi").measured("hi", in: frames) }.measured("layout", in: frames),
      allowingDiagnostics: true)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    #expect(Set(host.diagnostics.map(\.kind)) == [.layoutInvalidSize])
    // SwiftUI has no documented result for a NaN size; the host uses 0 for NaN and 1,000,000
    // points for infinity, and a NaN coordinate as 0, so that layout goes on.
    #expect(frames["layout"] == "0,0 0×1000000")
    #expect(frames["hi"] == "0,0 16×22")
    #expect(host.text == "Hi")
  }
}
