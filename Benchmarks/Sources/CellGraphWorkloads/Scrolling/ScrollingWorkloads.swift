import CellGraph

/// Lazy scrolling: a scroll view over a lazy stack of 100,000 rows, with a 20-line screen,
/// scrolled down one screen per operation. Each operation brings 20 rows into view that were
/// never created, so "bodies run" is 20: the rows that came into view, and nothing else.
///
/// The operations continue down the list (there is no reset: a row created once is kept, so
/// scrolling back over it would create nothing); 201 samples reach row 4,020 of 100,000. Each
/// update hands every created row its view again (unchanged rows are skipped), so the time grows
/// with how far the list has been scrolled; the median is at about 2,000 created rows.
extension Workload {
  static let scrollingGroup = "Scrolling"

  /// The lines of the screen the scrolling workloads use.
  public static let scrollingViewport = 20

  @MainActor static var scrolling: [Workload] {
    [
      Workload(
        group: scrollingGroup,
        name:
          "lazy scroll by one screen in 100k rows (bodies evaluated = rows that came into view)",
        key: "lazy-scroll-100000", naiveSamples: 21
      ) { mode in
        let host = ViewHost(LazyFeed(count: 100_000), viewport: scrollingViewport)
        mode.apply(to: host)
        return Run(host: host, bodyTypes: [LazyFeed.self, FeedRow.self]) {
          try? host.scroll(by: scrollingViewport)
          blackHole(host.text)
        }
      }
    ]
  }
}
