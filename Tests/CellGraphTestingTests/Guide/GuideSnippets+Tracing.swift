import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md: "See an update on a timeline".

@MainActor
@Suite struct GuideTracingSnippets {
  @Test("Trace a save")
  func traceASave() throws {
    let host = ViewHost.testing(NotesView())
    try host.type("Milk", into: "Title")
    host.flush()
    host.startTracing()
    try host.tap("Save")
    host.flush()
    Attachment.record(host.trace.json, named: "save-trace.json")
    #expect(
      host.trace.outline == """
        tap "Save"
          write NotesView.notes changed ([] → ["Milk"]) ─▶ NotesView
          write NotesView.draft changed ("Milk" → "") ─▶ NotesView/VStack/Editor
        pass 3 (tap "Save")
          NotesView: NotesView.notes changed ([] → ["Milk"])
            NotesView/VStack/ForEach[id: Milk]/NoteRow: appeared
            NotesView/VStack/Editor: NotesView.draft changed ("Milk" → "")
        """)
  }
}
