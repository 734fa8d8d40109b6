import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Model

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

private func summary(_ todos: [Todo]) -> String {
  todos.map { "\($0.title)\($0.done ? "+" : "-")" }.joined(separator: " ")
}

// MARK: - Views

private struct ListOwner: View {
  @StateCell var items = ["a", "b", "c"]

  var body: some View {
    VStack {
      Text("items \(items.joined(separator: ","))")
      ElementEditor(element: $items[1])
      Button("uppercase all") {
        for element in $items { element.wrappedValue = element.wrappedValue.uppercased() }
      }
      Button("count bindings") {
        let collection = $items
        let values = collection.map(\.wrappedValue)
        items.append("\(collection.count):\(values.joined())")
      }
    }
  }
}

private struct ElementEditor: View {
  @BindingCell var element: String
  var body: some View { TextField("Element", text: $element) }
}

/// Where `TodoList` keeps the bindings its buttons let escape, besides the rows' by todo id.
private enum Kept {
  /// `$todos[2]`: a plain index binding.
  static let index = 100
  /// `$todos.element(at: 1, identifiedBy:)`: the binding `ForEach($todos)` is documented to give
  /// its second row.
  static let identified = 101
}

private struct TodoList: View {
  let kept: WrappersBox<[Int: BindingCell<Todo>]>
  @StateCell var todos = [
    Todo(id: 1, title: "a"), Todo(id: 2, title: "b"), Todo(id: 3, title: "c"),
  ]

  var body: some View {
    VStack {
      Text("todos \(summary(todos))")
      ForEach($todos) { $todo in
        HStack {
          Toggle(todo.title, isOn: $todo.done)
          Button("keep \(todo.title)") { kept.value[todo.id] = $todo }
        }
      }
      Button("remove b") { todos.removeAll { $0.id == 2 } }
      Button("remove last") { todos.removeLast() }
      Button("move b first") {
        let b = todos.remove(at: 1)
        todos.insert(b, at: 0)
      }
      Button("keep index 2") { kept.value[Kept.index] = $todos[2] }
      Button("keep identified b") {
        kept.value[Kept.identified] = $todos.element(
          at: 1, identifiedBy: { AnyHashable($0.id) })
      }
      Button("write kept b") { kept.value[2]?.wrappedValue = Todo(id: 2, title: "Z") }
    }
  }
}

// MARK: - Tests

/// Bindings to collection elements: by index or by id, in `ForEach`, and once they go stale.
@MainActor
@Suite struct ElementBindingTests {
  @Test("A binding to a collection element writes that element of the owner's collection")
  func elementBindingWritesElement() throws {
    let host = ViewHost(ListOwner())
    #expect(host.text.hasPrefix("items a,b,c\nElement: [b]\n"))
    try host.type("B!", into: "Element")
    #expect(host.text.hasPrefix("items a,B!,c\nElement: [B!]\n"))
  }

  @Test("Iterating a binding to a collection yields a writable binding per element")
  func iteratingBindingCollection() throws {
    let host = ViewHost(ListOwner())
    try host.tap("uppercase all")
    #expect(host.text.hasPrefix("items A,B,C\nElement: [B]\n"))
    try host.tap("count bindings")
    #expect(host.text.hasPrefix("items A,B,C,3:ABC\n"))
  }

  @Test("A binding to a collection counts, measures and offsets with the collection's own answers")
  func bindingCollectionCountsAndOffsets() {
    let storage = WrappersBox(Array("abcd"))
    let letters = BindingCell(get: { storage.value }, set: { storage.value = $0 })
    #expect(letters.count == 4)
    #expect(letters.distance(from: 1, to: 3) == 2)
    #expect(letters[letters.index(0, offsetBy: 2)].wrappedValue == "c")
    storage.value.removeFirst()
    #expect(letters.count == 3)
  }

  @Test("ForEach over a binding gives each row a binding that writes the owner's element")
  func forEachBindingRowsWriteOwner() throws {
    let host = ViewHost(TodoList(kept: WrappersBox([:])))
    #expect(host.text.hasPrefix("todos a- b- c-\n[ ] a [keep a]\n[ ] b [keep b]\n[ ] c [keep c]"))
    try host.toggle("b")
    #expect(host.text.hasPrefix("todos a- b+ c-\n[ ] a [keep a]\n[x] b [keep b]\n[ ] c [keep c]"))
    try host.toggle("c")
    #expect(host.text.hasPrefix("todos a- b+ c+\n"))
  }

  @Test("ForEach over a binding to Identifiable elements uses the element-binding initializer")
  func forEachBindingUsesElementBindingInitializer() {
    let storage = WrappersBox([Todo(id: 1, title: "a")])
    let todos = BindingCell(get: { storage.value }, set: { storage.value = $0 })
    let rows = ForEach(todos) { $todo in Text(todo.title) }
    #expect(rows.elementMaker != nil)
  }

