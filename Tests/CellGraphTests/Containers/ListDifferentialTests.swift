import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Toggle rows of a list with a multiple selection, between tagged static rows. The body passes
/// only bindings down, so a toggle changes rows below the list and leaves the list itself alone.
private struct Checklist: View {
  @StateCell var items: [ContainersItem]
  @StateCell var selection: Set<Int>

  init(items: [ContainersItem], selection: Set<Int>) {
    _items = StateCell(wrappedValue: items)
    _selection = StateCell(wrappedValue: selection)
  }

  var body: some View {
    List(selection: $selection) {
      Text("All").tag(0)
      ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }
      Section("More") {
        Text("static").tag(100)
      }
    }
  }
}

@MainActor
@Suite struct ListDifferentialTests {
  @Test("After random toggles, selections and deselections, the text equals a fresh render")
  func randomInteractions() throws {
    var random = SeededRandom(seed: 18)
    var items = (1...6).map { ContainersItem(id: $0, title: "item \($0)") }
    var selection = Set<Int>()
    let host = ViewHost(Checklist(items: items, selection: selection))
    for step in 0..<120 {
      let id = Int.random(in: 0...6, using: &random)
      let label = id == 0 ? "All" : "[\(items[id - 1].done ? "x" : " ")] item \(id)"
      switch Int.random(in: 0..<3, using: &random) {
      case 0 where id > 0:
        try host.toggle("item \(id)")
        items[id - 1].done.toggle()
      case 1 where !selection.contains(id):
        try host.select(label)
        selection.insert(id)
      case 2 where selection.contains(id):
        try host.deselect(label)
        selection.remove(id)
      default:
        continue
      }
      let fresh = ViewHost(Checklist(items: items, selection: selection)).text
      #expect(host.text == fresh, "step \(step)")
      if host.text != fresh { return }
    }
  }
}
