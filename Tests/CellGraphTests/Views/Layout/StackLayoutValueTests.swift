import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A row that gives each subview the whole width and one line: what a `Spacer` answers shows
/// which axis the layout told it.
private protocol WholeWidthRow: Layout where Cache == Void {}

extension WholeWidthRow {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    for subview in subviews {
      subview.place(
        at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: 22))
    }
  }
}

/// The row declaring a horizontal stack orientation.
private struct HorizontalRow: WholeWidthRow {
  static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
}

/// The row declaring no stack orientation (the protocol's default).
private struct PlainRow: WholeWidthRow {}

@MainActor
@Suite struct StackLayoutValueTests {
  private func host<Content: View>(_ content: Content) -> ViewHost {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    return host
  }

  // Apple, "ZStackLayout": "An overlaying container that you can use in conditional layouts",
  // laid out as `ZStack` — "The ZStack assigns each successive subview a higher z-axis value"
  // and sizes itself to its largest subview; `alignment` (default `.center`) aligns each one.
  @Test("ZStackLayout sizes itself to its largest layer and centres the others in it")
  func zStackLayout() {
    let frames = LayoutFrames()
    _ = host(
      ZStackLayout {
        Color.clear.frame(width: 80, height: 44).measured("back", in: frames)
        Text("Hi").measured("front", in: frames)
      }.measured("stack", in: frames))
    #expect(frames["stack"] == "0,0 80×44")
    #expect(frames["back"] == "0,0 80×44")
    #expect(frames["front"] == "32,11 16×22", "(80 − 16) / 2, (44 − 22) / 2")
  }

  @Test("ZStackLayout places its layers where a ZStack of the same alignment does")
  func zStackLayoutMatchesZStack() {
    let layoutFrames = LayoutFrames()
    let stackFrames = LayoutFrames()
    _ = host(
      ZStackLayout(alignment: .bottomTrailing) {
        Color.clear.frame(width: 80, height: 44).measured("back", in: layoutFrames)
        Text("Hi").measured("front", in: layoutFrames)
      })
    _ = host(
      ZStack(alignment: .bottomTrailing) {
        Color.clear.frame(width: 80, height: 44).measured("back", in: stackFrames)
        Text("Hi").measured("front", in: stackFrames)
      })
    #expect(layoutFrames.frames == stackFrames.frames)
    #expect(layoutFrames["front"] == "64,22 16×22")
  }

  // Apple, "HStackLayout": "A horizontal container that you can use in conditional layouts"; a
  // `Spacer` "expands along the major axis of its containing stack layout" — across 320 points
  // (40 cells of 8), so the last text ends at the trailing edge.
  @Test("A Spacer inside an HStackLayout grows sideways, as inside an HStack")
  func spacerInHStackLayout() {
    let layoutFrames = LayoutFrames()
    let stackFrames = LayoutFrames()
    _ = host(
      HStackLayout {
        Text("A").measured("a", in: layoutFrames)
        Spacer()
        Text("B").measured("b", in: layoutFrames)
      })
    _ = host(
      HStack {
        Text("A").measured("a", in: stackFrames)
        Spacer()
        Text("B").measured("b", in: stackFrames)
      })
    #expect(layoutFrames["b"] == "312,0 8×22")
    #expect(layoutFrames.frames == stackFrames.frames)
  }

  @Test("AnyLayout answers with the properties of the layout it wraps")
  func anyLayoutProperties() {
    let frames = LayoutFrames()
    _ = host(
      AnyLayout(HStackLayout()) {
        Text("A")
        Spacer()
        Text("B").measured("b", in: frames)
      })
    #expect(frames["b"] == "312,0 8×22")
    #expect(AnyLayout(HStackLayout()).properties.stackOrientation == .horizontal)
    #expect(AnyLayout(ZStackLayout()).properties.stackOrientation == nil)
  }

  // Apple, "LayoutProperties.stackOrientation": "The orientation of the containing stack-like
  // container. Certain views alter their behavior based on the stack orientation." A spacer
  // offered the whole row takes its width when the layout is horizontal, and none by default.
  @Test("A custom layout's stack orientation decides the axis of a Spacer inside it")
  func customOrientation() {
    let frames = LayoutFrames()
    _ = host(HorizontalRow { Spacer().measured("spacer", in: frames) })
    #expect(frames["spacer"] == "0,0 320×0")
    let plain = LayoutFrames()
    _ = host(PlainRow { Spacer().measured("spacer", in: plain) })
    #expect(plain["spacer"] == "0,0 0×22", "with no orientation a spacer grows vertically")
  }

  @Test("Without a screen size the stack layouts draw the text of the stacks they stand for")
  func textForms() {
    #expect(
      ViewHost.testing(
        HStackLayout {
          Text("A")
          Text("B")
        }
      ).text
        == ViewHost.testing(
          HStack {
            Text("A")
            Text("B")
          }
        ).text)
    #expect(
      ViewHost.testing(
        HStackLayout {
          Text("A")
          Text("B")
        }
      ).text == "A B")
    #expect(
      ViewHost.testing(
        VStackLayout(spacing: 30) {
          Text("A")
          Text("B")
        }
      ).text
        == ViewHost.testing(
          VStack(spacing: 30) {
            Text("A")
            Text("B")
          }
        ).text)
    #expect(
      ViewHost.testing(
        ZStackLayout {
          Text("Long")
          Text("X")
        }
      ).text
        == ViewHost.testing(
          ZStack {
            Text("Long")
            Text("X")
          }
        ).text)
  }
}
