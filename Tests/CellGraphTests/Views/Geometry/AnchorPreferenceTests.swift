import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The first anchor set for the key wins (the usual "selected item" key).
private struct SelectedKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A second key of the same shape, for a second reader.
private struct OtherKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// Named points of one view, collected with `transformAnchorPreference`.
private struct PointsKey: PreferenceKey {
  static let defaultValue: [String: Anchor<CGPoint>] = [:]
  static func reduce(
    value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]
  ) {
    value.merge(nextValue()) { $1 }
  }
}

/// A row of tabs; the selected one's bounds are drawn over the row by an overlay reader.
private struct Tabs: View {
  let log: ViewsEventLog
  @StateCell var selected = 0
  let titles = ["Inbox", "Archive", "Sent"]

  var body: some View {
    HStack(spacing: 8) {
      ForEach(0..<3) { index in
        Button(titles[index]) { selected = index }
          .anchorPreference(key: SelectedKey.self, value: .bounds) { anchor in
            selected == index ? anchor : nil
          }
      }
    }
    .padding(16)
    .overlayPreferenceValue(SelectedKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor { log.append("highlight \(describe(proxy[anchor]))") }
        return Color.clear
      }
    }
  }
}

/// A title that grows, with an anchor of its bounds.
private struct GrowingTitle: View {
  @StateCell var title = "Hi"

  var body: some View {
    Text(title).anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
    Button("Longer") { title = "Hello" }
  }
}

/// Two readers of two anchors: one on a title that changes, one on a fixed label. The title's
/// state is its own view's, so its change re-runs neither overlay's owner.
private struct TwoAnchors: View {
  let log: ViewsEventLog

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      GrowingTitle()
      Text("Fixed").anchorPreference(key: OtherKey.self, value: .bounds) { $0 }
    }
    .frame(width: 240, height: 88, alignment: .topLeading)
    .overlayPreferenceValue(SelectedKey.self) { anchor in
      GeometryReader { proxy in
        log.append("title \(describe(proxy[anchor!]))")
        return Color.clear
      }
    }
    .overlayPreferenceValue(OtherKey.self) { anchor in
      GeometryReader { proxy in
        log.append("fixed \(describe(proxy[anchor!]))")
        return Color.clear
      }
    }
  }
}

/// A label that moves right when the text before it grows.
private struct Moving: View {
  let log: ViewsEventLog
  @StateCell var prefix = "A"

  var body: some View {
    VStack(alignment: .leading) {
      HStack(spacing: 0) {
        Text(prefix)
        Text("Target").anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
      }
      Button("Grow") { prefix = "ABC" }
    }
    .backgroundPreferenceValue(SelectedKey.self) { anchor in
      GeometryReader { proxy in
        log.append("target \(describe(proxy[anchor!]))")
        return Color.clear
      }
    }
  }
}

/// A view's bounds anchor and its own reader, side by side.
private struct SameView: View {
  let log: ViewsEventLog

  var body: some View {
    Text("Hello")
      .padding(8)
      .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
      .backgroundPreferenceValue(SelectedKey.self) { anchor in
        GeometryReader { proxy in
          log.append("anchor \(describe(proxy[anchor!]))")
          log.append("local \(describe(proxy.frame(in: .local)))")
          return Color.clear
        }
      }
  }
}

/// Point sources of one text, resolved by a reader around it.
private struct Points: View {
  let log: ViewsEventLog

  var body: some View {
    Text("Hello")
      .transformAnchorPreference(key: PointsKey.self, value: .topLeading) { $0["topLeading"] = $1 }
      .transformAnchorPreference(key: PointsKey.self, value: .center) { $0["center"] = $1 }
      .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) {
        $0["bottomTrailing"] = $1
      }
      .transformAnchorPreference(key: PointsKey.self, value: .unitPoint(UnitPoint(x: 0.25, y: 1))) {
        $0["quarter"] = $1
      }
      .transformAnchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 4, y: 2))) {
        $0["point"] = $1
      }
      .padding(8)
      .overlayPreferenceValue(PointsKey.self) { points in
        GeometryReader { proxy in
          for name in points.keys.sorted() {
            let point = proxy[points[name]!]
            log.append("\(name) \(Int(point.x)),\(Int(point.y))")
          }
          return Color.clear
        }
      }
  }
}

