import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A column that counts how often it made and updated its cache.
private struct CountingColumn: Layout {
  let counts: CacheCounts

  func makeCache(subviews: Subviews) -> Int {
    counts.made += 1
    return subviews.count
  }

  func updateCache(_ cache: inout Int, subviews: Subviews) {
    counts.updated += 1
    cache = subviews.count
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
    CGSize(width: 80, height: 22 * CGFloat(cache))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int
  ) {
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + 22 * CGFloat(index)),
        proposal: ProposedViewSize(width: 80, height: 22))
    }
  }
}

/// A column that keeps the subviews of the run that made its cache and sizes itself from them
/// in later runs: a misuse SwiftUI does not forbid (its proxies are values).
private struct KeepingColumn: Layout {
  func makeCache(subviews: Subviews) -> [LayoutSubview] { Array(subviews) }

  func updateCache(_ cache: inout [LayoutSubview], subviews: Subviews) {}

  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout [LayoutSubview]
  ) -> CGSize {
    let heights = cache.map { $0.sizeThatFits(.unspecified).height }
    return CGSize(width: 80, height: heights.reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout [LayoutSubview]
  ) {
    for stale in cache { stale.place(at: bounds.origin, proposal: .unspecified) }
    for (index, subview) in subviews.enumerated() {
      subview.place(
        at: CGPoint(x: bounds.minX, y: bounds.minY + 22 * CGFloat(index)),
        proposal: ProposedViewSize(width: 80, height: 22))
    }
  }
}

/// A screen whose keeping column re-lays out when its count changes.
private struct KeepingScreen: View {
  @StateCell var count = 1

  var body: some View {
    VStack {
      KeepingColumn {
        Text("Row \(count)")
        Text("Second")
      }
      Button("More") { count += 1 }
    }
  }
}

@MainActor
private final class CacheCounts {
  var made = 0
  var updated = 0
}

@MainActor
@Suite struct LayoutCacheTests {
  private func host<Content: View>(_ content: Content) -> ViewHost {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    return host
  }

  @Test("A layout that keeps its subviews in its cache can still use them in later runs")
  func staleSubviewsAreSafe() throws {
    let host = host(KeepingScreen())
    #expect(host.text.contains("Row 1"))
    try host.tap("More")
    try host.tap("More")
    // LayoutSubview is a value SwiftUI hands to each call; keeping one past its call is not
    // forbidden, so a later use must not trap. Placing a kept proxy from an earlier run changes
    // nothing on screen: each row is drawn where this run placed it.
    #expect(host.text.contains("Row 3\nSecond"))
  }

  @Test("A layout's cache is made once and updated once per later layout")
  func cache() throws {
    let counts = CacheCounts()
    let frames = LayoutFrames()
    struct Root: View {
      let counts: CacheCounts
      let frames: LayoutFrames
      @StateCell var rows = 2
      var body: some View {
        VStack {
          Button("More") { rows += 1 }
          CountingColumn(counts: counts) {
            ForEach(0..<rows, id: \.self) { Text("Row \($0)") }
          }
          .measured("column", in: frames)
        }
      }
    }
    let host = host(Root(counts: counts, frames: frames))
    // Apple, Layout.makeCache(subviews:): "SwiftUI calls this method … before calling any other
    // Layout methods"; the cache holds the subview count: 2 rows, 44 points.
    #expect(counts.made == 1)
    #expect(frames["column"] == "0,30 80×44")
    let updates = counts.updated
    try host.tap("More")
    host.flush()
    // Apple, Layout.updateCache(_:subviews:): called when the subviews change, before the
    // layout is asked again: the same cache, now counting 3 rows.
    #expect(counts.made == 1)
    #expect(counts.updated == updates + 1)
    #expect(frames["column"] == "0,30 80×66")
  }
}
