import CellGraph
import CellGraphTesting
import Testing

private struct ScrollingInbox: View {
  var body: some View {
    VStack {
      ScrollView { LazyVStack { ForEach(0..<100, id: \.self) { Message(number: $0) } } }
        .testID("messages")
      ScrollView { VStack { ForEach(0..<10, id: \.self) { Text("Folder \($0)") } } }
        .testID("folders")
    }
  }
}

private struct Message: View {
  let number: Int
  var body: some View { Text("Message \(number)") }
}

@MainActor
@Suite struct ProxyScrollingTests {
  @Test(
    "Scrolling a found scroll view moves that one only and creates exactly the rows that came into view"
  )
  func scrollFound() throws {
    let host = ViewHost(ScrollingInbox(), viewport: 2)
    try host.expectBodies(.view(Message.self, times: 2)) {
      try host.find(testID: "messages").scroll(by: 2)
    }
    host.expectText(
      """
      ▲ 2 lines above
      Message 2
      Message 3
      ▼ more below
      Folder 0
      Folder 1
      ▼ 8 lines below
      """)
  }

  @Test("A row inside a scroll view scrolls the scroll view it is in")
  func scrollFromInside() throws {
    let host = ViewHost(ScrollingInbox(), viewport: 2)
    try host.find(text: "Folder 0").scrollToEnd()
    host.flush()
    #expect(host.text.hasSuffix("▲ 8 lines above\nFolder 8\nFolder 9"))
    try host.find(text: "Folder 9").scrollToTop()
    #expect(host.text.hasSuffix("Folder 0\nFolder 1\n▼ 8 lines below"))
  }

  @Test("Scrolling from a view that contains several scroll views is ambiguous and changes nothing")
  func ambiguous() throws {
    let host = ViewHost(ScrollingInbox(), viewport: 2)
    let before = host.text
    #expect(throws: FindError.self) { try host.find(ScrollingInbox.self).scroll(by: 1) }
    #expect(host.text == before)
  }
}