  @Test("A removed element's row binding ignores writes and never overwrites another element")
  func staleRowBindingWriteIgnored() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.tap("keep b")
    try host.tap("remove b")
    #expect(host.text.hasPrefix("todos a- c-\n"))
    host.clearDiagnostics()

    // The kept binding was made at index 1, which is still in range and now holds "c".
    try host.tap("write kept b")
    #expect(host.text.hasPrefix("todos a- c-\n[ ] a [keep a]\n[ ] c [keep c]\n"))
    #expect(host.wrappersDiagnosticKinds == [.staleBinding])
  }

  @Test("A removed element's row binding reads its last value and reports a stale binding")
  func staleRowBindingReadsLastValue() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.toggle("b")
    try host.tap("keep b")
    try host.tap("remove b")
    #expect(host.text.hasPrefix("todos a- c-\n"))

    let stale = try #require(kept.value[2])
    UnhostedDiagnostics.removeAll()
    let value = stale.wrappedValue
    #expect(value == Todo(id: 2, title: "b", done: true))
    #expect(wrappersUnhostedKinds() == [.staleBinding])
  }

  @Test("A row binding from ForEach over a binding follows its element when the array reorders")
  func rowBindingFollowsElementWhenReordered() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.tap("keep b")
    try host.tap("move b first")
    #expect(host.text.hasPrefix("todos b- a- c-\n[ ] b [keep b]\n[ ] a [keep a]\n[ ] c [keep c]"))

    // The rows' toggles get fresh bindings and write their own elements.
    try host.toggle("a")
    #expect(host.text.hasPrefix("todos b- a+ c-\n"))

    // The kept binding was made at index 1, which now holds "a".
    let b = try #require(kept.value[2])
    #expect(b.wrappedValue.title == "b")
    try host.tap("write kept b")
    #expect(host.text.hasPrefix("todos Z- a+ c-\n"))
  }

  @Test("An element binding identified by id follows its element when the array reorders")
  func identifiedElementBindingFollowsElement() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.tap("keep identified b")
    try host.tap("move b first")
    let b = try #require(kept.value[Kept.identified])
    #expect(b.wrappedValue.title == "b")

    b.wrappedValue.done = true
    #expect(host.text.hasPrefix("todos b+ a- c-\n"))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("An identified element binding whose element was removed is stale and touches nothing")
  func identifiedElementBindingGoesStale() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.toggle("b")
    try host.tap("keep identified b")
    try host.tap("remove b")
    let b = try #require(kept.value[Kept.identified])

    UnhostedDiagnostics.removeAll()
    #expect(b.wrappedValue == Todo(id: 2, title: "b", done: true))
    b.wrappedValue = Todo(id: 2, title: "Z")
    #expect(host.text.hasPrefix("todos a- c-\n[ ] a [keep a]\n[ ] c [keep c]\n"))
    #expect(!wrappersUnhostedKinds().isEmpty)
    #expect(wrappersUnhostedKinds().allSatisfy { $0 == .staleBinding })
    let messages = UnhostedDiagnostics.all.map(\.message)
    #expect(messages.contains { $0.contains("returned the last value") })
    #expect(messages.contains { $0.contains("the write was ignored") })
  }

  @Test("A stale binding used in an action is reported on the host")
  func staleBindingReportedOnHost() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.tap("keep index 2")
    try host.tap("remove last")
    host.clearDiagnostics()
    UnhostedDiagnostics.removeAll()
    // "write kept b" writes `kept.value[2]`, so point that key at the stale index binding.
    kept.value[2] = kept.value[Kept.index]
    try host.tap("write kept b")
    #expect(host.wrappersDiagnosticKinds == [.staleBinding])
    #expect(UnhostedDiagnostics.all.isEmpty)
    #expect(host.text.hasPrefix("todos a- b-\n"))
  }

  @Test("An index binding past the end of its collection is stale, not out of range")
  func staleIndexBinding() throws {
    let kept = WrappersBox<[Int: BindingCell<Todo>]>([:])
    let host = ViewHost(TodoList(kept: kept))
    try host.tap("keep index 2")
    let index2 = try #require(kept.value[Kept.index])
    #expect(index2.wrappedValue.title == "c")
    try host.tap("remove last")
    #expect(host.text.hasPrefix("todos a- b-\n"))

    UnhostedDiagnostics.removeAll()
    index2.wrappedValue.done = true
    #expect(index2.wrappedValue == Todo(id: 3, title: "c"))
    #expect(host.text.hasPrefix("todos a- b-\n"))
    #expect(!wrappersUnhostedKinds().isEmpty)
    #expect(wrappersUnhostedKinds().allSatisfy { $0 == .staleBinding })
  }
}
