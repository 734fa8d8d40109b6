import CellGraph
import CellGraphTesting
import Testing

// The example app of Docs/Testing.md. Every ```swift block of the guide appears verbatim in the
// GuideSnippets*.swift files (GuideTests checks it), so the guide's code always compiles and
// its tests always pass.

struct NotesView: View {
  @StateCell private var notes: [String] = []
  @StateCell private var draft = ""

  var body: some View {
    VStack {
      Text("Notes: \(notes.count)")
      ForEach(notes, id: \.self) { NoteRow(title: $0) }
      Editor(draft: $draft)
      Button("Save") {
        notes.append(draft)
        draft = ""
      }
      .testID("save")
    }
  }
}

struct NoteRow: View {
  let title: String
  @StateCell private var isDone = false

  var body: some View {
    Toggle(title, isOn: $isDone)
  }
}

struct Editor: View {
  @BindingCell var draft: String

  var body: some View {
    VStack {
      TextField("Title", text: $draft)
      Text("\(draft.count) characters")
    }
  }
}

struct Inbox: View {
  @StateCell private var status = "Loading…"

  var body: some View {
    Text(status)
      .task { status = await fetchStatus() }
  }
}

func fetchStatus() async -> String {
  "3 unread"
}
