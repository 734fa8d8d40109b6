import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct FittingLayoutTests {
  private func host<Content: View>(_ content: Content, columns: Int = 40, lines: Int = 10)
    -> ViewHost
  {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return host
  }

  @Test("ViewThatFits shows the first view whose ideal width fits, and follows the screen")
  func viewThatFits() throws {
    let host = host(
      ViewThatFits(in: .horizontal) {
        Text("Upload progress: 42 percent")
        Text("42%")
      }, columns: 40)
    // Apple, ViewThatFits: "It selects the first child whose ideal size on the constrained axes
    // fits within the proposed size": 27 characters (216 points) fit in 320.
    #expect(host.text == "Upload progress: 42 percent")
    host.screenSize = ScreenSize(columns: 20, lines: 10)
    host.flush()
    // 216 points do not fit in 160: the second view, which does.
    #expect(host.text == "42%")
    // The view not chosen is not on screen, so the host's queries do not find it.
    #expect(host.findAll(text: "Upload progress: 42 percent").isEmpty)
    _ = try host.find(text: "42%")
  }

  @Test("ViewThatFits shows its last view when none fits")
  func viewThatFitsNone() {
    let host = host(
      ViewThatFits {
        Text("The longest choice of all")
        Text("A shorter choice")
      }, columns: 10)
    // Apple, ViewThatFits.init(in:content:) and the overview: when no child fits, the last one
    // is used (none of 25 or 16 characters fits in 10 columns); it is proposed the 80 points
    // offered, so the text wraps there (Apple, Text: it wraps at its proposed width).
    #expect(host.text == "A shorter\nchoice")
  }

  @Test("With no screen size, ViewThatFits shows its first view")
  func viewThatFitsUnbounded() {
    let host = ViewHost.testing(
      ViewThatFits {
        Text("The longest choice of all")
        Text("Short")
      })
    host.flush()
    // Apple, ViewThatFits: an axis offered nothing (an unspecified proposal) fits any ideal
    // size, so the first child is chosen.
    #expect(host.text == "The longest choice of all")
  }

  @Test("fixedSize keeps a text at its ideal width, overflowing a narrower frame centred")
  func fixedSize() {
    let frames = LayoutFrames()
    _ = host(
      VStack {
        Text("one two three four").fixedSize().measured("fixed", in: frames).frame(width: 80)
        Text("one two three four").measured("wrapped", in: frames).frame(width: 80)
      })
    // Apple, fixedSize(): "Fixes this view at its ideal size" — 18 characters, 144 points, in a
    // frame of 80 that centres it (frame(width:height:alignment:), alignment .center): x = −32.
    #expect(frames["fixed"] == "-32,0 144×22")
    // Without it the text wraps at the frame's 80 points into two lines.
    #expect(frames["wrapped"] == "0,30 80×44")
  }

  @Test("fixedSize on the vertical axis only lets the text wrap at the offered width")
  func fixedSizeVertical() {
    let frames = LayoutFrames()
    _ = host(
      Text("one two three four").fixedSize(horizontal: false, vertical: true)
        .measured("text", in: frames), columns: 10)
    // Apple, fixedSize(horizontal:vertical:): the horizontal axis takes the offer (80 points),
    // the vertical one the ideal height of the wrapped text, two lines.
    #expect(frames["text"] == "0,0 80×44")
  }

  @Test("A higher layoutPriority is offered the space the others do not need at least")
  func layoutPriority() {
    let frames = LayoutFrames()
    _ = host(
      HStack(spacing: 0) {
        Color.clear.frame(minWidth: 20, maxWidth: 200).measured("first", in: frames)
          .layoutPriority(1)
        Color.clear.frame(minWidth: 30, maxWidth: 200).measured("second", in: frames)
      }.frame(height: 22), columns: 20)
    // Apple, layoutPriority(_:): "A parent layout offers the child views with the highest
    // layout priority all the space offered to the parent minus the minimum space required for
    // all its lower-priority children": 160 − 30 = 130 to the first, the remaining 30 to the
    // second.
    #expect(frames["first"] == "0,0 130×22")
    #expect(frames["second"] == "130,0 30×22")
  }

  @Test("Without priorities the stack divides equally, least flexible first")
  func noPriority() {
    let frames = LayoutFrames()
    _ = host(
      HStack(spacing: 0) {
        Color.clear.frame(minWidth: 20, maxWidth: 200).measured("first", in: frames)
        Color.clear.frame(minWidth: 30, maxWidth: 200).measured("second", in: frames)
      }.frame(height: 22), columns: 20)
    // Apple, "Compose custom layouts with SwiftUI" (WWDC 2022): each of two equally flexible
    // views is offered half of 160.
    #expect(frames["first"] == "0,0 80×22")
    #expect(frames["second"] == "80,0 80×22")
  }
}
