import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct NameField: View {
  @BindingCell var text: String
  var body: some View { TextField("Nickname", text: $text) }
}

/// Shows an editor only while the nickname is set, through the failable binding initializer.
private struct Profile: View {
  @StateCell var nickname: String? = nil
  @StateCell var name = "Ada"
  var body: some View {
    VStack {
      Button("Set") { nickname = "Countess" }
      Button("Clear") { nickname = nil }
      if let nick = BindingCell($nickname) {
        NameField(text: nick)
      } else {
        Text("no nickname")
      }
      OptionalReader(value: BindingCell<String?>($name))
    }
  }
}

private struct OptionalReader: View {
  @BindingCell var value: String?
  var body: some View {
    VStack {
      Text("name \(value ?? "nil")")
      Button("Rename") { value = "Grace" }
      Button("Erase") { value = nil }
    }
  }
}

@MainActor
@Suite struct OptionalBindingTests {
  @Test("The failable initializer is nil while the base is nil and writes through once it is not")
  func failable() throws {
    let host = ViewHost(Profile())
    #expect(host.text.contains("no nickname"))
    try host.tap("Set")
    #expect(host.text.contains("Nickname: [Countess]"))
    try host.type("Lovelace", into: "Nickname")
    #expect(host.text.contains("Nickname: [Lovelace]"))
    try host.tap("Clear")
    #expect(host.text.contains("no nickname"))
  }

  @Test("An unwrapped binding that outlives its value reads the last value and can store it again")
  func outlived() {
    var stored: String? = "first"
    let base = BindingCell<String?>(get: { stored }, set: { stored = $0 })
    let unwrapped = BindingCell(base)
    #expect(unwrapped?.wrappedValue == "first")
    stored = nil
    #expect(unwrapped?.wrappedValue == "first", "the last non-nil value, not a crash")
    unwrapped?.wrappedValue = "second"
    #expect(stored == "second")
    #expect(BindingCell(BindingCell<Int?>.constant(nil)) == nil)
  }

  @Test("A binding to an optional over a plain value reads it and ignores nil writes")
  func optionalOverPlain() throws {
    let host = ViewHost(Profile())
    #expect(host.text.contains("name Ada"))
    try host.tap("Erase")
    #expect(host.text.contains("name Ada"), "nil has no value to store; the base keeps its own")
    try host.tap("Rename")
    #expect(host.text.contains("name Grace"))
  }

  @Test("Optional and unwrapped bindings of the same base are the same input to a child")
  func sameInput() throws {
    let host = ViewHost(Profile())
    try host.tap("Set")
    host.flush()
    host.resetEvaluations()
    try host.tap("Set")  // an equal value: nothing changes
    try host.tap("Rename")
    host.flush()
    #expect(host.evaluations(of: Profile.self) == 0, "Profile reads only nickname, not name")
    #expect(host.evaluations(of: NameField.self) == 0)
    #expect(host.evaluations(of: OptionalReader.self) == 1)
  }
}
