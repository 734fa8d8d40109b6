import Testing

@testable import CellGraph
@testable import CellGraphCore

// The paths through ForEach's reconciliation: same data, positional ids, keyed matching; and the
// ways ids are read (the element itself, a stored property, a computed key path).

private struct Person: Equatable {
  let id: Int
  var name: String
  var initials: String { String(name.prefix(1)) }
}

private struct PersonRow: View {
  let person: Person
  let marker: String
  @StateCell var taps = 0
  var body: some View {
    Button("\(marker)\(person.name) \(taps)") { taps += 1 }
  }
}

private struct People: View {
  @StateCell var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Bob")]
  @StateCell var marker = ""
  @StateCell var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      ForEach(people, id: \.id) { PersonRow(person: $0, marker: marker) }
      Button("Tick") { tick += 1 }
      Button("Mark") { marker = "* " }
      Button("Rename") { people[0].name = "Ann" }
      Button("Rotate") { people.append(people.removeFirst()) }
      Button("Replace last") { people[people.count - 1] = Person(id: 3, name: "Cy") }
    }
  }
}

private struct ByInitials: View {
  @StateCell var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Bob")]
  var body: some View {
    VStack {
      ForEach(people, id: \.initials) { PersonRow(person: $0, marker: "") }
      Button("Swap") { people.swapAt(0, 1) }
    }
  }
}

private struct Tag: Equatable {
  var count: Int
  let name: String
}

private struct Tags: View {
  @StateCell var tags = [Tag(count: 1, name: "swift"), Tag(count: 2, name: "linux")]
  var body: some View {
    VStack {
      ForEach(tags, id: \.name) { tag in
        PersonRow(person: Person(id: tag.count, name: tag.name), marker: "")
      }
      Button("Reverse") { tags.reverse() }
      Button("Recount") { tags[0].count += 10 }
    }
  }
}

/// A collection whose storage is shared by reference, so an equal value says nothing about its
/// contents.
private final class SharedNames: RandomAccessCollection {
  var names: [String]
  init(_ names: [String]) { self.names = names }
  var startIndex: Int { names.startIndex }
  var endIndex: Int { names.endIndex }
  subscript(position: Int) -> String { names[position] }
}

private struct SharedList: View {
  let shared: SharedNames
  @StateCell var tick = 0
  var body: some View {
    VStack {
      ForEach(shared, id: \.self) { Text($0) }
      Button("Tick \(tick)") { tick += 1 }
    }
  }
}

@MainActor
@Suite struct ForEachReconcileTests {
  @Test("A parent re-running with the same data skips every row and keeps their state")
  func sameDataSkipsRows() throws {
    let host = ViewHost(People())
    try host.tap("Ada 0")
    host.flush()
    host.resetEvaluations()

    try host.tap("Tick")
    #expect(host.text.contains("[Ada 1]"))
    #expect(host.evaluations(of: People.self) == 1)
    #expect(host.evaluations(of: PersonRow.self) == 0)
  }

  @Test("With the same data, the content closure still runs: a value it reads reaches every row")
  func sameDataStillRunsContent() throws {
    let host = ViewHost(People())
    host.resetEvaluations()
    try host.tap("Mark")
    #expect(host.text.contains("[* Ada 0]\n[* Bob 0]"))
    #expect(host.evaluations(of: PersonRow.self) == 2)
  }

  @Test("Changed data with the same ids re-runs only the rows whose element changed")
  func changedElementsWithSameIDs() throws {
    let host = ViewHost(People())
    host.resetEvaluations()
    try host.tap("Rename")
    #expect(host.text.contains("[Ann 0]\n[Bob 0]"))
    #expect(host.evaluations(of: PersonRow.self) == 1)
  }

  @Test(
    "An id replaced after unchanged ones is a new row: its state resets, the others keep theirs")
  func replacedLastID() throws {
    let host = ViewHost(People())
    try host.tap("Ada 0")
    try host.tap("Bob 0")
    host.flush()
    host.resetEvaluations()
    try host.tap("Replace last")
    #expect(host.text.contains("[Ada 1]\n[Cy 0]"), "a new id is a new identity, with fresh state")
    #expect(host.evaluations(of: PersonRow.self) == 1, "only the new row runs")
  }

  @Test("Moved ids are matched by key: rows keep their state and are not re-run")
  func movedIDs() throws {
    let host = ViewHost(People())
    try host.tap("Bob 0")
    host.flush()
    host.resetEvaluations()
    try host.tap("Rotate")
    #expect(host.text.contains("[Bob 1]\n[Ada 0]"))
    #expect(host.evaluations(of: PersonRow.self) == 0)
  }

  @Test("Ids read through a computed key path identify rows too")
  func computedKeyPathIDs() throws {
    let host = ViewHost(ByInitials())
    try host.tap("Ada 0")
    try host.tap("Swap")
    #expect(host.text.hasPrefix("[Bob 0]\n[Ada 1]"))
  }

  @Test("A String id read from a stored property (at its offset) identifies rows")
  func stringStoredPropertyIDs() throws {
    let host = ViewHost(Tags())
    try host.tap("swift 0")
    try host.tap("Reverse")
    #expect(host.text.hasPrefix("[linux 0]\n[swift 1]"))
  }

  @Test("Changed contents with the same String ids keep every row and re-run only the changed one")
  func changedContentsWithSameStringIDs() throws {
    let host = ViewHost(Tags())
    try host.tap("swift 0")
    host.flush()
    host.resetEvaluations()
    try host.tap("Recount")
    #expect(host.text.hasPrefix("[swift 1]\n[linux 0]"), "the row keeps its state")
    #expect(host.evaluations(of: PersonRow.self) == 1)
  }

  @Test("Data that compares by identity is read again even when it compares equal")
  func identityDataIsReread() throws {
    let shared = SharedNames(["a", "b"])
    let host = ViewHost(SharedList(shared: shared))
    shared.names.append("c")
    try host.tap("Tick 0")
    #expect(host.text.hasPrefix("a\nb\nc"))
  }
}
