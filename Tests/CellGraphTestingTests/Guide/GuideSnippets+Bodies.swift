import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md: "Why did my row re-render?", "Prove this write touches only the editor",
// "My test has async work".

@MainActor
@Suite struct GuideBodySnippets {
  @Test("Why did the editor re-run?")
  func whyDidTheEditorRerun() throws {
    let host = ViewHost.testing(NotesView())
    host.resetEvaluations()
    try host.type("Milk", into: "Title")
    host.flush()
    #expect(
      host.updateRecords.map(\.description) == [
        """
        pass 2 (type "Milk" into "Title")
          NotesView/VStack/Editor: NotesView.draft changed ("" → "Milk")
        """
      ])
  }

  @Test("Print one line per body, like _printChanges()")
  func printTheChanges() throws {
    let host = ViewHost.testing(NotesView())
    var lines: [String] = []
    host.printChanges(to: { lines.append($0) })  // or host.printChanges() for standard output
    try host.type("Milk", into: "Title")
    try host.tap("Save")
    host.flush()
    #expect(
      lines == [
        "Editor: _draft changed.",
        "NotesView: _notes changed.",
        "NoteRow: @self, @identity, _isDone changed.",
        "Editor: _draft changed.",
      ])
  }

  @Test("Typing a title re-runs only the editor")
  func typingRerunsOnlyTheEditor() throws {
    let host = ViewHost.testing(NotesView())
    try host.expectBodies(.view(Editor.self)) {
      try host.type("Milk", into: "Title")
    }
  }

  @Test("Saving re-runs the list, the new row and the editor, and nothing else")
  func savingRerunsTheList() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    try host.expectBodies(
      .view(NotesView.self), .view(NoteRow.self), .path("NotesView/VStack/Editor")
    ) {
      try host.tap("Save")
    }
    try host.expectNoBodies {
      try host.toggle("Milk")  // only the Toggle reads isDone
    }
  }

  @Test("The inbox shows its status once loaded")
  func inboxLoads() async {
    let host = ViewHost.testing(Inbox())
    host.expectLastUpdate(ran: .view(Inbox.self))  // the first render
    host.expectText("Loading…")
    await host.settle()  // runs the task, and the passes its writes cause
    host.expectLastUpdate(ran: .view(Inbox.self))  // the task's write
    host.expectText("3 unread")
  }

  @Test("A change made on another thread is awaited through settle()")
  func backgroundWriteSettles() async {
    let store = InMemoryStore()
    var environment = EnvironmentValues()
    environment.storage = store
    let host = ViewHost.testing(GuideCounter(), environment: environment)
    host.expectLastUpdate(ran: .view(GuideCounter.self))  // the first render
    await Task.detached { store[.count] = 42 }.value
    await host.settle()  // the readers of "count" have re-run
    host.expectLastUpdate(ran: .view(GuideCounter.self))
    host.expectText("count 42")
  }
}

extension StorageKey where Value == Int {
  fileprivate static let count = StorageKey("count", default: 0)
}

private struct GuideCounter: View {
  @StorageCell(.count) var count
  var body: some View { Text("count \(count)") }
}
