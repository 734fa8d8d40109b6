import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `AnyView`: when an update keeps the erased view (its state, its body) and when it replaces it.
@MainActor
@Suite struct AnyViewTests {
  @Test("AnyView shows the view it wraps")
  func anyViewShowsWrappedView() {
    #expect(ViewHost(AnyView(Text("erased"))).text == "erased")
    #expect(ViewHost(Badge(count: 0)).text == "")
    #expect(ViewHost(Badge(count: 4)).text == "4")
  }

  @Test("AnyView wrapping a view of another type replaces the view and resets its state")
  func anyViewTypeChangeResetsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ErasedCounter(padded: false, log: log))
    try host.tap("+x")
    #expect(host.text == "x = 1 [+x]")
    log.events.removeAll()
    host.setRoot(ErasedCounter(padded: true, log: log))
    #expect(host.text == "  x = 0 [+x]")
    #expect(log.events == ["appear padded", "disappear plain"])
    try host.tap("+x")
    host.setRoot(ErasedCounter(padded: false, log: log))
    #expect(host.text == "x = 0 [+x]")
  }

  @Test("AnyView wrapping a view of the same type keeps the view and its state")
  func anyViewSameTypeKeepsState() throws {
    let host = ViewHost(ErasedCounter(padded: false, title: "one"))
    try host.tap("+x")
    host.setRoot(ErasedCounter(padded: false, title: "two"))
    #expect(host.text == "two\nx = 1 [+x]")
  }

  @Test("AnyView wrapping an equal view does not re-run the wrapped view's body")
  func anyViewEqualViewDoesNotRerun() {
    let host = ViewHost(ErasedLeafParent(title: "one", value: 1))
    host.resetEvaluations()
    host.setRoot(ErasedLeafParent(title: "two", value: 1))
    #expect(host.text == "two\nleaf 1")
    #expect(host.evaluations(of: ErasedLeafParent.self) == 1)
    #expect(host.evaluations(of: Leaf.self) == 0)
    host.setRoot(ErasedLeafParent(title: "two", value: 2))
    #expect(host.text == "two\nleaf 2")
    #expect(host.evaluations(of: Leaf.self) == 1)
  }

  @Test("AnyView of an AnyView is the inner AnyView")
  func anyViewOfAnyView() throws {
    let host = ViewHost(DoublyErased(twice: false))
    try host.tap("+x")
    host.setRoot(DoublyErased(twice: true))
    #expect(host.text == "x = 1 [+x]")
  }
}

// MARK: - Views

private struct Badge: View {
  let count: Int
  var body: some View {
    badge(for: count)
  }

  func badge(for count: Int) -> AnyView {
    count == 0 ? AnyView(EmptyView()) : AnyView(Text("\(count)"))
  }
}

private struct ErasedCounter: View {
  let padded: Bool
  var title: String? = nil
  var log: ViewsEventLog? = nil

  var body: some View {
    if let title {
      Text(title)
    }
    content
  }

  var content: AnyView {
    if padded {
      return AnyView(
        ViewsCounter("x").padding(.leading, 16).onAppear { log?.append("appear padded") }
          .onDisappear { log?.append("disappear padded") })
    }
    return AnyView(
      ViewsCounter("x").onAppear { log?.append("appear plain") }
        .onDisappear { log?.append("disappear plain") })
  }
}

private struct Leaf: View {
  let value: Int
  var body: some View {
    Text("leaf \(value)")
  }
}

private struct ErasedLeafParent: View {
  let title: String
  let value: Int
  var body: some View {
    Text(title)
    AnyView(Leaf(value: value))
  }
}

private struct DoublyErased: View {
  let twice: Bool
  var body: some View {
    twice ? AnyView(AnyView(ViewsCounter("x"))) : AnyView(ViewsCounter("x"))
  }
}
