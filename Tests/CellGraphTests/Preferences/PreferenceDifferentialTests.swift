import Testing

@testable import CellGraph
@testable import CellGraphCore

/// One contributor of the differential test; `contributes == false` sets nothing.
private struct Item: Identifiable, Equatable {
  let id: Int
  var value: Int
  var contributes: Bool
}

private struct ItemRow: View {
  let item: Item
  var body: some View {
    if item.contributes {
      Text("\(item.id)").preference(key: TitlesKey.self, value: ["\(item.id):\(item.value)"])
    } else {
      Text("\(item.id)")
    }
  }
}

/// Groups of rows (wide enough to use the segment tree), read by an `onPreferenceChange`.
private struct Groups: View {
  let groups: [[Item]]
  let log: ViewsEventLog
  var body: some View {
    VStack {
      ForEach(groups.indices, id: \.self) { index in
        VStack {
          ForEach(groups[index]) { ItemRow(item: $0) }
        }
      }
    }
    .onPreferenceChange(TitlesKey.self) { log.events.append($0.joined(separator: " ")) }
  }
}

@MainActor
@Suite struct PreferenceDifferentialTests {
  @Test(
    "Random edits keep the incrementally reduced value equal to a fresh reduction",
    arguments: [1, 2, 3, 4] as [UInt64])
  func randomEdits(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    func makeItem() -> Item {
      nextID += 1
      return Item(
        id: nextID, value: Int.random(in: 0...9, using: &random),
        contributes: Bool.random(using: &random))
    }
    var groups: [[Item]] = (0..<3).map { _ in (0..<40).map { _ in makeItem() } }
    let log = ViewsEventLog()
    let host = ViewHost(Groups(groups: groups, log: log))
    for step in 0..<60 {
      let group = Int.random(in: 0..<groups.count, using: &random)
      switch Int.random(in: 0..<5, using: &random) {
      case 0 where !groups[group].isEmpty:
        let index = Int.random(in: groups[group].indices, using: &random)
        groups[group][index].value += 1
      case 1 where !groups[group].isEmpty:
        let index = Int.random(in: groups[group].indices, using: &random)
        groups[group][index].contributes.toggle()
      case 2:
        groups[group].insert(
          makeItem(), at: Int.random(in: 0...groups[group].count, using: &random))
      case 3 where !groups[group].isEmpty:
        groups[group].remove(at: Int.random(in: groups[group].indices, using: &random))
      default:
        groups[group].shuffle(using: &random)
      }
      host.setRoot(Groups(groups: groups, log: log))
      host.flush()
      let freshLog = ViewsEventLog()
      _ = ViewHost(Groups(groups: groups, log: freshLog))
      let expected = freshLog.events.first ?? ""
      #expect(
        (log.events.last ?? "") == expected, "seed \(seed), step \(step): the reader's value")
    }
  }
}
