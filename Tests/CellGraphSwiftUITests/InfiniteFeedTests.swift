import CellGraphSwiftUI
import CellGraphTesting
import Testing

// An "infinite feed" as a SwiftUI file writes it: a model that loads pages, a lazy stack in a
// scroll view, and the last row's onAppear asking for the next page.

private struct Post: Identifiable, Equatable {
  let id: Int
  var title: String { "Post \(id)" }
}

@Observable private final class FeedModel {
  private(set) var posts: [Post] = []
  private(set) var pagesLoaded = 0
  let pageSize = 20

  init() { loadNextPage() }

  func loadNextPage() {
    let start = posts.count
    posts.append(contentsOf: (start..<(start + pageSize)).map { Post(id: $0) })
    pagesLoaded += 1
  }
}

private struct PostRow: View {
  let post: Post
  var body: some View {
    Text(post.title)
  }
}

private struct FeedView: View {
  @State private var model = FeedModel()

  var body: some View {
    VStack {
      Text("Feed (\(model.pagesLoaded) pages)")
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(model.posts) { post in
            PostRow(post: post)
              .onAppear {
                if post == model.posts.last { model.loadNextPage() }
              }
          }
        }
      }
    }
  }
}

@MainActor
@Suite struct InfiniteFeedTests {
  @Test("The feed shows its first screen and creates only those rows")
  func firstScreen() {
    let host = ViewHost(FeedView(), viewport: 4)
    #expect(host.evaluations(of: PostRow.self) == 4)
    host.expectText(
      """
      Feed (1 pages)
      Post 0
      Post 1
      Post 2
      Post 3
      ▼ more below
      """)
  }

  @Test(
    "Reaching the last post loads the next page; scrolling on shows it, one screen of rows at a time"
  )
  func loadsPages() throws {
    let host = ViewHost(FeedView(), viewport: 4)
    try host.scroll(by: 15)
    host.flush()
    #expect(host.text.hasPrefix("Feed (1 pages)"), "post 19 is not in view yet")
    try host.expectBodies(.view(PostRow.self), .view(FeedView.self)) {
      try host.scroll(by: 1)
    }
    #expect(host.text.hasPrefix("Feed (2 pages)"), "post 19 appeared and loaded page 2")
    try host.expectBodies(.view(PostRow.self, times: 4)) {
      try host.scroll(by: 4)
    }
    host.expectText(
      """
      Feed (2 pages)
      ▲ 20 lines above
      Post 20
      Post 21
      Post 22
      Post 23
      ▼ more below
      """)
  }

  @Test("Scrolling back up runs no body: the rows created before are kept")
  func scrollBack() throws {
    let host = ViewHost(FeedView(), viewport: 4)
    try host.scroll(by: 10)
    host.flush()
    try host.expectNoBodies {
      try host.scrollToTop()
    }
    #expect(host.text.contains("Post 0"))
  }
}
