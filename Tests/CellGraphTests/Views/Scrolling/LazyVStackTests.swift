import Testing

@testable import CellGraph
@testable import CellGraphCore

/// One row of a long list: logs its appear and disappear actions, and counts its body.
private struct FeedRow: View {
  let number: Int
  let log: ViewsEventLog
  var body: some View {
    Text("Row \(number)")
      .onAppear { log.append("appear \(number)") }
      .onDisappear { log.append("disappear \(number)") }
  }
}

private struct Feed: View {
  var count = 10_000
  let log: ViewsEventLog
  var body: some View {
    ScrollView {
      LazyVStack { ForEach(0..<count, id: \.self) { FeedRow(number: $0, log: log) } }
    }
  }
}

/// A row with state of its own, to check that it is kept while the row is out of view.
private struct CheckRow: View {
  let number: Int
  @StateCell var isOn = false
  var body: some View { Toggle("Item \(number)", isOn: $isOn) }
}

private struct Checklist: View {
  var body: some View {
    ScrollView { LazyVStack { ForEach(0..<100, id: \.self) { CheckRow(number: $0) } } }
  }
}

private struct TallRow: View {
  let number: Int
  var body: some View { Text("Row \(number)\n  details") }
}

private struct TallFeed: View {
  var body: some View {
    ScrollView {
      VStack {
        Text("Header")
        LazyVStack(spacing: 22) { ForEach(0..<100, id: \.self) { TallRow(number: $0) } }
      }
    }
  }
}

private struct Unscrolled: View {
  var body: some View { LazyVStack { ForEach(0..<40, id: \.self) { LineOf(number: $0) } } }
}

private struct LineOf: View {
  let number: Int
  var body: some View { Text("\(number)") }
}

private struct Mixed: View {
  let log: ViewsEventLog
  var body: some View {
    ScrollView {
      LazyVStack {
        Text("Top")
        ForEach(0..<3, id: \.self) { FeedRow(number: $0, log: log) }
        ForEach(0..<3, id: \.self) { FeedRow(number: 10 + $0, log: log) }
        Text("Bottom")
      }
    }
  }
}

@MainActor
@Suite struct LazyVStackTests {
  @Test("Only the rows in the viewport are created; the scroll view marks more below")
  func createsVisibleRows() {
    let log = ViewsEventLog()
    let host = ViewHost(Feed(log: log), viewport: 3)
    #expect(host.evaluations(of: FeedRow.self) == 3)
    #expect(log.events == ["appear 0", "appear 1", "appear 2"])
    #expect(
      host.text == """
        Row 0
        Row 1
        Row 2
        ▼ more below
        """)
  }

  @Test(
    "Scrolling by one screen in 10,000 rows runs exactly the bodies of the rows that came into view"
  )
  func scrollRunsNewRowsOnly() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Feed(log: log), viewport: 20)
    host.resetEvaluations()
    try host.scroll(by: 20)
    host.flush()
    #expect(host.evaluations(of: FeedRow.self) == 20)
    #expect(host.evaluations(of: Feed.self) == 0)
    #expect(host.text.hasPrefix("▲ 20 lines above\nRow 20\n"))
    host.resetEvaluations()
    try host.scroll(by: 5)
    host.flush()
    #expect(host.evaluations(of: FeedRow.self) == 5, "a partial screen: the 5 new rows")
    host.resetEvaluations()
    try host.scroll(by: -25)
    host.flush()
    #expect(host.evaluations(of: FeedRow.self) == 0, "rows created before are kept, not re-run")
    #expect(host.text.hasPrefix("Row 0\n"))
  }

  @Test("Rows run onDisappear as they leave the viewport and onAppear as they come back")
  func appearAndDisappear() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Feed(log: log), viewport: 2)
    log.events.removeAll()
    try host.scroll(by: 1)
    host.flush()
    #expect(log.events == ["appear 2", "disappear 0"])
    log.events.removeAll()
    try host.scroll(by: -1)
    host.flush()
    #expect(log.events == ["appear 0", "disappear 2"])
  }

  @Test("A row's state is kept while it is scrolled out of view")
  func stateKept() throws {
    let host = ViewHost(Checklist(), viewport: 3)
    try host.toggle("Item 1")
    try host.scroll(by: 50)
    host.flush()
    #expect(!host.text.contains("Item 1"))
    try host.scrollToTop()
    #expect(host.text.hasPrefix("[ ] Item 0\n[x] Item 1"))
  }

  @Test("Scrolling to the end creates the rows passed over, but only the last screen's appear")
  func scrollToEnd() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Feed(count: 50, log: log), viewport: 3)
    log.events.removeAll()
    try host.scrollToEnd()
    host.flush()
    #expect(host.evaluations(of: FeedRow.self) == 50)
    #expect(
      log.events == [
        "appear 47", "appear 48", "appear 49", "disappear 0", "disappear 1", "disappear 2",
      ])
    #expect(
      host.text == """
        ▲ 47 lines above
        Row 47
        Row 48
        Row 49
        """)
  }

  @Test(
    "Rows of several lines, with spacing and a header above the stack, fill the viewport exactly")
  func tallRows() throws {
    let host = ViewHost(TallFeed(), viewport: 6)
    // Header (1 line), then rows of 2 lines with a blank line between: lines 1-2, 4-5, 7-8.
    #expect(host.evaluations(of: TallRow.self) == 2, "rows 0 and 1 fill lines 0-5")
    host.resetEvaluations()
    try host.scroll(by: 3)
    host.flush()
    #expect(host.evaluations(of: TallRow.self) == 1, "row 2 (lines 7-8) came into view")
    #expect(
      host.text == """
        ▲ 3 lines above

        Row 1
          details

        Row 2
          details
        ▼ more below
        """)
  }

  @Test("Resizing the viewport creates the rows that now fit")
  func resize() {
    let log = ViewsEventLog()
    let host = ViewHost(Feed(log: log), viewport: 2)
    host.resetEvaluations()
    host.viewportLines = 5
    host.flush()
    #expect(host.evaluations(of: FeedRow.self) == 3)
    #expect(host.text.hasSuffix("Row 4\n▼ more below"))
  }

  @Test("Outside a scroll view a lazy stack creates every row, like a plain stack")
  func outsideScrollView() {
    let host = ViewHost(Unscrolled(), viewport: 3)
    #expect(host.evaluations(of: LineOf.self) == 40)
    #expect(host.text.split(separator: "\n").count == 40)
  }

  @Test("Static views and several ForEach in one lazy stack are rows in order, with separate ids")
  func mixedContent() throws {
    let log = ViewsEventLog()
    let host = ViewHost(Mixed(log: log), viewport: 4)
    #expect(host.text == "Top\nRow 0\nRow 1\nRow 2\n▼ more below")
    try host.scrollToEnd()
    #expect(host.text == "▲ 4 lines above\nRow 10\nRow 11\nRow 12\nBottom")
    #expect(host.diagnostics.isEmpty, "equal ids in two ForEach are not duplicates")
  }
}
