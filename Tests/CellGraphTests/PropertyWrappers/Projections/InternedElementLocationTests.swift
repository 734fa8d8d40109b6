import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Card: Identifiable, Equatable {
  let id: Int
  var title: String
}

/// Rows that hand their binding to the test, by id.
private struct Deck: View {
  let seen: WrappersBox<[Int: BindingCell<Card>]>
  @StateCell var cards = (1...3).map { Card(id: $0, title: "card \($0)") }

  var body: some View {
    VStack {
      ForEach($cards) { $card in CardRow(card: $card, seen: seen) }
      Button("rename 3") { cards[2].title = "three" }
      Button("swap 1 and 2") { cards.swapAt(0, 1) }
    }
  }
}

private struct CardRow: View {
  @BindingCell var card: Card
  let seen: WrappersBox<[Int: BindingCell<Card>]>

  var body: some View {
    seen.value[card.id] = $card
    return Text(card.title)
  }
}

@MainActor
private func location(_ seen: WrappersBox<[Int: BindingCell<Card>]>, _ id: Int) -> BindingCell<
  Card
>? {
  seen.value[id]
}

/// Whether two bindings hold the same location object.
@MainActor
private func sameObject(_ a: BindingCell<Card>?, _ b: BindingCell<Card>?) -> Bool {
  guard let a, let b else { return false }
  return a.location === b.location
}

@MainActor
@Suite struct InternedElementLocationTests {
  @Test("A ForEach($items) row whose element kept its index and id gets the location it had")
  func unchangedRowKeepsItsLocation() throws {
    let seen = WrappersBox<[Int: BindingCell<Card>]>([:])
    let host = ViewHost(Deck(seen: seen))
    let first = try #require(location(seen, 1))
    host.resetEvaluations()
    try host.tap("rename 3")
    host.flush()
    // The owner re-ran and made the rows again; row 1 was handed the same location object, so it
    // compared as the same input at once and did not run; row 3's element changed, so it ran.
    #expect(host.evaluations(of: Deck.self) == 1)
    #expect(host.evaluations(of: CardRow.self) == 1)
    #expect(sameObject(location(seen, 1), first))
  }

  @Test("An element that moved to another index gets a new location (the slow path)")
  func movedElementGetsANewLocation() throws {
    let seen = WrappersBox<[Int: BindingCell<Card>]>([:])
    let host = ViewHost(Deck(seen: seen))
    let before = try #require(location(seen, 1))
    try host.tap("swap 1 and 2")
    host.flush()
    let after = try #require(location(seen, 1))
    #expect(!sameObject(after, before))
    #expect(host.text.hasPrefix("card 2\ncard 1\n"))
  }

  @Test("The interned locations do not keep the state box alive")
  func internedLocationsDoNotRetainTheBox() throws {
    let seen = WrappersBox<[Int: BindingCell<Card>]>([:])
    weak var box: StateBox<[Card]>?
    do {
      let host = ViewHost(Deck(seen: seen))
      let element = try #require(seen.value[1]?.location as? ElementLocation<[Card]>)
      box = element.base as? StateBox<[Card]>
      #expect(box != nil)
      try host.tap("rename 3")
      host.flush()
      seen.value = [:]
    }
    #expect(box == nil)
  }
}
