import Testing

@testable import CellGraph
@testable import CellGraphCore

// The krausest structural edits (swap, remove, clear, insert) go through a `RowMatchPlan`:
// these tests pin down what the plan must keep of the general reconciliation: state follows ids,
// a returning id starts fresh, appear actions run before disappear actions and each once, and
// repeated ids still take the row-by-row path with its diagnostic.

@MainActor
private final class Journal {
  var entries: [String] = []
}

private struct JournalRow: View {
  let id: Int
  let journal: Journal
  @StateCell var taps = 0
  var body: some View {
    Button("row \(id): \(taps)") { taps += 1 }
      .onAppear { journal.entries.append("appear \(id)") }
      .onDisappear { journal.entries.append("disappear \(id)") }
  }
}

private struct JournalTable: View {
  let journal: Journal
  @StateCell var ids = [1, 2, 3, 4, 5]
  var body: some View {
    VStack {
      ForEach(ids, id: \.self) { id in JournalRow(id: id, journal: journal) }
      Button("Swap") { ids.swapAt(1, ids.count - 2) }
      Button("Remove 3") { ids.removeAll { $0 == 3 } }
      Button("Put 3 back") { ids.insert(3, at: 2) }
      Button("Replace 2 by 7") { ids[1] = 7 }
      Button("Clear") { ids = [] }
      Button("Repeat 5") { ids[0] = 5 }
      Button("Drop 2, swap 3 and 4") { ids = [1, 4, 3, 5] }
      Button("Rotate in 8, drop 5") { ids = [8, 1, 2, 3, 4] }
    }
  }
}

private struct Fruit: Identifiable, Equatable {
  var id: String { name }
  let name: String
}

/// The same rows identified three ways: a `String` stored property read at its offset, the
/// `Identifiable` id (a computed property, read through the element), and the element itself.
private struct Fruits: View {
  @StateCell var fruits = ["apple", "fig", "kiwi", "pear"].map(Fruit.init)
  var body: some View {
    VStack {
      ForEach(fruits, id: \.name) { fruit in Counter(label: "stored \(fruit.name)") }
      ForEach(fruits) { fruit in Counter(label: "identified \(fruit.name)") }
      ForEach(fruits.map(\.name), id: \.self) { name in Counter(label: "itself \(name)") }
      Button("Swap ends") { fruits.swapAt(0, fruits.count - 1) }
      Button("Drop fig") { fruits.remove(at: 1) }
    }
  }
}

private struct Counter: View {
  let label: String
  @StateCell var count = 0
  var body: some View {
    Button("\(label) \(count)") { count += 1 }
  }
}

@MainActor
private func labels(_ host: ViewHost) -> [String] {
  host.text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("[row") }
}

@MainActor
@Suite struct ForEachStructuralEditTests {
  @Test("A swap keeps both rows' state, runs no row, and runs no appear or disappear action")
  func swapKeepsState() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    try host.tap("row 2: 0")
    try host.tap("row 4: 0")
    try host.tap("row 4: 1")
    host.flush()
    journal.entries = []
    host.resetEvaluations()
    try host.tap("Swap")
    #expect(labels(host) == ["[row 1: 0]", "[row 4: 2]", "[row 3: 0]", "[row 2: 1]", "[row 5: 0]"])
    #expect(host.evaluations(of: JournalRow.self) == 0, "moved rows receive equal values")
    #expect(journal.entries.isEmpty)
  }

  @Test("A removed row disappears once; the others keep their state; its id returns fresh")
  func removalAndReturn() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    try host.tap("row 3: 0")
    try host.tap("row 5: 0")
    host.flush()
    journal.entries = []
    try host.tap("Remove 3")
    #expect(labels(host) == ["[row 1: 0]", "[row 2: 0]", "[row 4: 0]", "[row 5: 1]"])
    #expect(journal.entries == ["disappear 3"])
    journal.entries = []
    try host.tap("Put 3 back")
    #expect(labels(host) == ["[row 1: 0]", "[row 2: 0]", "[row 3: 0]", "[row 4: 0]", "[row 5: 1]"])
    #expect(journal.entries == ["appear 3"], "a returning id is a new identity")
  }

  @Test("A row replaced in place appears before the old one disappears")
  func replacementOrder() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    host.flush()
    journal.entries = []
    try host.tap("Replace 2 by 7")
    #expect(labels(host) == ["[row 1: 0]", "[row 7: 0]", "[row 3: 0]", "[row 4: 0]", "[row 5: 0]"])
    #expect(journal.entries == ["appear 7", "disappear 2"])
  }

  @Test("Clearing runs every row's disappear action once, in order")
  func clearDisappearsInOrder() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    host.flush()
    journal.entries = []
    try host.tap("Clear")
    #expect(labels(host).isEmpty)
    #expect(journal.entries == (1...5).map { "disappear \($0)" })
  }

  @Test("A removal and a move in the same pass keep the moved rows' state, without running them")
  func removalWithMove() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    try host.tap("row 3: 0")
    try host.tap("row 4: 0")
    try host.tap("row 4: 1")
    host.flush()
    journal.entries = []
    host.resetEvaluations()
    try host.tap("Drop 2, swap 3 and 4")
    #expect(labels(host) == ["[row 1: 0]", "[row 4: 2]", "[row 3: 1]", "[row 5: 0]"])
    #expect(host.evaluations(of: JournalRow.self) == 0)
    #expect(journal.entries == ["disappear 2"])
  }

  @Test("An insertion at the front with a removal at the end: appear first, state follows ids")
  func insertionWithRemoval() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    try host.tap("row 1: 0")
    host.flush()
    journal.entries = []
    host.resetEvaluations()
    try host.tap("Rotate in 8, drop 5")
    #expect(labels(host) == ["[row 8: 0]", "[row 1: 1]", "[row 2: 0]", "[row 3: 0]", "[row 4: 0]"])
    #expect(host.evaluations(of: JournalRow.self) == 1, "only the new row runs")
    #expect(journal.entries == ["appear 8", "disappear 5"])
  }

  @Test("String ids at an offset, Identifiable ids and elements as ids all keep state across edits")
  func idKinds() throws {
    let host = ViewHost(Fruits())
    for kind in ["stored", "identified", "itself"] {
      try host.tap("\(kind) pear 0")
      try host.tap("\(kind) kiwi 0")
    }
    try host.tap("Swap ends")
    try host.tap("Drop fig")
    for kind in ["stored", "identified", "itself"] {
      let rows = host.text.split(separator: "\n").filter { $0.hasPrefix("[\(kind) ") }
      #expect(
        rows == ["[\(kind) pear 1]", "[\(kind) kiwi 1]", "[\(kind) apple 0]"],
        "\(kind): each row keeps its count through the swap and the removal")
    }
  }

  @Test("A repeated id takes the row-by-row path: reported, the first occurrence keeps the state")
  func repeatedIDFallsBack() throws {
    let journal = Journal()
    let host = ViewHost(JournalTable(journal: journal))
    try host.tap("row 5: 0")
    host.flush()
    try host.tap("Repeat 5")
    #expect(labels(host) == ["[row 5: 1]", "[row 2: 0]", "[row 3: 0]", "[row 4: 0]", "[row 5: 0]"])
    #expect(host.diagnostics.contains { $0.kind == .duplicateID })
    // The next edit starts from ids with a repeat: still row by row, still correct.
    try host.tap("Swap")
    #expect(labels(host) == ["[row 5: 1]", "[row 4: 0]", "[row 3: 0]", "[row 2: 0]", "[row 5: 0]"])
  }
}