/// An anchor on a `ViewThatFits` option that does not fit, so the layout never places it.
private struct UnplacedOption: View {
  let log: ViewsEventLog

  var body: some View {
    ViewThatFits(in: .horizontal) {
      Text("A title far too long for a ten-column screen")
        .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
      Text("Short")
    }
    .overlayPreferenceValue(SelectedKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor { log.append("unplaced \(describe(proxy[anchor]))") }
        return Color.clear
      }
    }
  }
}

/// Hands the anchor it reads to a box, for another host to resolve.
@MainActor
private final class AnchorBox {
  var anchor: Anchor<CGRect>?
}

private struct Exporter: View {
  let box: AnchorBox

  var body: some View {
    Text("Hello")
      .anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
      .onPreferenceChange(SelectedKey.self) { box.anchor = $0 }
  }
}

private struct Importer: View {
  let box: AnchorBox
  let log: ViewsEventLog

  var body: some View {
    GeometryReader { proxy in
      if let anchor = box.anchor { log.append("imported \(describe(proxy[anchor]))") }
      return Color.clear
    }
  }
}

/// An anchored view that can leave the tree.
private struct Removable: View {
  let log: ViewsEventLog
  @StateCell var shows = true

  var body: some View {
    VStack(alignment: .leading) {
      if shows {
        Text("Gone soon").anchorPreference(key: SelectedKey.self, value: .bounds) { $0 }
      }
      Button("Remove") { shows = false }
    }
    .overlayPreferenceValue(SelectedKey.self) { anchor in
      GeometryReader { proxy in
        log.append(anchor.map { "at \(describe(proxy[$0]))" } ?? "none")
        return Color.clear
      }
    }
  }
}

