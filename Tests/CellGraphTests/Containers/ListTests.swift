import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Picked: View {
  @StateCell var items = containersItems("Milk", "Eggs", "Bread")
  @StateCell var selection: Int?
  var body: some View {
    List(items, selection: $selection) { item in ContainersRow(item: item) }
  }
}

/// `Picked` with the selection shown below the list.
private struct ShownPick: View {
  @StateCell var selection: Int?
  var body: some View {
    VStack {
      List(containersItems("Milk", "Eggs", "Bread"), selection: $selection) { item in
        ContainersRow(item: item)
      }
      Text("= \(selection.map(String.init) ?? "nil")")
    }
  }
}

private struct Marked: View {
  @StateCell var selection = Set<String>()
  var body: some View {
    VStack {
      List(selection: $selection) {
        Text("Inbox").tag("inbox")
        Text("Sent").tag("sent")
        Text("Drafts").tag(3)
        Text("Untagged")
      }
      Text("= \(selection.sorted())")
    }
  }
}

private struct Plain: View {
  var body: some View {
    List {
      Text("Milk")
      Text("Eggs")
    }
  }
}

private struct Keyed: View {
  @StateCell var names = ["Ada", "Grace"]
  @StateCell var selection: String?
  var body: some View {
    VStack {
      List(names, id: \.self, selection: $selection) { name in Text(name) }
      Text("= \(selection ?? "nil")")
    }
  }
}

private struct Bound: View {
  @StateCell var items = containersItems("Milk", "Eggs")
  var body: some View {
    VStack {
      List($items) { $item in Toggle(item.title, isOn: $item.done) }
      Text("= \(items.map(\.done))")
    }
  }
}

private struct Sectioned: View {
  @StateCell var selection: Int? = 2
  var body: some View {
    List(selection: $selection) {
      Text("Pinned").tag(0)
      Section("Fruit") {
        ForEach(containersItems("Apple", "Pear")) { item in Text(item.title) }
      } footer: {
        Text("2 fruits")
      }
    }
  }
}

@MainActor
@Suite struct ListTests {
  @Test("A list without selection shows its rows one below the other, unmarked")
  func plainTextForm() {
    #expect(ViewHost(Plain()).text == "Milk\nEggs")
  }

  @Test("A list with a selection marks the selected row with > and the others with spaces")
  func selectionTextForm() throws {
    let host = ViewHost(Picked())
    #expect(host.text == "  Milk\n  Eggs\n  Bread")
    try host.select("Eggs")
    #expect(host.text == "  Milk\n> Eggs\n  Bread")
  }

  @Test("Sections in a list show their header, rows indented and marked, and footer")
  func sectionsTextForm() {
    #expect(
      ViewHost(Sectioned()).text == """
          Pinned
        Fruit
            Apple
          > Pear
          2 fruits
        """)
  }

  @Test("Selecting a ForEach row writes its id to the single selection; deselecting writes nil")
  func singleSelection() throws {
    let host = ViewHost(ShownPick())
    try host.select("Bread")
    #expect(host.text.hasSuffix("= 3"))
    try host.select("Milk")
    #expect(host.text == "> Milk\n  Eggs\n  Bread\n= 1")
    try host.deselect("Milk")
    #expect(host.text == "  Milk\n  Eggs\n  Bread\n= nil")
  }

  @Test("A multiple selection gains and loses tagged rows' tags")
  func multipleSelection() throws {
    let host = ViewHost(Marked())
    try host.select("Inbox")
    try host.select("Sent")
    #expect(host.text == "> Inbox\n> Sent\n  Drafts\n  Untagged\n= [\"inbox\", \"sent\"]")
    try host.deselect("Inbox")
    #expect(host.text == "  Inbox\n> Sent\n  Drafts\n  Untagged\n= [\"sent\"]")
  }

  @Test("Selecting a row whose tag is of another type, or untagged, is refused and writes nothing")
  func wrongTagRefused() throws {
    let host = ViewHost(Marked())
    for row in ["Drafts", "Untagged"] {
      do {
        try host.select(row)
        Issue.record("\(row) has no String tag")
      } catch let error as InteractionError {
        guard case .rejected(let message) = error.reason else {
          Issue.record("expected a rejection, got \(error)")
          continue
        }
        #expect(message.contains("no tag of the selection's type String"))
      }
    }
    #expect(host.text.hasSuffix("= []"))
  }

  @Test("Deselecting a row that is not selected is refused")
  func deselectUnselected() throws {
    let host = ViewHost(Picked())
    #expect(throws: InteractionError.self) { try host.deselect("Milk") }
  }

  @Test("A list without a selection binding has no select interaction")
  func noSelectionBinding() throws {
    let host = ViewHost(Plain())
    do {
      try host.select("Milk")
      Issue.record("a list without selection cannot select")
    } catch let error as InteractionError {
      #expect(error.reason == .unsupported)
    }
  }

  @Test("A row label that matches no row lists the rows; one in two lists is ambiguous")
  func notFoundAndAmbiguous() throws {
    let host = ViewHost(Plain())
    do {
      try host.select("Tea")
      Issue.record("no row is labelled Tea")
    } catch let error as InteractionError {
      #expect(error.reason == .notFound)
      #expect(error.description.contains("No list row labelled \"Tea\""))
      #expect(error.description.contains("\"Milk\""))
    }
    let twice = ViewHost(
      VStack {
        Plain()
        Plain()
      })
    do {
      try twice.select("Milk")
      Issue.record("two rows are labelled Milk")
    } catch let error as InteractionError {
      #expect(error.reason == .ambiguous)
    }
  }

  @Test("Rows identified by a key path are selected by that id")
  func keyPathIDs() throws {
    let host = ViewHost(Keyed())
    try host.select("Grace")
    #expect(host.text == "  Ada\n> Grace\n= Grace")
  }

  @Test("List($items) hands each row a binding to its element")
  func elementBindings() throws {
    let host = ViewHost(Bound())
    try host.toggle("Eggs")
    #expect(host.text == "[ ] Milk\n[x] Eggs\n= [false, true]")
  }

  @Test("A duplicate List id reports ForEach's duplicate-id diagnostic and shows every row")
  func duplicateIDs() {
    let host = ViewHost(List(["x", "y", "x"], id: \.self) { name in Text(name) })
    #expect(host.text == "x\ny\nx")
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
  }
}

private struct BoundSelection: View {
  @StateCell var items = containersItems("Milk", "Eggs")
  @StateCell var selection = Set<Int>()
  var body: some View {
    VStack {
      List($items, selection: $selection) { $item in Toggle(item.title, isOn: $item.done) }
      List(0..<2) { index in Text("index \(index)") }
      Text("= \(selection.sorted())")
    }
  }
}

extension ListTests {
  @Test("List($items, selection:) selects rows by element id; List(0..<n) shows a row per offset")
  func boundSelectionAndRange() throws {
    let host = ViewHost(BoundSelection())
    try host.select("[ ] Eggs")
    try host.toggle("Eggs")
    #expect(host.text == "  [ ] Milk\n> [x] Eggs\nindex 0\nindex 1\n= [2]")
  }
}
