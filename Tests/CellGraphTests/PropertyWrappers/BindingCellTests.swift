import Testing

@testable import CellGraph

// MARK: - Model

private struct Profile {
  var name: String
  var age: Int
}

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

private func summary(_ todos: [Todo]) -> String {
  todos.map { "\($0.title)\($0.done ? "+" : "-")" }.joined(separator: " ")
}

// MARK: - Views

private struct CelsiusEditor: View {
  @StateCell var fahrenheit = 212

  var body: some View {
    let celsius = BindingCell<Int>(
      get: { (fahrenheit - 32) * 5 / 9 }, set: { fahrenheit = $0 * 9 / 5 + 32 })
    return VStack {
      Text("F \(fahrenheit) C \(celsius.wrappedValue)")
      Button("freeze") { celsius.wrappedValue = 0 }
    }
  }
}

private struct ConstantToggle: View {
  var body: some View {
    Toggle("Always on", isOn: .constant(true))
  }
}

private struct ProfileOwner: View {
  @StateCell var profile = Profile(name: "Grace", age: 36)

  var body: some View {
    VStack {
      Text("owner \(profile.name) \(profile.age)")
      NameField(name: $profile.name)
    }
  }
}

private struct NameField: View {
  @BindingCell var name: String
  var body: some View { TextField("Name", text: $name) }
}

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

private struct Passer: View {
  @StateCell var isOn = false
  var body: some View { SwitchRow(isOn: $isOn) }
}

private struct SwitchRow: View {
  @BindingCell var isOn: Bool

  var body: some View {
    HStack {
      Text(isOn ? "on" : "off")
      Button("flip") { isOn.toggle() }
    }
  }
}

private struct ElementPasser: View {
  @StateCell var items = ["a", "b"]

  var body: some View {
    VStack {
      Button("append") { items.append("x") }
      ElementLabel(element: $items[1])
    }
  }
}

private struct ElementLabel: View {
  @BindingCell var element: String
  var body: some View { Text("element \(element)") }
}

/// Re-runs for `tick`, and passes its other state down as bindings of several kinds.
private struct InputParent: View {
  @StateCell var tick = 0
  @StateCell var value = 1
  @StateCell var profile = Profile(name: "Ada", age: 36)
  @StateCell var items = [10, 20]

  var body: some View {
    VStack {
      Text("tick \(tick)")
      Button("tick") { tick += 1 }
      Button("value +1") { value += 1 }
      SameBindingChild(value: $value)
      KeyPathBindingChild(age: $profile.age)
      ElementBindingChild(value: $items[0])
      ConstantBindingChild(value: .constant(5))
      ClosureBindingChild(value: BindingCell(get: { value }, set: { value = $0 }))
    }
  }
}

private struct SameBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("same \(value)") }
}

private struct KeyPathBindingChild: View {
  @BindingCell var age: Int
  var body: some View { Text("age \(age)") }
}

private struct ElementBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("element \(value)") }
}

private struct ConstantBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("constant \(value)") }
}

private struct ClosureBindingChild: View {
  @BindingCell var value: Int
  var body: some View { Text("closure \(value)") }
}

private struct SwitchingParent: View {
  @StateCell var useFirst = true
  @StateCell var first = "first"
  @StateCell var second = "second"

