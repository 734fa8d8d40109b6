import CellGraphSwiftUI
import Testing

private struct SelectedTextKey: FocusedValueKey {
  typealias Value = Binding<String>
}

extension FocusedValues {
  fileprivate var selectedText: Binding<String>? {
    get { self[SelectedTextKey.self] }
    set { self[SelectedTextKey.self] = newValue }
  }
}

private final class Clipboard: ObservableObject {
  @Published var copies = 0
}

private struct NoteEditor: View {
  @State private var text = "hello"
  @FocusState private var isEditing: Bool
  let clipboard: Clipboard

  var body: some View {
    TextField("Note", text: $text)
      .focused($isEditing)
      .focusedValue(\.selectedText, $text)
      .focusedObject(clipboard)
  }
}

private struct Badge: View {
  @Environment(\.isFocused) private var isFocused
  var body: some View { Text(isFocused ? "badge*" : "badge") }
}

/// Commands with focused fields of their own, as a SwiftUI app declares them.
private struct TextCommands: Commands {
  @FocusedBinding(\.selectedText) private var text
  @FocusedObject private var clipboard: Clipboard?

  var body: some Commands {
    CommandMenu("Text") {
      Button("Shout \(text ?? "-")") { text = text?.uppercased() }
        .disabled(text == nil)
      Button("Copy \(clipboard?.copies ?? 0)") { clipboard?.copies += 1 }
    }
  }
}

private struct NotesApp: App {
  let clipboard = Clipboard()

  var body: some Scene {
    WindowGroup {
      VStack {
        NoteEditor(clipboard: clipboard)
        Badge().focusable()
      }
      .focusSection()
    }
    .commands { TextCommands() }
  }
}

@MainActor
@Suite struct FocusSpellingTests {
  // https://developer.apple.com/documentation/swiftui/focusedbinding — "observing and
  // automatically unwrapping state bindings from the focused view or one of its ancestors";
  // FocusedValues: "Use the FocusedValue property wrapper in your App or View".
  @Test("A command's @FocusedBinding writes the focused editor's @State")
  func commandWritesThroughBinding() throws {
    let app = AppHost(NotesApp())
    let window = app.windows[0]
    #expect(app.menuBar.text.contains("[Shout -] (disabled)"))
    try window.focus("Note")
    window.flush()
    #expect(app.menuBar.text.contains("[Shout hello]"))
    try app.performCommand("Shout hello")
    window.flush()
    #expect(window.text.contains("Note: [HELLO|]"), "the editor's own state changed")
    #expect(app.menuBar.text.contains("[Shout HELLO]"))
    // https://developer.apple.com/documentation/swiftui/focusedobject — the focused object is
    // observed: its change updates the command.
    try app.performCommand("Copy 0")
    #expect(app.menuBar.text.contains("[Copy 1]"))
  }

  // https://developer.apple.com/documentation/swiftui/environmentvalues/isfocused — whether the
  // nearest focusable ancestor has focus.
  @Test("@Environment(\\.isFocused) inside a .focusable() view")
  func isFocused() throws {
    let app = AppHost(NotesApp())
    let window = app.windows[0]
    #expect(window.text.contains("badge") && !window.text.contains("badge*"))
    try window.focus("badge")
    #expect(window.text.contains("badge*"))
    window.flush()
    #expect(app.menuBar.text.contains("[Shout -] (disabled)"), "focus left the editor")
  }
}
