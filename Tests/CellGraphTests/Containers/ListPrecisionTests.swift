import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Screen: View {
  let count: Int
  @StateCell var selection: Int?
  var body: some View {
    List(containersItems(count), selection: $selection) { item in ContainersRow(item: item) }
  }
}

/// Rows with state of their own, in a section, below a list with a multiple selection.
private struct Counters: View {
  @StateCell var items = containersItems(3)
  @StateCell var selection = Set<Int>()
  var body: some View {
    VStack {
      Button("Add") {
        items.append(ContainersItem(id: items.count + 1, title: "row \(items.count + 1)"))
      }
      List(selection: $selection) {
        Section("Rows") {
          ForEach(items) { item in Counter(title: item.title) }
        }
      }
    }
  }
}

private struct Counter: View {
  let title: String
  @StateCell var count = 0
  var body: some View { Button("\(title): \(count)") { count += 1 } }
}

/// `count` items titled `row 1`, `row 2`, …
private func containersItems(_ count: Int) -> [ContainersItem] {
  (1...count).map { ContainersItem(id: $0, title: "row \($0)") }
}

@MainActor
@Suite struct ListPrecisionTests {
  @Test("Changing the selection of a 10,000-row list re-runs no row body and no enclosing body")
  func selectionInTenThousandRows() throws {
    let host = ViewHost(Screen(count: 10_000), recordingEvaluations: true)
    #expect(host.evaluations(of: ContainersRow.self) == 10_000)
    host.resetEvaluations()
    try host.select("row 5000")
    host.flush()
    #expect(host.evaluations(of: ContainersRow.self) == 0, "a selection change runs no row")
    #expect(host.evaluations(of: Screen.self) == 0, "Screen only passes $selection down")
    let lines = host.text.split(separator: "\n")
    #expect(lines[4999] == "> row 5000")
    #expect(lines[4998] == "  row 4999")
    try host.select("row 1")
    #expect(host.evaluations(of: ContainersRow.self) == 0)
    #expect(host.text.hasPrefix("> row 1\n  row 2\n"))
    #expect(!host.text.contains("> row 5000"))
  }

  @Test("A row's own state change re-renders the list's text and keeps the marks")
  func rowChangeReachesTheList() throws {
    let host = ViewHost(Counters(), recordingEvaluations: true)
    try host.select("[row 2: 0]")
    #expect(host.text == "[Add]\nRows\n    [row 1: 0]\n  > [row 2: 0]\n    [row 3: 0]")
    host.resetEvaluations()
    try host.tap("row 2: 0")
    #expect(host.text == "[Add]\nRows\n    [row 1: 0]\n  > [row 2: 1]\n    [row 3: 0]")
    #expect(host.evaluations(of: Counter.self) == 1, "only the tapped row re-ran")
    try host.tap("row 3: 0")
    #expect(host.text.hasSuffix("    [row 3: 1]"))
  }

  @Test("Rows keep their state by id across selection changes and new rows")
  func stateKeptByIdentity() throws {
    let host = ViewHost(Counters())
    try host.tap("row 1: 0")
    try host.select("[row 1: 1]")
    try host.tap("Add")
    try host.select("[row 4: 0]")
    #expect(
      host.text == "[Add]\nRows\n  > [row 1: 1]\n    [row 2: 0]\n    [row 3: 0]\n  > [row 4: 0]")
    try host.deselect("[row 1: 1]")
    #expect(host.text.contains("    [row 1: 1]"))
  }
}

/// Two-line rows in a section, with actions that change the selection, a row, or both at once.
private struct Remarked: View {
  @StateCell var items = containersItems(3)
  @StateCell var selection = Set<Int>()
  var body: some View {
    VStack {
      Button("Both") {
        items[0].title += "!"
        selection = [1, 3]
      }
      Button("Only selection") { selection = [2] }
      List(selection: $selection) {
        Section("Rows") {
          ForEach(items) { item in
            VStack {
              Text(item.title)
              Text("#\(item.id)")
            }
          }
        }
        Text("tail").tag(2)
      }
    }
  }
}

extension ListPrecisionTests {
  @Test("Re-marking rows in place, and laying them out again, both show the marks of the selection")
  func remarkingMatchesLayout() throws {
    let host = ViewHost(Remarked())
    try host.tap("Both")
    #expect(
      host.text == """
        [Both]
        [Only selection]
        Rows
          > row 1!
            #1
            row 2
            #2
          > row 3
            #3
          tail
        """)
    try host.tap("Only selection")
    #expect(
      host.text == """
        [Both]
        [Only selection]
        Rows
            row 1!
            #1
          > row 2
            #2
            row 3
            #3
        > tail
        """)
    try host.deselect("row 2 #2")
    #expect(!host.text.contains(">"), "the tail row shares the value 2: both are deselected")
    try host.select("tail")
    #expect(host.text.contains("  > row 2\n    #2") && host.text.hasSuffix("> tail"))
  }
}
