import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Model

private struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

private func items(_ count: Int) -> [Item] {
  (1...count).map { Item(id: $0, title: "item \($0)") }
}

// MARK: - Views

/// Owns the array and reads it (the count of done items), so it re-runs when an element changes.
private struct Summary: View {
  @StateCell var items = CellGraphTests.items(5)

  var body: some View {
    VStack {
      Text("\(items.filter(\.done).count) done")
      ForEach($items) { $item in ItemRow(item: $item) }
      Button("rename 3") { items[2].title = "renamed" }
    }
  }
}

/// Owns the array and only hands out bindings: its body never reads the elements.
private struct Passing: View {
  @StateCell var items = CellGraphTests.items(5)

  var body: some View {
    VStack {
      ForEach($items) { $item in ItemRow(item: $item) }
      Button("rename 3") { items[2].title = "renamed" }
      Button("rename 3 again") { items[2].title = "renamed" }
      Button("swap 1 and 2") { items.swapAt(0, 1) }
    }
  }
}

private struct ItemRow: View {
  @BindingCell var item: Item
  var body: some View { Toggle(item.title, isOn: $item.done) }
}

private struct ListOwner: View {
  @StateCell var items = CellGraphTests.items(4)
  @StateCell var selection: Int?

  var body: some View {
    VStack {
      List($items) { $item in ItemRow(item: $item) }
      List($items, selection: $selection) { $item in TitleRow(item: $item) }
    }
  }
}

private struct TitleRow: View {
  @BindingCell var item: Item
  var body: some View { TextField("title \(item.id)", text: $item.title) }
}

/// Hands one element by index to an editor, and the rest of the array to nobody.
private struct IndexOwner: View {
  @StateCell var items = CellGraphTests.items(4)

  var body: some View {
    VStack {
      TitleRow(item: $items[1])
      Button("rename 4") { items[3].title = "four" }
      Button("rename 2") { items[1].title = "two" }
    }
  }
}

private struct Scores: View {
  @StateCell var scores = ["ada": 1, "bob": 2]

  var body: some View {
    VStack {
      ScoreRow(name: "ada", score: $scores["ada"])
      ScoreRow(name: "bob", score: $scores["bob"])
      Button("bob scores") { scores["bob", default: 0] += 1 }
    }
  }
}

private struct ScoreRow: View {
  let name: String
  @BindingCell var score: Int?
  var body: some View { Text("\(name): \(score.map(String.init) ?? "-")") }
}

private struct Address: Equatable {
  var street: String
  var city: String
}

private struct Person: Equatable {
  var name: String
  var address: Address
}

private struct PersonForm: View {
  @StateCell var person = Person(name: "Ada", address: Address(street: "Main St", city: "Bath"))

  var body: some View {
    VStack {
      NameField(name: $person.name)
      StreetField(street: $person.address.street)
      Button("move to Leeds") { person.address.city = "Leeds" }
    }
  }
}

private struct NameField: View {
  @BindingCell var name: String
  var body: some View {
    HStack {
      Text("\(name.count)")
      TextField("Name", text: $name)
    }
  }
}

private struct StreetField: View {
  @BindingCell var street: String
  var body: some View {
    HStack {
      Text("\(street.count)")
      TextField("Street", text: $street)
    }
  }
}

private struct Shelf: Equatable {
  var name: String
  var items: [Item]
}

/// Rows over a collection inside a struct: `ForEach($shelf.items)`.
private struct ShelfView: View {
  @StateCell var shelf = Shelf(name: "shelf", items: CellGraphTests.items(3))

  var body: some View {
    VStack {
      ForEach($shelf.items) { $item in ItemRow(item: $item) }
      Button("rename shelf") { shelf.name = "pantry" }
      Button("rename 2") { shelf.items[1].title = "two" }
    }
  }
}

/// Rows made by the content closure itself, from what it reads of each element.
private struct Labels: View {
  @StateCell var items = CellGraphTests.items(3)

  var body: some View {
    VStack {
      ForEach($items) { $item in Text(item.title) }
      Button("rename 2") { items[1].title = "two" }
    }
  }
}

// MARK: - Tests

/// Element, key-path and dictionary bindings re-run only the views whose part of the value
/// changed (see "When a view that reads a binding re-runs" in Docs/Architecture.md).
@MainActor
@Suite struct CollectionBindingPrecisionTests {
  @Test("Toggling one ForEach($items) row re-runs the owner that reads the array and that row only")
  func forEachRowToggleRerunsOneRow() throws {
    let host = ViewHost(Summary())
    try host.expectBodies(.view(Summary.self), .path("Summary/VStack/ForEach[id: 2]/ItemRow")) {
      try host.toggle("item 2")
    }
    #expect(host.text.hasPrefix("1 done\n[ ] item 1\n[x] item 2\n[ ] item 3\n"))
  }

  @Test("A write to one element by the owner re-runs the owner and that element's row only")
  func ownerWriteRerunsOneRow() throws {
    let host = ViewHost(Summary())
    try host.expectBodies(.view(Summary.self), .path("Summary/VStack/ForEach[id: 3]/ItemRow")) {
      try host.tap("rename 3")
    }
    #expect(host.text.contains("[ ] renamed\n"))
  }