  var body: some View {
    VStack {
      Button("switch") { useFirst.toggle() }
      ElementLabel(element: useFirst ? $first : $second)
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct BindingCellTests {
  @Test("init(get:set:) reads with the getter and writes with the setter")
  func closureBinding() throws {
    let storage = WrappersBox(1)
    let binding = BindingCell(get: { storage.value * 10 }, set: { storage.value = $0 / 10 })
    #expect(binding.wrappedValue == 10)
    binding.wrappedValue = 50
    #expect(storage.value == 5)
    #expect(binding.wrappedValue == 50)

    let host = ViewHost(CelsiusEditor())
    #expect(host.text == "F 212 C 100\n[freeze]")
    try host.tap("freeze")
    #expect(host.text == "F 32 C 0\n[freeze]")
  }

  @Test("A constant binding ignores writes")
  func constantIgnoresWrites() throws {
    let binding = BindingCell.constant(5)
    binding.wrappedValue = 9
    #expect(binding.wrappedValue == 5)

    let host = ViewHost(ConstantToggle())
    #expect(host.text == "[x] Always on")
    try host.toggle("Always on")
    #expect(host.text == "[x] Always on")
  }

  @Test("A dynamic-member child binding writes through to the owner's struct")
  func dynamicMemberWritesThrough() throws {
    let host = ViewHost(ProfileOwner())
    #expect(host.text == "owner Grace 36\nName: [Grace]")
    try host.type("Ada", into: "Name")
    #expect(host.text == "owner Ada 36\nName: [Ada]")
  }

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

  @Test("ForEach over a binding gives each row a binding that writes the owner's element")
  func forEachBindingRowsWriteOwner() throws {
    let host = ViewHost(TodoList(kept: WrappersBox([:])))
    #expect(host.text.hasPrefix("todos a- b- c-\n[ ] a [keep a]\n[ ] b [keep b]\n[ ] c [keep c]"))
    try host.toggle("b")
    #expect(host.text.hasPrefix("todos a- b+ c-\n[ ] a [keep a]\n[x] b [keep b]\n[ ] c [keep c]"))
    try host.toggle("c")
    #expect(host.text.hasPrefix("todos a- b+ c+\n"))
  }

  @Test("A parent that only passes $x down is not re-run when x changes; only the child is")
  func passingParentNotRerun() throws {
    let host = ViewHost(Passer())
    #expect(host.text == "off [flip]")
    host.resetEvaluations()
    try host.tap("flip")
    host.flush()
    #expect(host.evaluations(of: Passer.self) == 0)
    #expect(host.evaluations(of: SwitchRow.self) == 1)
    #expect(host.text == "on [flip]")
  }

  @Test("A parent that only passes $items[1] down is not re-run when the items change")
  func elementPassingParentNotRerun() throws {
    let host = ViewHost(ElementPasser())
    host.resetEvaluations()
    try host.tap("append")
    host.flush()
    #expect(host.evaluations(of: ElementPasser.self) == 0)
    #expect(host.text == "[append]\nelement b")
  }

  @Test("ForEach over a binding to Identifiable elements uses the element-binding initializer")
  func forEachBindingUsesElementBindingInitializer() {
    let storage = WrappersBox([Todo(id: 1, title: "a")])
    let todos = BindingCell(get: { storage.value }, set: { storage.value = $0 })
    let rows = ForEach(todos) { $todo in Text(todo.title) }
    #expect(rows.elementAt != nil)
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

  @Test("A child given the same binding again is skipped; a child given get/set closures re-runs")
  func bindingsCompareByLocation() throws {
    let host = ViewHost(InputParent())
    host.resetEvaluations()
    try host.tap("tick")
    host.flush()
    #expect(host.evaluations(of: InputParent.self) == 1)
    #expect(host.evaluations(of: SameBindingChild.self) == 0)
    #expect(host.evaluations(of: KeyPathBindingChild.self) == 0)
    #expect(host.evaluations(of: ElementBindingChild.self) == 0)
    #expect(host.evaluations(of: ConstantBindingChild.self) == 0)
    #expect(host.evaluations(of: ClosureBindingChild.self) == 1)
  }

  @Test("A child that reads its binding re-runs when the bound value changes")
  func bindingReaderRerunsOnChange() throws {
    let host = ViewHost(InputParent())
    host.resetEvaluations()
    try host.tap("value +1")
    host.flush()
    #expect(host.evaluations(of: SameBindingChild.self) == 1)
    #expect(host.evaluations(of: ClosureBindingChild.self) == 1)
    #expect(host.evaluations(of: KeyPathBindingChild.self) == 0)
    #expect(host.text.contains("same 2\n"))
    #expect(host.text.contains("closure 2"))
  }

  @Test("A child handed a binding to a different location is re-evaluated")
  func differentLocationReevaluates() throws {
    let host = ViewHost(SwitchingParent())
    #expect(host.text == "[switch]\nelement first")
    host.resetEvaluations()
    try host.tap("switch")
    host.flush()
    #expect(host.evaluations(of: ElementLabel.self) == 1)
    #expect(host.text == "[switch]\nelement second")
  }
}
