import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Model

private struct CardDetail: Equatable {
  var note: String
}

private struct Card: Identifiable, Equatable {
  let id: Int
  var title: String
  var detail: CardDetail
}

// MARK: - Views

/// Owns the cards and reads their count, hands each row a binding to its card, and lets the test
/// write the array from outside (the "parent" edits).
private struct Board: View {
  let remote: WrappersBox<BindingCell<[Card]>?>
  @StateCell var cards: [Card]

  init(cards: [Card], remote: WrappersBox<BindingCell<[Card]>?> = WrappersBox(nil)) {
    self.remote = remote
    _cards = StateCell(wrappedValue: cards)
  }

  var body: some View {
    let _ = remote.keep($cards)
    VStack {
      Text("\(cards.count) cards")
      ForEach($cards) { $card in CardRow(card: $card) }
    }
  }
}

private struct CardRow: View {
  @BindingCell var card: Card
  var body: some View {
    HStack {
      Text("#\(card.id)")
      TextField("title \(card.id)", text: $card.title)
      TextField("note \(card.id)", text: $card.detail.note)
    }
  }
}

/// The rows that must re-run after `before` became `after`: new cards, cards whose index changed
/// (their row gets a binding to the new index) and cards whose value changed.
private func changedRows(from before: [Card], to after: [Card]) -> Set<String> {
  var changed = Set<String>()
  for (index, card) in after.enumerated() {
    let old = before.firstIndex { $0.id == card.id }
    if old != index || before[index] != card {
      changed.insert("Board/VStack/ForEach[id: \(card.id)]/CardRow")
    }
  }
  return changed
}

// MARK: - Tests

@MainActor
@Suite struct CollectionBindingDifferentialTests {
  @Test(
    "After random inserts, removals, moves and edits through rows and the owner, the text equals a fresh render and exactly the changed rows re-ran"
  )
  func randomEdits() throws {
    var random = SeededRandom(seed: 21)
    var cards = (1...6).map { Card(id: $0, title: "t\($0)", detail: CardDetail(note: "n\($0)")) }
    var nextID = 7
    let words = ["a", "b", "c"]
    let remote = WrappersBox<BindingCell<[Card]>?>(nil)
    let host = ViewHost(Board(cards: cards, remote: remote))
    host.isRecordingEvaluations = true
    for step in 0..<300 {
      let before = cards
      let word = words[Int.random(in: 0..<words.count, using: &random)]
      let owner = try #require(remote.value)
      host.resetEvaluations()
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        let card = Card(id: nextID, title: word, detail: CardDetail(note: word))
        nextID += 1
        let index = Int.random(in: 0...cards.count, using: &random)
        cards.insert(card, at: index)
        owner.wrappedValue.insert(card, at: index)
      case 1 where !cards.isEmpty:
        let index = Int.random(in: 0..<cards.count, using: &random)
        cards.remove(at: index)
        owner.wrappedValue.remove(at: index)
      case 2 where cards.count > 1:
        let from = Int.random(in: 0..<cards.count, using: &random)
        let to = Int.random(in: 0..<cards.count - 1, using: &random)
        // One write, as `move(fromOffsets:toOffset:)` makes: every write is compared on its
        // own, so the removal of a two-write move would re-run the rows after it.
        cards.insert(cards.remove(at: from), at: to)
        owner.wrappedValue = cards
      case 3 where !cards.isEmpty:
        let index = Int.random(in: 0..<cards.count, using: &random)
        try host.type(word, into: "title \(cards[index].id)")
        cards[index].title = word
      case 4 where !cards.isEmpty:
        let index = Int.random(in: 0..<cards.count, using: &random)
        owner[index].title.wrappedValue = word
        cards[index].title = word
      case 5 where !cards.isEmpty:
        let index = Int.random(in: 0..<cards.count, using: &random)
        try host.type(word, into: "note \(cards[index].id)")
        cards[index].detail.note = word
      case 6 where !cards.isEmpty:
        let index = Int.random(in: 0..<cards.count, using: &random)
        owner.wrappedValue[index].detail.note = word
        cards[index].detail.note = word
      default:
        // A write of the same array: nothing changed, nothing may run.
        owner.wrappedValue = cards
      }
      host.flush()

      let fresh = ViewHost(Board(cards: cards)).text
      #expect(host.text == fresh, "step \(step): the text differs from a fresh render")
      var expected = changedRows(from: before, to: cards)
      if before != cards { expected.insert("Board") }
      let ran = host.evaluatedBodies
      #expect(
        Set(ran) == expected && ran.count == expected.count,
        "step \(step): ran \(ran.sorted()), expected \(expected.sorted())")
      if host.text != fresh || Set(ran) != expected { return }
    }
  }
}
