import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct LoginScreen: View {
  @StateCell var password = ""
  @StateCell var notes = "Milk\nEggs"
  @StateCell var locked = false
  var body: some View {
    VStack {
      PasswordField(password: $password)
      TextEditor(text: $notes).testID("notes")
      Unrelated()
      Button("Lock") { locked = true }
    }
    .disabled(locked)
  }
}

private struct PasswordField: View {
  @BindingCell var password: String
  var body: some View { SecureField("Password", text: $password) }
}

private struct Unrelated: View {
  var body: some View { Text("unrelated") }
}

/// The secure field and the text editor: text forms, typing, precise re-runs, disabled.
@MainActor
@Suite struct TextInputTests: ViewsRendering {
  @Test("A secure field masks its text with one bullet per character; an editor shows its lines")
  func textForms() throws {
    #expect(
      render(LoginScreen()) == """
        Password: []
        | Milk
        | Eggs
        unrelated
        [Lock]
        """)
    struct Empty: View {
      @StateCell var text = ""
      var body: some View { TextEditor(text: $text) }
    }
    #expect(render(Empty()) == "|")
  }

  @Test("Typing into a secure field writes the text and never shows it")
  func typingIntoSecureField() throws {
    let host = ViewHost(LoginScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.type("hunter2", into: "Password")
    host.flush()
    #expect(host.text.hasPrefix("Password: [•••••••]\n"))
    #expect(!host.text.contains("hunter2"))
    #expect(host.evaluations(of: LoginScreen.self) == 0)
    #expect(host.evaluations(of: PasswordField.self) == 0, "only the field read the password")
    #expect(host.controls.contains("text field \"Password\""))
  }

  @Test("Editing a text editor replaces its text, on the host and on a found view")
  func editing() throws {
    let host = ViewHost(LoginScreen())
    try host.edit("Milk\nEggs\nBread")
    #expect(host.text.contains("| Milk\n| Eggs\n| Bread\nunrelated"))
    try host.find(testID: "notes").edit("")
    #expect(host.text.contains("Password: []\n|\nunrelated"))
    #expect(throws: InteractionError.self) { try host.edit("x", in: "Notes") }
  }

  @Test("Disabled secure fields and editors refuse input and say so")
  func disabled() throws {
    let host = ViewHost(LoginScreen())
    try host.type("pw", into: "Password")
    try host.tap("Lock")
    #expect(
      host.text == """
        Password: [••] (disabled)
        | Milk
        | Eggs (disabled)
        unrelated
        [Lock] (disabled)
        """)
    #expect {
      try host.edit("changed")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
    #expect {
      try host.type("changed", into: "Password")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }
}

@MainActor
@Suite struct SecureFieldFocusTests {
  @Test("A secure field takes focus and submits as a text field does")
  func focusAndSubmit() throws {
    struct Screen: View {
      @StateCell var password = "pw"
      @StateCell var submitted = 0
      var body: some View {
        VStack {
          SecureField("Password", text: $password)
          Text("submitted \(submitted)")
        }
        .onSubmit { submitted += 1 }
      }
    }
    let host = ViewHost(Screen())
    try host.focus("Password")
    #expect(host.text == "Password: [••|]\nsubmitted 0")
    try host.submit("Password")
    #expect(host.text == "Password: [••|]\nsubmitted 1")
  }
}

@MainActor
@Suite struct TextEditorFocusTests {
  @Test("A focused text editor shows a cursor after its last line; it has no submit")
  func focus() throws {
    struct Screen: View {
      @StateCell var notes = "Milk\nEggs"
      var body: some View { TextEditor(text: $notes).testID("notes") }
    }
    let host = ViewHost(Screen())
    try host.focus("")
    #expect(host.text == "| Milk\n| Eggs|")
    #expect(throws: Error.self) { try host.find(testID: "notes").submit() }
  }
}
