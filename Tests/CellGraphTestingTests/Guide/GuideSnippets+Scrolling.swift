import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md: "Scroll a long list".

/// A thousand notes in a lazy stack: rows are created as they come into view.
struct NotesFeed: View {
  var body: some View {
    ScrollView {
      LazyVStack { ForEach(0..<1000) { FeedNote(number: $0) } }
    }
  }
}

struct FeedNote: View {
  let number: Int
  var body: some View { Text("Note \(number)") }
}

@MainActor
@Suite struct GuideScrollingSnippets {
  @Test("Scrolling one screen creates only the rows that come into view")
  func scrollOneScreen() throws {
    let host = ViewHost(NotesFeed(), recordingEvaluations: true, viewport: 3)
    try host.expectBodies(.view(FeedNote.self, times: 3)) {
      try host.scroll(by: 3)  // one screen down: notes 3, 4 and 5 come into view
    }
    host.expectText(
      """
      ▲ 3 lines above
      Note 3
      Note 4
      Note 5
      ▼ more below
      """)
  }
}
