import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Fifty numbered lines in a vertical scroll view, eagerly: a plain stack.
private struct Lines: View {
  var count = 50
  var showsIndicators = true
  var body: some View {
    ScrollView(showsIndicators: showsIndicators) {
      VStack { ForEach(1..<(count + 1)) { Text("Line \($0)") } }
    }
  }
}

private struct LineRow: View {
  let number: Int
  var body: some View { Text("Line \(number)") }
}

private struct CountedLines: View {
  var body: some View {
    ScrollView { VStack { ForEach(1..<31) { LineRow(number: $0) } } }
  }
}

private struct Lockable: View {
  @StateCell var locked = false
  var body: some View {
    VStack {
      Button("Lock") { locked = true }
      ScrollView { VStack { ForEach(1..<11) { Text("Line \($0)") } } }.disabled(locked)
    }
  }
}

private struct Wide: View {
  var body: some View {
    ScrollView(.horizontal) {
      VStack {
        Text("abcdefghijklmnopqrstuvwxyz")
        Text("0123456789")
      }
    }
  }
}

private struct TwoScrollViews: View {
  var body: some View {
    VStack {
      ScrollView { Text("A") }
      ScrollView { Text("B") }
    }
  }
}

private struct Table: View {
  var body: some View {
    ScrollView([.vertical, .horizontal]) {
      VStack { ForEach(0..<6) { Text("\($0)-abcdefghij") } }
    }
  }
}

@MainActor
@Suite struct ScrollViewTests {
  @Test("A scroll view along both axes shows a window of lines and of columns, with both markers")
  func bothAxes() throws {
    let host = ViewHost(Table(), viewport: 2, viewportColumns: 4)
    try host.scroll(by: 3, columns: 2)
    #expect(
      host.text == """
        ▲ 3 lines above
        abcd
        abcd
        ▼ 1 line below
        ◀ 2 columns left · ▶ 6 columns right
        """)
    #expect(host.controls == ["scroll view \"\""])
  }

  @Test("A scroll view shows the viewport's lines, with markers for the lines above and below")
  func textForm() throws {
    let host = ViewHost(Lines(), viewport: 3)
    #expect(
      host.text == """
        Line 1
        Line 2
        Line 3
        ▼ 47 lines below
        """)
    try host.scroll(by: 10)
    #expect(
      host.text == """
        ▲ 10 lines above
        Line 11
        Line 12
        Line 13
        ▼ 37 lines below
        """)
  }

  @Test(
    "Scrolling is clamped to the content: past the end shows the last screen, before it the first")
  func clamped() throws {
    let host = ViewHost(Lines(count: 5), viewport: 3)
    try host.scroll(by: 100)
    #expect(
      host.text == """
        ▲ 2 lines above
        Line 3
        Line 4
        Line 5
        """)
    try host.scroll(by: -1)
    #expect(host.text.hasPrefix("▲ 1 line above\nLine 2"), "one up from the clamped end")
    try host.scrollToTop()
    #expect(host.text.hasPrefix("Line 1"))
    try host.scrollToEnd()
    #expect(host.text.hasSuffix("Line 5"))
  }

  @Test("showsIndicators: false leaves the marker lines out")
  func noIndicators() throws {
    let host = ViewHost(Lines(count: 5, showsIndicators: false), viewport: 2)
    try host.scroll(by: 1)
    #expect(host.text == "Line 2\nLine 3")
  }

  @Test("Content shorter than the viewport is shown whole, without markers")
  func shortContent() {
    let host = ViewHost(Lines(count: 2), viewport: 5)
    #expect(host.text == "Line 1\nLine 2")
  }

  @Test("Scrolling re-runs no body: an eager stack's rows were all evaluated at the start")
  func scrollingRunsNoBody() throws {
    let host = ViewHost(CountedLines(), viewport: 5)
    #expect(host.evaluations(of: LineRow.self) == 30, "a plain stack stays eager")
    host.resetEvaluations()
    try host.scroll(by: 5)
    host.flush()
    #expect(host.evaluations(of: LineRow.self) == 0)
    #expect(host.evaluations(of: CountedLines.self) == 0)
    #expect(host.text.hasPrefix("▲ 5 lines above\nLine 6"))
  }

  @Test("The viewport can be resized; the scroll views show the new number of lines")
  func resizeViewport() {
    let host = ViewHost(Lines(count: 5), viewport: 2)
    host.viewportLines = 4
    #expect(host.viewportLines == 4)
    #expect(host.text == "Line 1\nLine 2\nLine 3\nLine 4\n▼ 1 line below")
  }

  @Test("A viewport under one line is reported and one line is used")
  func invalidViewport() {
    let host = ViewHost(Lines(count: 3), viewport: 0)
    #expect(host.viewportLines == 1)
    #expect(host.diagnostics.map(\.kind) == [.invalidViewport])
    #expect(host.text == "Line 1\n▼ 2 lines below")
  }

  @Test("A disabled scroll view does not scroll, and the interaction fails as .disabled")
  func disabled() throws {
    let host = ViewHost(Lockable(), viewport: 2)
    try host.tap("Lock")
    let before = host.text
    #expect {
      try host.scroll(by: 1)
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
    #expect(host.text == before)
  }

  @Test("Scrolling needs exactly one scroll view: none or several throw, naming them")
  func findsOneScrollView() {
    let none = ViewHost(Text("Hi"))
    #expect {
      try none.scroll(by: 1)
    } throws: { ($0 as? InteractionError)?.reason == .notFound }
    let two = ViewHost(TwoScrollViews())
    #expect {
      try two.scroll(by: 1)
    } throws: { error in
      let error = error as? InteractionError
      return error?.reason == .ambiguous && error?.candidates.count == 2
    }
  }

  @Test("A horizontal scroll view shows the viewport's columns of every line")
  func horizontal() throws {
    let host = ViewHost(Wide())
    host.viewportColumns = 5
    #expect(
      host.text == """
        abcde
        01234
        ▶ 21 columns right
        """)
    try host.scroll(by: 3, columns: 4)
    #expect(
      host.text == """
        efghi
        45678
        ◀ 4 columns left · ▶ 17 columns right
        """, "a vertical move of a horizontal scroll view does nothing")
  }

  @Test("The scroll position is kept by identity when the parent re-creates the scroll view")
  func positionKept() throws {
    let host = ViewHost(Lines(count: 10), viewport: 2)
    try host.scroll(by: 4)
    host.setRoot(Lines(count: 12))
    #expect(host.text.hasPrefix("▲ 4 lines above\nLine 5\nLine 6"))
  }
}
