import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A to-do list as it is written for SwiftUI: selection, swipe to delete, drag to move.

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

private struct TodoList: View {
  @State private var todos = [
    Todo(id: 1, title: "Milk"), Todo(id: 2, title: "Eggs"), Todo(id: 3, title: "Bread"),
  ]
  @State private var selection = Set<Todo.ID>()

  var body: some View {
    VStack {
      List(selection: $selection) {
        Section("To do") {
          ForEach($todos) { $todo in
            TodoRow(todo: $todo)
          }
          .onDelete { offsets in todos.remove(atOffsets: offsets) }
          .onMove { offsets, destination in
            todos.move(fromOffsets: offsets, toOffset: destination)
          }
        }
      }
      SelectionSummary(count: selection.count)
    }
  }
}

private struct TodoRow: View {
  @Binding var todo: Todo
  var body: some View {
    Toggle(todo.title, isOn: $todo.isDone)
  }
}

private struct SelectionSummary: View {
  let count: Int
  var body: some View { Text("\(count) selected") }
}

@MainActor
@Suite struct TodoListProgramTests {
  @Test("A SwiftUI to-do list shows its rows in a section, marked when selected")
  func textForm() throws {
    let host = ViewHost(TodoList())
    try host.select("[ ] Eggs")
    host.expectText(
      """
      To do
          [ ] Milk
        > [ ] Eggs
          [ ] Bread
      1 selected
      """)
  }

  @Test("Selecting and deselecting rows writes the selection set; no row re-runs")
  func selection() throws {
    let host = ViewHost(TodoList(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.select("[ ] Milk")
    try host.select("[ ] Bread")
    host.flush()
    #expect(host.evaluations(of: TodoRow.self) == 0)
    #expect(host.text.hasSuffix("2 selected"))
    try host.deselect("[ ] Milk")
    #expect(host.text.hasSuffix("1 selected"))
  }

  @Test("Toggling a row writes its element through the row's binding")
  func toggleRow() throws {
    let host = ViewHost(TodoList())
    try host.toggle("Eggs")
    #expect(host.text.contains("[x] Eggs"))
  }

  @Test("Swipe to delete removes the row's element; rows keep their state by id")
  func delete() throws {
    let host = ViewHost(TodoList())
    try host.toggle("Bread")
    try host.delete("[ ] Eggs")
    host.expectText(
      """
      To do
          [ ] Milk
          [x] Bread
      0 selected
      """)
  }

  @Test("Drag to move reorders the elements as move(fromOffsets:toOffset:) does")
  func move() throws {
    let host = ViewHost(TodoList())
    try host.move("[ ] Bread", before: "[ ] Milk")
    #expect(host.text.hasPrefix("To do\n    [ ] Bread\n    [ ] Milk\n    [ ] Eggs"))
    try host.move("[ ] Bread", before: nil)
    #expect(host.text.hasPrefix("To do\n    [ ] Milk\n    [ ] Eggs\n    [ ] Bread"))
  }
}
