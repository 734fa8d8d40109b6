import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md: "Is my text right?", "Find the Save button and tap it", "I expect a
// diagnostic", "Look at the dependency graph".

@MainActor
@Suite struct GuideScreenSnippets {
  @Test("The screen after saving a note")
  func screenAfterSaving() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    try host.tap("Save")
    host.expectText(
      """
      Notes: 1
      [ ] Milk
      Title: []
      0 characters
      [Save]
      """)
  }

  @Test("Find the Save button and tap it")
  func findAndTap() throws {
    let host = ViewHost.testing(NotesView())
    try host.find(Editor.self).type("Milk")  // the one text field inside the editor
    try host.find(text: "Save").tap()  // or host.find(testID: "save").tap()

    let row = try host.find(NoteRow.self) { $0.title == "Milk" }
    #expect(row.view(as: NoteRow.self)?.title == "Milk")
    #expect(try row.state("isDone", as: Bool.self) == false)
    try row.toggle()
    #expect(row.text == "[x] Milk")
    #expect(try host.find(text: "0 characters").path == "NotesView/VStack/Editor/VStack/Text")
  }

  @Test("Saving the same title twice repeats a ForEach id")
  func savingTwice() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    try host.tap("Save")
    try host.expectDiagnostics(.duplicateID) {
      try host.type("Milk", into: "Title")
      try host.tap("Save")
    }
  }

  @Test("A test that checks the diagnostics itself")
  func checkingDiagnostics() throws {
    let host = ViewHost.testing(NotesView(), allowingDiagnostics: true)
    try host.tap("Save")
    try host.tap("Save")
    host.flush()
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
  }

  @Test("Draw the dependency graph")
  func drawTheGraph() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    try host.tap("Save")
    try host.type("Eggs", into: "Title")
    let graph = host.dependencyGraph()
    Attachment.record(graph.dot, named: "notes.dot")
    #expect(
      graph.text == """
        views
          v1 NotesView  reads s1 NotesView.notes
          v2 NotesView/VStack/ForEach[id: Milk]/NoteRow
          v3 NotesView/VStack/ForEach[id: Milk]/NoteRow/Toggle  reads s2 NoteRow.isDone
          v4 NotesView/VStack/Editor  reads s3 NotesView.draft
          v5 NotesView/VStack/Editor/VStack/TextField  reads s3 NotesView.draft
        sources
          s1 state NotesView.notes = ["Milk"]  read by v1
          s2 state NoteRow.isDone = false  read by v3
          s3 state NotesView.draft = "Eggs"  read by v4, v5
        """)
  }
}
