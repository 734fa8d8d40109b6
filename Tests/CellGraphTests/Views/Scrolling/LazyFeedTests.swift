import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct FeedLine: View {
  let number: Int
  var body: some View { Text("Item \(number)") }
}

/// The infinite feed: the last row's `onAppear` loads the next page of ten.
private struct PagedFeed: View {
  @StateCell var items = Array(0..<10)
  @StateCell var loads = 0
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(items, id: \.self) { item in
          FeedLine(number: item)
            .onAppear {
              guard item == items.last else { return }
              loads += 1
              items += Array(items.count..<(items.count + 10))
            }
        }
      }
    }
  }
}

/// A row whose task runs while it is in view.
private struct Ticker: View {
  let number: Int
  let log: ViewsEventLog
  var body: some View {
    Text("Ticker \(number)")
      .task {
        log.append("start \(number)")
        await log.suspendUntilCancelled()
        log.append("cancelled \(number)")
      }
  }
}

private struct Tickers: View {
  let log: ViewsEventLog
  var body: some View {
    ScrollView { LazyVStack { ForEach(0..<10, id: \.self) { Ticker(number: $0, log: log) } } }
  }
}

private struct Duplicates: View {
  var body: some View {
    ScrollView { LazyVStack { ForEach(["a", "b", "a", "c"], id: \.self) { Text($0) } } }
  }
}

private struct Shrinking: View {
  @StateCell var items = Array(0..<6)
  var body: some View {
    VStack {
      Button("Drop") { items.removeFirst(3) }
      ScrollView { LazyVStack { ForEach(items, id: \.self) { FeedLine(number: $0) } } }
    }
  }
}

/// Logged rows whose data can lose its first element.
private struct LoggedList: View {
  @StateCell var items = Array(0..<10)
  let log: ViewsEventLog
  var body: some View {
    VStack {
      Button("Drop first") { items.removeFirst() }
      ScrollView {
        LazyVStack {
          ForEach(items, id: \.self) { item in
            Text("Item \(item)")
              .onAppear { log.append("appear \(item)") }
              .onDisappear { log.append("disappear \(item)") }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct LazyFeedTests {
  @Test("A row removed from the data while out of view does not run onDisappear a second time")
  func removalOutOfView() throws {
    let log = ViewsEventLog()
    let host = ViewHost(LoggedList(log: log), viewport: 2)
    try host.scroll(by: 2)
    host.flush()
    #expect(
      log.events == ["appear 0", "appear 1", "appear 2", "appear 3", "disappear 0", "disappear 1"])
    log.events.removeAll()
    try host.tap("Drop first")
    host.flush()
    // Item 0 left (already out of view); the rows move up a line: item 3 is at line 2, item 4
    // comes into view and item 2 leaves it.
    #expect(log.events == ["appear 4", "disappear 2"])
    #expect(host.text == "[Drop first]\n▲ 2 lines above\nItem 3\nItem 4\n▼ more below")
  }

  @Test("The last row's onAppear loads the next page, and scrolling shows it")
  func loadsNextPage() throws {
    let host = ViewHost(PagedFeed(), viewport: 5)
    #expect(host.text.hasSuffix("Item 4\n▼ more below"))
    try host.scroll(by: 5)
    host.flush()
    #expect(host.text.hasSuffix("Item 9\n▼ more below"), "the next page is loaded, not shown")
    host.resetEvaluations()
    try host.scroll(by: 5)
    host.flush()
    #expect(host.evaluations(of: FeedLine.self) == 5, "only the rows of the next page in view")
    #expect(
      host.text == """
        ▲ 10 lines above
        Item 10
        Item 11
        Item 12
        Item 13
        Item 14
        ▼ more below
        """)
    try host.scroll(by: 5)
    host.flush()
    #expect(host.text.contains("Item 19"))
    try host.scroll(by: 1)
    #expect(host.text.contains("Item 20"), "the third page was loaded when item 19 appeared")
  }

  @Test("A row's task is cancelled when it scrolls out of view and restarted when it comes back")
  func tasksFollowVisibility() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(Tickers(log: log), viewport: 2)
    await log.waitFor("start 1")
    try host.scroll(by: 2)
    host.flush()
    await log.waitFor("cancelled 0")
    await log.waitFor("start 3")
    try host.scroll(by: -2)
    host.flush()
    await log.waitFor("cancelled 2")
    await log.waitFor("cancelled 3")
    #expect(log.events.filter { $0 == "start 0" }.count == 2)
  }

  @Test("Duplicate ids in a lazy stack are reported, and every element is still shown")
  func duplicates() {
    let host = ViewHost(Duplicates(), viewport: 10)
    #expect(host.text == "a\nb\na\nc")
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
  }

  @Test("Rows whose ids leave the data are removed, and the rows after them come into view")
  func removal() throws {
    let host = ViewHost(Shrinking(), viewport: 2)
    #expect(host.text == "[Drop]\nItem 0\nItem 1\n▼ more below")
    try host.tap("Drop")
    #expect(host.text == "[Drop]\nItem 3\nItem 4\n▼ more below", "item 5 is not created yet")
  }
}
