import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A lazy stack makes only the rows on screen. For `ForEach($items)` it sets up the function that
// makes each row's element binding once per update, when its first row is made (`LazyOnce`), as
// `ForEach` does in an eager stack.

private struct Note: Identifiable, Equatable {
  var id: Int
  var text: String
}

private struct NoteRow: View {
  @BindingCell var note: Note
  var body: some View {
    HStack {
      Text(note.text)
      Button("edit \(note.id)") { note.text += "!" }
    }
  }
}

private struct Notes: View {
  @StateCell var notes = (1...100).map { Note(id: $0, text: "note \($0)") }
  var body: some View {
    ScrollView {
      LazyVStack { ForEach($notes) { $note in NoteRow(note: $note) } }
    }
  }
}

@MainActor
@Suite struct LazyBindingRowsTests {
  @Test("A lazy stack of element bindings makes the rows on screen, each bound to its element")
  func rowsOnScreenAreBound() throws {
    let host = ViewHost(Notes(), viewport: 3)
    #expect(host.evaluations(of: NoteRow.self) == 3, "only the rows on screen")
    #expect(host.text.hasPrefix("note 1 [edit 1]\nnote 2 [edit 2]\nnote 3 [edit 3]"))
    try host.expectBodies(.view(Notes.self), .view(NoteRow.self)) {
      try host.tap("edit 2")
    }
    #expect(host.text.hasPrefix("note 1 [edit 1]\nnote 2! [edit 2]\nnote 3 [edit 3]"))
  }

  @Test("Rows made after a scroll are bound to their own elements")
  func rowsAfterAScrollAreBound() throws {
    let host = ViewHost(Notes(), viewport: 3)
    try host.scroll(by: 50)
    host.flush()
    #expect(host.text.contains("note 51 [edit 51]"))
    try host.expectBodies(.view(Notes.self), .view(NoteRow.self)) {
      try host.tap("edit 52")
    }
    #expect(host.text.contains("note 52! [edit 52]"))
    #expect(host.text.contains("note 51 [edit 51]"), "its neighbour is untouched")
  }
}
