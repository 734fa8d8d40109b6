import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Entry: Identifiable, Equatable {
  let id: Int
  var lines: Int
}

private struct EntryRow: View {
  let entry: Entry
  var body: some View {
    Text((0..<entry.lines).map { "Entry \(entry.id).\($0)" }.joined(separator: "\n"))
  }
}

private struct Entries: View {
  let entries: [Entry]
  /// In lines of the default cell.
  let spacing: Int
  var body: some View {
    ScrollView {
      VStack {
        Text("Title")
        LazyVStack(spacing: CGFloat(spacing) * CellSize.body.height) {
          ForEach(entries) { EntryRow(entry: $0) }
        }
      }
    }
  }
}

@MainActor
@Suite struct LazyDifferentialTests {
  /// The line the host's scroll view shows first, read from its text.
  private func firstLine(_ text: String) -> Int {
    guard text.hasPrefix("▲ ") else { return 0 }
    return Int(text.dropFirst(2).prefix { $0.isNumber }) ?? 0
  }

  @Test(
    "After random scrolls, resizes and data changes, a lazy feed's text equals a fresh host's scrolled to the same line",
    arguments: Array(1...8) as [UInt64])
  func differential(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    func makeEntries(_ count: Int) -> [Entry] {
      (0..<count).map { _ in
        defer { nextID += 1 }
        return Entry(id: nextID, lines: Int.random(in: 1...3, using: &random))
      }
    }
    var entries = makeEntries(40)
    let spacing = Int.random(in: 0...1, using: &random)
    var viewport = Int.random(in: 2...8, using: &random)
    let host = ViewHost(Entries(entries: entries, spacing: spacing), viewport: viewport)
    for step in 0..<60 {
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        try host.scroll(by: Int.random(in: -12...12, using: &random))
      case 2:
        entries += makeEntries(Int.random(in: 1...10, using: &random))
        host.setRoot(Entries(entries: entries, spacing: spacing))
      case 3 where entries.count > 5:
        entries.remove(at: Int.random(in: 0..<entries.count, using: &random))
        host.setRoot(Entries(entries: entries, spacing: spacing))
      case 4 where !entries.isEmpty:
        let index = Int.random(in: 0..<entries.count, using: &random)
        entries[index].lines = Int.random(in: 1...3, using: &random)
        host.setRoot(Entries(entries: entries, spacing: spacing))
      default:
        viewport = Int.random(in: 2...8, using: &random)
        host.viewportLines = viewport
      }
      let text = host.text
      let fresh = ViewHost(Entries(entries: entries, spacing: spacing), viewport: viewport)
      try fresh.scroll(by: firstLine(text))
      #expect(text == fresh.text, "seed \(seed), step \(step)")
      if text != fresh.text { return }
    }
  }
}
