import Testing

@testable import CellGraph
@testable import CellGraphCore

private let fruits = ["apple", "banana", "cherry"]

/// Each row's toggle is bound to the membership of its fruit in the selection.
private struct Picker: View {
  @StateCell var selection: Set<String> = ["banana"]
  @StateCell var title = "Fruit"
  var body: some View {
    VStack {
      Text("\(title): \(selection.sorted().joined(separator: ", "))")
      Button("Rename") { title += "!" }
      ForEach(fruits, id: \.self) { fruit in
        Row(name: fruit, isOn: $selection.contains(fruit))
      }
    }
  }
}

private struct Row: View {
  let name: String
  @BindingCell var isOn: Bool
  var body: some View { Toggle(name, isOn: $isOn) }
}

/// The same idiom written by hand, as SwiftUI code does.
private struct HandWritten: View {
  @StateCell var selection: Set<Int> = []
  var body: some View {
    VStack {
      Text("\(selection.sorted())")
      ForEach(1...2, id: \.self) { id in
        Toggle(
          "Item \(id)",
          isOn: BindingCell(
            get: { selection.contains(id) },
            set: { isOn in
              if isOn { selection.insert(id) } else { selection.remove(id) }
            }))
      }
    }
  }
}

@MainActor
@Suite struct SetMembershipBindingTests {
  @Test("A toggle bound to set membership shows it and inserts or removes its element")
  func toggles() throws {
    let host = ViewHost(Picker())
    #expect(
      host.text == """
        Fruit: banana
        [Rename]
        [ ] apple
        [x] banana
        [ ] cherry
        """)
    try host.toggle("apple")
    try host.toggle("banana")
    #expect(host.text.hasPrefix("Fruit: apple\n[Rename]\n[x] apple\n[ ] banana"))
  }

  @Test("A parent re-run hands each row the same membership binding, so no row re-runs")
  func sameInput() throws {
    let host = ViewHost(Picker())
    host.resetEvaluations()
    try host.tap("Rename")
    host.flush()
    #expect(host.evaluations(of: Picker.self) == 1)
    #expect(host.evaluations(of: Row.self) == 0)
  }

  @Test("Toggling one membership re-runs the body that reads the set and no row body")
  func onlyReaders() throws {
    let host = ViewHost(Picker())
    host.resetEvaluations()
    try host.toggle("cherry")
    host.flush()
    #expect(host.evaluations(of: Picker.self) == 1, "Picker's text reads the selection")
    #expect(host.evaluations(of: Row.self) == 0, "rows only pass the binding to their toggle")
    #expect(host.text.contains("[x] cherry"))
  }

  @Test("Writing the membership the element already has leaves the set alone and re-runs nothing")
  func equalWrite() {
    let host = ViewHost(Picker())
    let membership = BindingCell<Set<String>>(
      get: { ["banana"] },
      set: { _ in
        Issue.record("an unchanged membership must not write the set")
      }
    ).contains("banana")
    membership.wrappedValue = true
    host.resetEvaluations()
    host.flush()
    #expect(host.evaluations(of: Picker.self) == 0)
  }

  @Test("The hand-written get/set idiom works as it does in SwiftUI")
  func handWritten() throws {
    let host = ViewHost(HandWritten())
    try host.toggle("Item 2")
    try host.toggle("Item 1")
    try host.toggle("Item 2")
    #expect(host.text == "[1]\n[x] Item 1\n[ ] Item 2")
  }
}
