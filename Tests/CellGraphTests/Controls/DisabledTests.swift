import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Screen: View {
  @StateCell var locked = false
  @StateCell var name = "Ada"
  @StateCell var on = false
  @StateCell var saves = 0

  var body: some View {
    VStack {
      Button("Lock") { locked.toggle() }
      VStack {
        Button("Save") { saves += 1 }
        Toggle("Sync", isOn: $on)
        TextField("Name", text: $name)
      }
      .disabled(locked)
    }
  }
}

private struct EnabledReader: View {
  @EnvironmentCell(\.isEnabled) var isEnabled
  var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct Nested: View {
  @StateCell var outer = true
  var body: some View {
    VStack {
      Button("Outer") { outer.toggle() }
      EnabledReader().disabled(false).disabled(outer)
    }
  }
}

@MainActor
@Suite struct DisabledTests {
  @Test("A disabled control shows (disabled) after its text form")
  func textForm() throws {
    let host = ViewHost(Screen())
    try host.tap("Lock")
    #expect(
      host.text == """
        [Lock]
        [Save] (disabled)
        [ ] Sync (disabled)
        Name: [Ada] (disabled)
        """)
  }

  @Test("An interaction with a disabled control throws .disabled and writes nothing")
  func interactionFails() throws {
    let host = ViewHost(Screen())
    try host.tap("Lock")
    #expect(throws: InteractionError.self) { try host.tap("Save") }
    do {
      try host.toggle("Sync")
      Issue.record("a disabled toggle must not flip")
    } catch let error as InteractionError {
      #expect(error.reason == .disabled)
      #expect(error.description.contains("The toggle \"Sync\""))
      #expect(error.description.contains("is disabled"))
    }
    #expect(throws: InteractionError.self) { try host.type("Grace", into: "Name") }
    #expect(host.text.contains("[ ] Sync (disabled)"))
    #expect(host.text.contains("Name: [Ada] (disabled)"))
  }

  @Test("Re-enabling a control makes it usable again and re-renders only the controls")
  func reenable() throws {
    let host = ViewHost(Screen(), recordingEvaluations: true)
    try host.tap("Lock")
    host.flush()
    host.resetEvaluations()
    try host.tap("Lock")
    host.flush()
    #expect(host.evaluations(of: Screen.self) == 1, "Screen read locked")
    try host.toggle("Sync")
    #expect(host.text.contains("[x] Sync"))
    #expect(!host.text.contains("disabled"))
  }

  @Test("An ancestor's .disabled(true) wins over a descendant's .disabled(false)")
  func ancestorWins() throws {
    let host = ViewHost(Nested())
    #expect(host.text.contains("disabled"))
    host.resetEvaluations()
    try host.tap("Outer")
    #expect(host.text.hasSuffix("enabled"))
    #expect(!host.text.hasSuffix("disabled"))
    #expect(host.evaluations(of: EnabledReader.self) == 1, "the reader of isEnabled re-ran")
  }
}