  @Test("An owner that builds ForEach($items) re-runs with the changed row, and no other row does")
  func passingOwnerRerunsWithTheRow() throws {
    // SwiftUI's `ForEach` over a binding reads the collection (its indices and ids) where it is
    // built, so the owner depends on it; the rows whose element is unchanged are skipped.
    let host = ViewHost(Passing())
    try host.expectBodies(.view(Passing.self), .path("Passing/VStack/ForEach[id: 3]/ItemRow")) {
      try host.tap("rename 3")
    }
    try host.expectBodies(.view(Passing.self), .path("Passing/VStack/ForEach[id: 1]/ItemRow")) {
      try host.toggle("item 1")
    }
    try host.expectNoBodies { try host.tap("rename 3 again") }
    #expect(host.text.hasPrefix("[x] item 1\n[ ] item 2\n[ ] renamed\n[ ] item 4\n"))
  }

  @Test("A ForEach($items) whose content closure reads no element depends on the ids alone")
  func forEachDependsOnIdentities() throws {
    let host = ViewHost(Passing())
    let graph = host.dependencyGraph()
    let forEach = try #require(graph.views.first { $0.path.hasSuffix("ForEach") })
    let reads = forEach.reads.compactMap { id in graph.sources.first { $0.id == id }?.name }
    #expect(reads == ["Passing.items (ids)"])
  }

  @Test("A content closure that reads an element re-makes the rows when that element changes")
  func contentClosureReadsAreTracked() throws {
    let host = ViewHost(Labels())
    try host.expectBodies(.view(Labels.self)) { try host.tap("rename 2") }
    #expect(host.text.hasPrefix("item 1\ntwo\nitem 3\n"))
  }

  @Test("Swapping two elements re-runs the two rows whose index changed, and skips the others")
  func swapRerunsTheMovedRows() throws {
    let host = ViewHost(Passing())
    try host.expectBodies(.view(Passing.self), .view(ItemRow.self, times: 2)) {
      try host.tap("swap 1 and 2")
    }
    #expect(host.text.hasPrefix("[ ] item 2\n[ ] item 1\n[ ] item 3\n"))
    // The moved rows hold bindings to their new indices: a toggle still re-runs only its row
    // (and the owner).
    try host.expectBodies(.view(Passing.self), .path("Passing/VStack/ForEach[id: 1]/ItemRow")) {
      try host.toggle("item 1")
    }
    #expect(host.text.hasPrefix("[ ] item 2\n[x] item 1\n[ ] item 3\n"))
  }

  @Test("List($items) and List($items, selection:) re-run the owner and the changed element's row")
  func listRowsRerunOneRow() throws {
    let host = ViewHost(ListOwner())
    try host.expectBodies(
      .view(ListOwner.self),
      .path("ListOwner/VStack/List#1/ForEach[id: 2]/ItemRow"),
      .path("ListOwner/VStack/List#2/ForEach[id: 2]/TitleRow")
    ) {
      try host.toggle("item 2")
    }
    try host.expectBodies(
      .view(ListOwner.self),
      .path("ListOwner/VStack/List#1/ForEach[id: 3]/ItemRow"),
      .path("ListOwner/VStack/List#2/ForEach[id: 3]/TitleRow")
    ) {
      try host.type("three", into: "title 3")
    }
    #expect(host.text.contains("[ ] three"))
  }

  @Test("An index binding's reader re-runs when its element changes, not when another does")
  func indexBindingReaderRerunsForItsElement() throws {
    let host = ViewHost(IndexOwner())
    try host.expectNoBodies { try host.tap("rename 4") }
    try host.expectBodies(.view(TitleRow.self)) { try host.tap("rename 2") }
    #expect(host.text.hasPrefix("title 2: [two]"))
  }

  @Test("A binding into a dictionary value re-runs its reader only when that value changes")
  func dictionaryValueBinding() throws {
    let host = ViewHost(Scores())
    try host.expectBodies(.path("Scores/VStack/ScoreRow#2")) { try host.tap("bob scores") }
    #expect(host.text.hasPrefix("ada: 1\nbob: 3\n"))
  }

  @Test(
    "ForEach($shelf.items) re-runs the owner and the changed row, and nothing when another field changes"
  )
  func forEachOverNestedCollection() throws {
    let host = ViewHost(ShelfView())
    try host.expectNoBodies { try host.tap("rename shelf") }
    try host.expectBodies(.view(ShelfView.self), .path("ShelfView/VStack/ForEach[id: 2]/ItemRow")) {
      try host.tap("rename 2")
    }
    try host.expectBodies(.view(ShelfView.self), .path("ShelfView/VStack/ForEach[id: 3]/ItemRow")) {
      try host.toggle("item 3")
    }
    #expect(host.text.hasPrefix("[ ] item 1\n[ ] two\n[x] item 3\n"))
  }

  @Test("A binding into a nested struct field re-runs its reader only when that field changes")
  func nestedFieldBinding() throws {
    let host = ViewHost(PersonForm())
    try host.expectNoBodies { try host.tap("move to Leeds") }
    try host.expectBodies(.view(StreetField.self)) { try host.type("High St", into: "Street") }
    try host.expectBodies(.view(NameField.self)) { try host.type("Grace", into: "Name") }
    #expect(host.text.hasPrefix("5 Name: [Grace]\n7 Street: [High St]\n"))
  }
}
