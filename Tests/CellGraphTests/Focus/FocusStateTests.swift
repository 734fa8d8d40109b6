import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum Field: Hashable {
  case email, password, note
}

private struct EmailRow: View {
  @FocusStateCell<Field?>.Binding var focus: Field?
  @BindingCell var email: String
  var body: some View {
    TextField("Email", text: $email).focused($focus, equals: .email)
  }
}

private struct FocusReader: View {
  @FocusStateCell<Field?>.Binding var focus: Field?
  var body: some View { Text("focus: \(focus.map { "\($0)" } ?? "none")") }
}

private struct Form: View {
  @FocusStateCell var focus: Field?
  @FocusStateCell var noteFocused: Bool
  @StateCell var email = ""
  @StateCell var password = ""
  @StateCell var note = ""
  @StateCell var showsPassword = true

  var body: some View {
    VStack {
      EmailRow(focus: $focus, email: $email)
      if showsPassword {
        TextField("Password", text: $password).focused($focus, equals: .password)
      }
      TextField("Note", text: $note).focused($noteFocused)
      TextField("Plain", text: $note)
      FocusReader(focus: $focus)
      Button("Focus password") { focus = .password }
      Button("Focus note") { noteFocused = true }
      Button("Focus nothing") { focus = nil }
      Button("Focus unbound") { focus = .note }
      Button("Hide password") { showsPassword = false }
    }
  }
}

@MainActor
@Suite struct FocusStateTests {
  private func fields(_ host: ViewHost) -> [String] {
    host.text.split(separator: "\n").map(String.init).filter { $0.contains(": [") }
  }

  @Test("Writing the focus state moves focus to the bound field, which shows a cursor")
  func writeMovesFocus() throws {
    let host = ViewHost(Form())
    #expect(!host.text.contains("|"), "nothing is focused at first")
    try host.tap("Focus password")
    #expect(
      fields(host) == ["Email: []", "Password: [|]", "Note: []", "Plain: []"])
    #expect(host.text.contains("focus: password"))
  }

  @Test("A focus interaction writes the field's focus state")
  func interactionWritesState() throws {
    let host = ViewHost(Form())
    try host.focus("Email")
    #expect(host.text.contains("focus: email"))
    #expect(fields(host).first == "Email: [|]")
    try host.type("ada", into: "Email")
    #expect(fields(host).first == "Email: [ada|]")
  }

  @Test("At most one field has focus: focusing another clears the other focus states")
  func oneFocusPerHost() throws {
    let host = ViewHost(Form())
    try host.focus("Email")
    host.flush()
    try host.tap("Focus note")
    #expect(host.text.contains("focus: none"), "the optional state let go of .email")
    #expect(fields(host) == ["Email: []", "Password: []", "Note: [|]", "Plain: []"])
    try host.focus("Plain")
    #expect(fields(host) == ["Email: []", "Password: []", "Note: []", "Plain: [|]"])
    try host.focus("Password")
    #expect(host.text.contains("focus: password"))
    #expect(fields(host) == ["Email: []", "Password: [|]", "Note: []", "Plain: []"])
  }

  @Test("Writing nil takes focus away")
  func nilClears() throws {
    let host = ViewHost(Form())
    try host.focus("Email")
    try host.tap("Focus nothing")
    #expect(!host.text.contains("|"))
  }

  @Test("Removing the focused field clears its focus state")
  func removalClears() throws {
    let host = ViewHost(Form())
    try host.tap("Focus password")
    host.flush()
    try host.tap("Hide password")
    #expect(host.text.contains("focus: none"))
    #expect(!host.text.contains("|"))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("A value no field is bound to is reported, and focus is cleared")
  func unboundValue() throws {
    let host = ViewHost(Form())
    try host.focus("Email")
    try host.tap("Focus unbound")
    host.flush()
    #expect(host.text.contains("focus: none"))
    #expect(!host.text.contains("|"))
    let diagnostic = try #require(host.diagnostics.first { $0.kind == .unboundFocusValue })
    #expect(diagnostic.message.contains("Form.focus == .note"), "\(diagnostic.message)")
    #expect(diagnostic.message.contains("Focus was cleared"))
  }

  @Test("Moving focus re-runs only the views that read the focus state")
  func precision() throws {
    let host = ViewHost(Form(), recordingEvaluations: true)
    host.flush()
    host.resetEvaluations()
    try host.focus("Password")
    host.flush()
    #expect(host.evaluations(of: FocusReader.self) == 1, "it reads the focus state")
    #expect(host.evaluations(of: EmailRow.self) == 0, "it only passes the binding on")
    #expect(host.evaluations(of: Form.self) == 0, "it only projects the binding")
    host.resetEvaluations()
    try host.focus("Plain")
    host.flush()
    #expect(host.evaluations(of: FocusReader.self) == 1)
    #expect(host.evaluations(of: Form.self) == 0)
  }

  @Test("Focus survives re-creation of the view struct by the same identity")
  func keptByIdentity() throws {
    let host = ViewHost(Form(), recordingEvaluations: true)
    try host.focus("Email")
    try host.type("ada", into: "Email")
    host.flush()
    host.resetEvaluations()
    try host.tap("Hide password")
    host.flush()
    #expect(host.evaluations(of: Form.self) == 1, "Form re-ran and re-created EmailRow")
    #expect(fields(host) == ["Email: [ada|]", "Note: []", "Plain: []"])
    #expect(host.text.contains("focus: email"))
  }

  @Test("A disabled field cannot take focus")
  func disabledField() throws {
    struct Locked: View {
      @FocusStateCell var focused: Bool
      @StateCell var text = ""
      var body: some View {
        TextField("Name", text: $text).focused($focused).disabled(true)
      }
    }
    let host = ViewHost(Locked())
    #expect(throws: InteractionError.self) { try host.focus("Name") }
    #expect(host.text == "Name: [] (disabled)")
  }
}

@MainActor
@Suite struct FocusStateOutsideHostTests {
  @Test("A focus state outside a host reads false and reports uninstalledState")
  func uninstalled() {
    let cell = FocusStateCell<Bool>()
    #expect(cell.wrappedValue == false)
    #expect(
      UnhostedDiagnostics.all.contains {
        $0.kind == .uninstalledState && $0.message.contains("FocusStateCell<Bool> was read")
      })
  }

  @Test("dismissSearch outside a searchable view does nothing")
  func dismissOutside() {
    struct Dismisser: View {
      @EnvironmentCell(\.dismissSearch) var dismissSearch
      @EnvironmentCell(\.isSearching) var isSearching
      var body: some View {
        Button(isSearching ? "searching" : "idle") { dismissSearch() }
      }
    }
    let host = ViewHost(Dismisser())
    #expect(throws: Never.self) { try host.tap("idle") }
    #expect(host.text == "[idle]")
    #expect(host.diagnostics.isEmpty)
  }
}
