import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct BadLayoutInputTests {
  @Test("A contradictory frame is reported and laid out as no frame")
  func contradictoryFrame() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      Text("Hi").frame(minWidth: 100, maxWidth: 50).measured("framed", in: frames),
      allowingDiagnostics: true)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // SwiftUI logs "Contradictory frame constraints specified" and gives no documented size;
    // the host reports it and lays the view out without the frame: the text's 16 × 22.
    #expect(host.diagnostics.map(\.kind).contains(.invalidFrame))
    #expect(frames["framed"] == "0,0 16×22")
  }

  @Test("Negative padding makes the view smaller than its content")
  func negativePadding() {
    let frames = LayoutFrames()
    _ = {
      let host = ViewHost.testing(
        Text("Hi").measured("text", in: frames).padding(-4).measured("padded", in: frames))
      host.screenSize = ScreenSize(columns: 40, lines: 10)
      host.flush()
    }()
    // Apple, padding(_:): the insets are added to the content's size; negative ones take away:
    // 16 − 8 by 22 − 8, the content 4 points up and to the left of the padded view.
    #expect(frames["padded"] == "0,0 8×14")
    #expect(frames["text"] == "-4,-4 16×22")
  }

  @Test("A reader directly in a vertical scroll view is its width and 10 points high")
  func readerInScrollView() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      ScrollView {
        GeometryReader { _ in Color.clear }.measured("reader", in: frames)
      })
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // SwiftUI proposes nil along the scrolled axis; a GeometryReader offered nothing takes 10
    // points there (Apple, GeometryReader; "Compose custom layouts with SwiftUI", WWDC 2022).
    // No loop: the layout settles.
    #expect(frames["reader"] == "0,0 320×10")
  }
}
