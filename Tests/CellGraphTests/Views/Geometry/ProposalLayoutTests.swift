import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Reports the size and global frame of `content` through `onGeometryChange`.
private struct Measure<Content: View>: View {
  let log: ViewsEventLog
  let content: Content
  var body: some View {
    content.onGeometryChange(
      for: CGRect.self, of: { $0.frame(in: .global) },
      action: { log.events.append(describe($0)) })
  }
}

/// A counter whose text keeps its size, beside a reader.
private struct CounterBesideReader: View {
  @StateCell var count = 1
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Next") { count += 1 }
      GeometryReader { proxy in Text("reader \(Int(proxy.size.height))") }
    }
  }
}

/// A counter with no geometry in the tree.
private struct PlainCounter: View {
  @StateCell var count = 1
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Next") { count += 1 }
    }
  }
}

@MainActor
@Suite struct ProposalLayoutTests {
  private func host<Content: View>(_ content: Content, columns: Int = 40, lines: Int = 10) -> (
    ViewHost, ViewsEventLog
  ) {
    let log = ViewsEventLog()
    let host = ViewHost.testing(Measure(log: log, content: content))
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return (host, log)
  }

  @Test("An HStack gives its spacer what the text and the fixed frame leave")
  func spacerTakesTheRest() {
    let (_, log) = host(
      HStack {
        Text("A")
        Spacer()
        GeometryReader { _ in Color.clear }.frame(width: 80)
      })
    // Apple, "Compose custom layouts with SwiftUI" (WWDC 2022): the stack offers 320 − 2 × 8
    // spacing = 304, least flexible first: "A" takes 8, the 80-point frame 80, the spacer the
    // remaining 216; the reader offered the full 220 height makes the stack 220 high.
    #expect(log.events.last == "0,0 320×220")
  }

  @Test("A reader after a spacer in an HStack sits where the spacer ends")
  func readerAfterSpacer() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(
      HStack {
        Text("A")
        Spacer()
        Measure(log: log, content: Color.clear).frame(width: 80)
      })
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // Same stack: x = 8 ("A") + 8 + 216 (spacer) + 8 = 240; `Color` takes the frame's 80 and
    // the offered 220.
    #expect(log.events.last == "240,0 80×220")
  }

  @Test("Text wraps at the width it is offered, at spaces")
  func textWraps() {
    let (_, log) = host(Text("one two three four"), columns: 10)
    // Apple, Text: a text view wraps its lines when the width it is offered is too narrow; 10
    // columns of 8 points hold "one two" and "three four": 80 × 44 points, at the root's
    // top-leading corner.
    #expect(log.events.last == "0,0 80×44")
  }

  @Test("A frame with an infinite maximum width takes the whole offer")
  func maxWidthInfinity() {
    let (_, log) = host(Text("Hi").frame(maxWidth: .infinity))
    // Apple, frame(minWidth:idealWidth:maxWidth:…): "If a maximum constraint is specified and
    // the size proposed for the frame by the parent is greater than the size of this view, the
    // proposed size, clamped to that maximum" — 320 of 320; the height stays the text's.
    #expect(log.events.last == "0,0 320×22")
  }

  @Test("Padding offers less by its insets and adds them around the content")
  func padding() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(Measure(log: log, content: Text("Hi")).padding(16))
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // Apple, padding(_:): 16 points on every edge: the text at (16, 16), 16 × 22.
    #expect(log.events.last == "16,16 16×22")
  }

  @Test("A VStack stacks with 8 points between views and aligns them leading")
  func vStackSpacing() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(
      VStack {
        Text("Title")
        Measure(log: log, content: Text("Body"))
      })
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // SwiftUI's default spacing between two texts is 8 points: the second line at 22 + 8.
    #expect(log.events.last == "0,30 32×22")
  }

  @Test("A text change that keeps its size lays out nothing in a host without geometry")
  func noLayoutWithoutObservers() throws {
    let host = ViewHost.testing(PlainCounter())
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    try host.tap("Next")
    host.flush()
    // The invariant of `GeometryState`: without a reader or onGeometryChange, no layout runs.
    #expect(host.graph.geometry.layoutRuns == 0)
    #expect(host.text.hasPrefix("Count 2"))
  }

  @Test("With a reader, a same-size text change lays out once and re-runs no reader")
  func sameSizeChangeWithReader() throws {
    let host = ViewHost.testing(CounterBesideReader())
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    let runs = host.graph.geometry.layoutRuns
    let work = host.graph.geometry.sizeComputations
    try host.tap("Next")
    host.flush()
    // One update of the kept layout per update that changed text (only the changed views are
    // asked again: `KeptLayoutTests`), and no reader re-run, as its frame did not change.
    #expect(host.graph.geometry.layoutRuns == runs + 1)
    let evaluated = host.updateRecords.last?.evaluations.map(\.description) ?? []
    #expect(!evaluated.contains { $0.contains("geometry of") })
    #expect(host.graph.geometry.sizeComputations - work < 40)
    #expect(host.text.contains("reader 160"))
  }
}
