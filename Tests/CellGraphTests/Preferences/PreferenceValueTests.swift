import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A list whose total shows in an overlay; the parent also has state of its own.
private struct Totals: View {
  let rows: Int
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<rows, id: \.self) { TitledRow(title: "r\($0)") }
    }
    .overlayPreferenceValue(TotalKey.self, alignment: .topTrailing) { total in
      CountBadge(count: total)
    }
  }
}

/// The background form, reading titles.
private struct Titled: View {
  var body: some View {
    VStack(alignment: .leading) {
      TitledRow(title: "only")
      Text("         ")
    }
    .backgroundPreferenceValue(TitlesKey.self, alignment: .bottomLeading) { titles in
      Text(titles.joined())
    }
  }
}

/// The overlay's own contribution goes up, after the content's, but is not read by the overlay.
private struct OverlayContributes: View {
  let log: ViewsEventLog
  var body: some View {
    TitledRow(title: "base")
      .overlayPreferenceValue(TitlesKey.self) { titles in
        Text("\(titles.count)").preference(key: TitlesKey.self, value: ["overlay"])
      }
      .onPreferenceChange(TitlesKey.self) { log.events.append($0.joined(separator: ",")) }
  }
}

/// A thousand contributors and a reader of their titles.
private struct Thousand: View {
  let log: ViewsEventLog
  var body: some View {
    VStack {
      ForEach(0..<1000, id: \.self) { TitledRow(title: "\($0)") }
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append($0[500]) }
  }
}

@MainActor
@Suite struct PreferenceValueTests {
  // The example of Docs/TextForm.md ("Layers").
  @Test("overlayPreferenceValue draws its content from the reduced value")
  func overlayShowsValue() {
    let host = ViewHost(Totals(rows: 3))
    host.expectText(
      """
      [r0 (3)
      [r1 ×1]
      [r2 ×1]
      """)
  }

  @Test("backgroundPreferenceValue draws behind the view")
  func backgroundShowsValue() {
    let host = ViewHost(Titled())
    host.expectText(
      """
      [only ×1]
      only×1
      """)
  }

  @Test("A changed contribution re-runs the contributor and the reader's content, nothing else")
  func onlyReaderContentReruns() throws {
    let host = ViewHost(Totals(rows: 3), recordingEvaluations: true)
    try host.expectBodies(.path("Totals/VStack/ForEach[id: 1]/TitledRow"), .view(CountBadge.self)) {
      try host.tap("r1 ×1")
    }
    host.expectText(
      """
      [r0 (4)
      [r1 ×2]
      [r2 ×1]
      """)
  }

  @Test("One change among many contributors re-runs only that row and the reader's content")
  func wideContributors() throws {
    let host = ViewHost(Totals(rows: 200), recordingEvaluations: true)
    #expect(host.text.hasPrefix("[r0 (200)"))
    try host.expectBodies(
      .path("Totals/VStack/ForEach[id: 150]/TitledRow"), .view(CountBadge.self)
    ) {
      try host.tap("r150 ×1")
    }
    #expect(host.text.hasPrefix("[r0 (201)"))
    try host.tap("r3 ×1")
    try host.tap("r199 ×1")
    host.flush()
    #expect(host.text.hasPrefix("[r0 (203)"))
  }

  @Test("The overlay reads the view's value; its own contribution goes to the ancestors")
  func overlayContributionGoesUp() {
    let log = ViewsEventLog()
    let host = ViewHost(OverlayContributes(log: log))
    #expect(log.events == ["base×1,overlay"])
    #expect(host.text.contains("1"))
  }

  @Test("A change at one of 1,000 contributors is recombined along its path, not across all")
  func changeCostsThePath() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Thousand(log: log))
    #expect(log.events == ["500×1"])
    TitlesKey.reduceCalls = 0
    try host.tap("500 ×1")
    host.flush()
    #expect(log.events == ["500×1", "500×2"])
    // A segment tree over 1,024 leaves: one leaf's ancestors are 10 pairs.
    #expect(TitlesKey.reduceCalls == 10, "one row's change recombines log₂(rows) pairs")
  }
}

/// A lazy list of contributors in a small viewport.
private struct LazyTotals: View {
  var body: some View {
    VStack {
      ScrollView {
        LazyVStack {
          ForEach(0..<20, id: \.self) { TitledRow(title: "r\($0)") }
        }
      }
    }
    .overlayPreferenceValue(TotalKey.self, alignment: .topTrailing) { CountBadge(count: $0) }
  }
}

@MainActor
@Suite struct LazyPreferenceTests {
  @Test("A lazy stack contributes the rows it has created: none it has not shown yet")
  func lazyRowsContributeOnceCreated() throws {
    let host = ViewHost(LazyTotals(), viewport: 4)
    let shown = host.text
    #expect(shown.hasPrefix("[r0 ×1]  (4)"), "the four rows on screen count: \(shown)")
    try host.scrollToEnd()
    host.flush()
    #expect(host.text.contains("(20)"), "rows scrolled past are kept and keep contributing")
  }
}
