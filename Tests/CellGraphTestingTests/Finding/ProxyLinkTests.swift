import CellGraph
import CellGraphTesting
import Foundation
import Testing

private let guide = URL(string: "https://example.com/guide")!
private let faq = URL(string: "https://example.com/faq")!

private struct HelpRow: View {
  let title: String
  let url: URL
  var body: some View {
    VStack {
      Text(title)
      Link("Read", destination: url)
    }
  }
}

private struct Help: View {
  var body: some View {
    VStack {
      HelpRow(title: "Guide", url: guide)
      HelpRow(title: "FAQ", url: faq)
    }
  }
}

@MainActor
@Suite struct ProxyLinkTests {
  @Test("Opening a found view opens the one link inside it and re-runs no body")
  func openInside() throws {
    let host = ViewHost.testing(Help())
    try host.expectNoBodies {
      try host.find(HelpRow.self) { $0.title == "FAQ" }.open()
    }
    #expect(host.openedURLs == [faq])
  }

  @Test("Opening the text inside a link opens the link")
  func openLabel() throws {
    let host = ViewHost.testing(HelpRow(title: "Guide", url: guide))
    try host.find(text: "Read").open()
    #expect(host.openedURLs == [guide])
  }

  @Test("Opening a view with several links throws and opens nothing")
  func ambiguous() {
    let host = ViewHost.testing(Help())
    #expect(throws: FindError.self) { try host.find(Help.self).open() }
    #expect(host.openedURLs.isEmpty)
  }
}
