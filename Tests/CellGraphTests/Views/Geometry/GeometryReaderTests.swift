import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `x,y w×h` in whole points.
@MainActor func describe(_ frame: CGRect) -> String {
  "\(Int(frame.minX)),\(Int(frame.minY)) \(Int(frame.width))×\(Int(frame.height))"
}

/// A reader that prints its global frame.
private struct FrameReader: View {
  var body: some View {
    GeometryReader { proxy in Text(describe(proxy.frame(in: .global))) }
  }
}

/// Two readers: one in a fixed frame, one taking what is left.
private struct TwoReaders: View {
  let runs: ReaderRuns

  var body: some View {
    VStack {
      GeometryReader { proxy in
        runs.fixed += 1
        return Text("F\(Int(proxy.frame(in: .global).minX))")
      }
      .frame(width: 80, height: 44)
      GeometryReader { proxy in
        runs.flexible += 1
        return Text("flexible \(describe(proxy.frame(in: .global)))")
      }
    }
  }
}

/// How many times each reader's content closure ran.
@MainActor
private final class ReaderRuns {
  var fixed = 0
  var flexible = 0
}

/// Nested named coordinate spaces.
private struct Named: View {
  var body: some View {
    GeometryReader { proxy in
      Text(
        "\(describe(proxy.frame(in: .local))) \(describe(proxy.frame(in: .named("inner")))) "
          + describe(proxy.frame(in: .global)))
    }
    .padding(16)
    .coordinateSpace(.named("inner"))
    .padding(8)
  }
}

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// The measuring idiom: a background reader reports the text's width as a preference.
private struct Measured: View {
  let log: ViewsEventLog
  var body: some View {
    Text("Hello")
      .background {
        GeometryReader { proxy in
          Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
        }
      }
      .onPreferenceChange(WidthKey.self) { log.events.append("width \(Int($0))") }
  }
}

/// A title that changes, watched with `onGeometryChange`.
private struct Watched: View {
  let log: ViewsEventLog
  @StateCell var title = "Hello"
  var body: some View {
    VStack {
      Text(title)
        .onGeometryChange(
          for: CGFloat.self, of: { $0.size.width },
          action: { log.events.append("width \(Int($0))") })
      Button("Longer") { title = "Hello, world" }
      Button("Same size") { title = "Hallo" }
    }
  }
}

@MainActor
@Suite struct GeometryReaderTests {
  @Test("A reader at the root is proposed the host's screen size, in points")
  func rootReader() {
    let host = ViewHost.testing(FrameReader())
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // Apple, GeometryReader: "This view returns a flexible preferred size to its parent
    // layout" — at the root it takes the whole screen: 40 × 8 by 10 × 22 points.
    #expect(host.text == "0,0 320×220")
  }

  @Test("A reader offered no size takes 10 points on each axis, as SwiftUI's")
  func unspecifiedProposal() {
    let host = ViewHost.testing(FrameReader())
    host.flush()
    // A host with no screen size proposes nothing; SwiftUI's
    // `ProposedViewSize.replacingUnspecifiedDimensions()` default is 10 × 10.
    #expect(host.text == "0,0 10×10")
  }

  @Test("Resizing the screen re-runs only the readers whose proposal changed")
  func resizeRunsOnlyChangedReaders() throws {
    let runs = ReaderRuns()
    let host = ViewHost.testing(TwoReaders(runs: runs))
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // VStack (Apple, "Compose custom layouts with SwiftUI", WWDC 2022): 220 − 8 spacing;
    // the fixed frame (least flexible) takes 44, the flexible reader the other 168, below it.
    #expect(host.text.contains("F0"))
    #expect(host.text.contains("flexible 0,52 320×168"))
    let (fixed, flexible) = (runs.fixed, runs.flexible)
    host.screenSize = ScreenSize(columns: 30, lines: 10)
    host.flush()
    // Only the flexible reader's geometry changed: its content alone runs again, once.
    #expect(runs.fixed == fixed)
    #expect(runs.flexible == flexible + 1)
    #expect(host.text.contains("flexible 0,52 240×168"))
    // The fixed frame stays at the stack's leading edge (this VStack aligns `.leading`).
    #expect(host.text.contains("F0"))
  }

  @Test("Frames in local, named and global coordinate spaces")
  func coordinateSpaces() {
    let host = ViewHost.testing(Named())
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // Apple, padding(_:): the content is inset on every edge: 8 + 16 from the screen, 16 from
    // the named space; GeometryProxy.frame(in: .local) has its origin at zero. The reader's
    // text, offered the reader's 272 points (34 columns), wraps at a space (Apple,
    // `multilineTextAlignment(_:)`: text offered a narrower width spans more than one line).
    #expect(
      host.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        == "0,0 272×172 16,16 272×172 24,24 272×172")
  }

  @Test("A background reader measures its view: the text's width in points")
  func measuringIdiom() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(Measured(log: log))
    host.flush()
    // Apple, background(alignment:content:): the background is proposed the view's size;
    // "Hello" is 5 columns of 8 points.
    #expect(log.events.last == "width 40")
  }

  @Test("onGeometryChange delivers the first width and each change, not an equal one")
  func onGeometryChange() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(Watched(log: log))
    host.flush()
    #expect(log.events == ["width 40"])
    try host.tap("Longer")
    host.flush()
    // Apple, onGeometryChange(for:of:action:): the action runs when the transformed value
    // changes: 12 columns of 8 points.
    #expect(log.events == ["width 40", "width 96"])
    try host.tap("Same size")
    host.flush()
    try host.tap("Same size")
    host.flush()
    #expect(log.events == ["width 40", "width 96", "width 40"])
  }
}