@MainActor
@Suite struct AnchorPreferenceTests {
  /// `view` hosted on a 40 × 10 screen (320 × 220 points), after its first flush.
  private func onScreen(
    _ view: some View, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewHost {
    let host = ViewHost.testing(view, sourceLocation: sourceLocation)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    return host
  }

  @Test("An overlay reader resolves the selected tab's bounds in its own coordinates")
  func selectedTabBounds() throws {
    let log = ViewsEventLog()
    let host = onScreen(Tabs(log: log))
    // Apple, GeometryProxy subscript(_:): "Resolves the value of an anchor to the container
    // view"; padding(_:) insets the stack by 16 on every edge, so the first tab ("[Inbox]",
    // 7 columns of 8 points, one 22-point line) is at (16, 16) in the overlay's coordinates.
    #expect(log.events.last == "highlight 16,16 56×22")
    try host.tap("Archive")
    host.flush()
    // HStack(spacing: 8) (Apple, HStack: "spacing: The distance between adjacent subviews"):
    // the second tab starts 56 + 8 points after the first.
    #expect(log.events.last == "highlight 80,16 72×22")
  }

  @Test("Only the reader of the anchor that moved runs again, once")
  func onlyChangedReaderRuns() throws {
    let log = ViewsEventLog()
    let host = onScreen(TwoAnchors(log: log))
    // Apple, VStack(alignment: .leading, spacing: 0): the title, its button and the label one
    // under the other (the title view's two views are two subviews of the stack), at the
    // leading edge; frame(width:height:alignment: .topLeading) puts the stack at the top-leading
    // corner of the 240 × 88 frame the overlays are proposed.
    #expect(log.events.contains("title 0,0 16×22"))
    #expect(log.events.contains("fixed 0,44 40×22"))
    let before = log.events.count
    try host.tap("Longer")
    host.flush()
    // Apple, anchorPreference(key:value:transform:): the value is "a function of a geometry
    // value"; only the title's geometry changed (5 columns now), so only its reader runs.
    #expect(Array(log.events[before...]) == ["title 0,0 40×22"])
  }

  @Test("A reader runs again when the anchored view moves")
  func anchoredViewMoves() throws {
    let log = ViewsEventLog()
    let host = onScreen(Moving(log: log))
    // Apple, HStack(spacing: 0): "Target" follows the one-column prefix directly.
    #expect(log.events.last == "target 8,0 48×22")
    try host.tap("Grow")
    host.flush()
    // Three columns of prefix push it 16 points to the right.
    #expect(log.events.last == "target 24,0 48×22")
  }

  @Test("A bounds anchor resolved at its own view's reader is the reader's local frame")
  func consistentWithFrameIn() {
    let log = ViewsEventLog()
    _ = onScreen(SameView(log: log))
    // Apple, Anchor.Source.bounds: "the entire bounding rect of the current view"; the
    // background reader is proposed that view's size (background(alignment:content:)), so
    // both are its local frame: "Hello" (40 × 22) padded by 8 on every edge.
    #expect(Array(log.events.suffix(2)) == ["anchor 0,0 56×38", "local 0,0 56×38"])
  }

  @Test("Point sources resolve at the corners, centre, unit points and points of the view")
  func pointSources() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(Points(log: log))
    host.flush()
    // Apple, UnitPoint: "multiply each component of the unit point with the corresponding
    // component of the view's size"; "Hello" is 40 × 22, inset by 8 in the reader. Without a
    // screen size the root is proposed nothing and takes its ideal size, as the reader does.
    #expect(
      Array(log.events.suffix(5)) == [
        "bottomTrailing 48,30", "center 28,19", "point 12,10", "quarter 18,30", "topLeading 8,8",
      ])
  }

  @Test("An anchor of a view the layout does not place is reported and resolves at the origin")
  func unplacedAnchor() {
    let log = ViewsEventLog()
    let host = ViewHost.testing(UnplacedOption(log: log), allowingDiagnostics: true)
    host.screenSize = ScreenSize(columns: 10, lines: 4)
    host.flush()
    // Apple, ViewThatFits: it "selects the first child whose ideal size on the constrained
    // axes fits"; the long title does not, so it has no frame for its anchor.
    #expect(log.events.last == "unplaced 0,0 0×0")
    #expect(host.diagnostics.map(\.kind) == [.anchorNotPlaced])
    #expect(host.text.contains("Short"))
  }

  @Test("An anchor resolved in another host is reported and resolves at the origin")
  func anchorFromOtherHost() {
    let box = AnchorBox()
    let log = ViewsEventLog()
    let exporter = ViewHost.testing(Exporter(box: box))
    exporter.flush()
    #expect(box.anchor != nil)
    let importer = ViewHost.testing(Importer(box: box, log: log), allowingDiagnostics: true)
    importer.flush()
    #expect(log.events.last == "imported 0,0 0×0")
    #expect(importer.diagnostics.map(\.kind) == [.anchorFromOtherHost])
  }

  @Test("Anchors compare by their view's frame and their source")
  func equality() {
    let host = ObjectIdentifier(AnchorBox())
    let frame = CGRect(x: 8, y: 0, width: 40, height: 22)
    let placed = Anchor<CGRect>(placement: .placed(frame, host: host), source: .bounds)
    // Apple, Anchor: "An opaque value derived from an anchor source and a particular view",
    // Equatable and Hashable.
    #expect(placed == Anchor(placement: .placed(frame, host: host), source: .bounds))
    #expect(
      placed.hashValue == Anchor(placement: .placed(frame, host: host), source: .bounds).hashValue)
    #expect(
      placed
        != Anchor(placement: .placed(frame.offsetBy(dx: 8, dy: 0), host: host), source: .bounds))
    #expect(placed != Anchor(placement: .placed(frame, host: host), source: .rect(frame)))
    #expect(placed != Anchor(placement: .pending, source: .bounds))
  }

  @Test("A view that leaves the tree takes its anchor out of the value, with no diagnostic")
  func removedView() throws {
    let log = ViewsEventLog()
    let host = onScreen(Removable(log: log))
    #expect(log.events.last == "at 0,0 72×22")
    try host.tap("Remove")
    host.flush()
    // Apple, PreferenceKey.defaultValue: "The default value of the preference", what readers
    // see when no view below sets it. The removed writer no longer observes the layout, so no
    // anchor of a view that left is published (`ViewHost.testing` fails on a diagnostic).
    #expect(log.events.last == "none")
  }
}
