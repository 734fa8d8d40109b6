import CellGraphSwiftUI
import CellGraphTesting
import Testing

// An editable list as SwiftUI code writes it: one row re-runs per edit, not every row.

private struct Todo: Identifiable, Equatable {
  let id: Int
  var title: String
  var done = false
}

private struct TodoList: View {
  @State private var todos = (1...4).map { Todo(id: $0, title: "todo \($0)") }

  var body: some View {
    List($todos) { $todo in
      TodoRow(todo: $todo)
    }
  }
}

private struct TodoRow: View {
  @Binding var todo: Todo
  var body: some View {
    HStack {
      Toggle(todo.title, isOn: $todo.done)
      TextField("title \(todo.id)", text: $todo.title)
    }
  }
}

private struct EditableTodos: View {
  @State private var todos = (1...4).map { Todo(id: $0, title: "todo \($0)") }

  var body: some View {
    List {
      ForEach($todos) { $todo in TitleText(todo: $todo) }
        .onDelete { todos.remove(atOffsets: $0) }
        .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}

private struct TitleText: View {
  @Binding var todo: Todo
  var body: some View { Text(todo.title) }
}

@MainActor
@Suite struct CollectionBindingPrecisionTests {
  @Test(
    "Deleting or moving a row of ForEach($todos) re-runs the owner and only the rows whose index changed"
  )
  func deleteAndMoveRerunShiftedRows() throws {
    let host = ViewHost.testing(EditableTodos())
    try host.expectBodies(.view(EditableTodos.self), .view(TitleText.self, times: 2)) {
      try host.delete("todo 2")
    }
    #expect(host.text == "todo 1\ntodo 3\ntodo 4")
    try host.expectBodies(.view(EditableTodos.self), .view(TitleText.self, times: 3)) {
      try host.move("todo 4", before: "todo 1")
    }
    #expect(host.text == "todo 4\ntodo 1\ntodo 3")
  }

  @Test("Editing one row of List($todos) through its @Binding re-runs the owner and that row only")
  func oneRowRerunsPerEdit() throws {
    let host = ViewHost.testing(TodoList())
    try host.expectBodies(.view(TodoList.self), .path("TodoList/List/ForEach[id: 3]/TodoRow")) {
      try host.toggle("todo 3")
    }
    try host.expectBodies(.view(TodoList.self), .path("TodoList/List/ForEach[id: 2]/TodoRow")) {
      try host.type("milk", into: "title 2")
    }
    #expect(host.text.contains("[ ] milk"))
    #expect(host.text.contains("[x] todo 3"))
  }
}
