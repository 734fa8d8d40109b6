import CellGraph
import CellGraphTesting
import Testing

/// Views leaving with a transition are shown but cannot be found to interact with.
@MainActor
@Suite struct LeavingFindTests {
  @Test("A view leaving with a transition is not found by text, type or test id")
  func leavingViewIsNotFound() throws {
    let host = ViewHost(Notice())
    #expect(host.findAll(text: "Notice").count == 1)
    try host.tap("Hide")
    #expect(host.text.hasPrefix("Notice (leaving)"))
    #expect(host.findAll(text: "Notice").isEmpty)
    #expect(host.findAll(NoticeBody.self).isEmpty)
    #expect(host.findAll(testID: "notice").isEmpty)
    host.advance(by: .seconds(1))
    #expect(host.text == "[Hide]")
  }
}

private struct Notice: View {
  @StateCell private var isShown = true

  var body: some View {
    VStack {
      if isShown { NoticeBody().testID("notice") }
      Button("Hide") { withAnimation(.linear(duration: 1)) { isShown = false } }
    }
  }
}

private struct NoticeBody: View {
  var body: some View { Text("Notice") }
}
