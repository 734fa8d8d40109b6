import CellGraph
import CellGraphTesting
import Foundation
import Testing

private struct Person: Identifiable {
  let id: Int
  let name: String
}

private struct PersonRow: View {
  let person: Person
  var body: some View {
    HStack {
      Text(person.name)
      Text("#\(person.id)")
    }
  }
}

private struct People: View {
  @StateCell var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
  @StateCell var selection: Int?
  var body: some View {
    VStack {
      List(selection: $selection) {
        ForEach(people) { person in PersonRow(person: person) }
          .onDelete { offsets in
            for offset in offsets.reversed() { people.remove(at: offset) }
          }
      }
      Text("selected: \(selection.map(String.init) ?? "none")")
    }
  }
}

@MainActor
@Suite struct ListRowInteractionTests {
  @Test("A found row view, or a view inside a row, selects and deselects its row")
  func selectFoundRow() throws {
    let host = ViewHost(People())
    try host.find(PersonRow.self) { $0.person.name == "Grace" }.select()
    #expect(host.text.hasSuffix("selected: 2"))
    #expect(host.text.hasPrefix("  Ada #1\n> Grace #2"))
    try host.find(text: "Grace").deselect()
    #expect(host.text.hasSuffix("selected: none"))
  }

  @Test("A found row is deleted through its ForEach's onDelete")
  func deleteFoundRow() throws {
    let host = ViewHost(People())
    try host.find(text: "Ada").delete()
    #expect(host.text == "  Grace #2\nselected: none")
  }

  @Test("A view in no row has no row interactions")
  func notInARow() throws {
    let host = ViewHost(People())
    #expect(throws: FindError.self) { try host.find(text: "selected: none").select() }
  }
}
