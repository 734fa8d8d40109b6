import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Settings: View {
  @StateCell var wifi = true
  @StateCell var name = "Ada"
  var body: some View {
    Form {
      Section("Network") {
        Toggle("Wi-Fi", isOn: $wifi)
      } footer: {
        Text("Used for updates.")
      }
      Section {
        TextField("Name", text: $name)
        Button("Sign Out") {}
      } header: {
        Text("Account")
      }
    }
  }
}

private struct Edited: View {
  @StateCell var names = ["Ada", "Grace"]
  var body: some View {
    Form {
      Section("People") {
        ForEach(names, id: \.self) { name in Text(name) }
          .onDelete { offsets in
            for offset in offsets.reversed() { names.remove(at: offset) }
          }
      }
    }
  }
}

@MainActor
@Suite struct FormTests {
  @Test("A form shows each section's header, then its rows and footer indented by two")
  func textForm() {
    #expect(
      ViewHost(Settings()).text == """
        Network
          [x] Wi-Fi
          Used for updates.
        Account
          Name: [Ada]
          [Sign Out]
        """)
  }

  @Test("Controls in a form are interactive and re-render only themselves")
  func controls() throws {
    let host = ViewHost(Settings(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.toggle("Wi-Fi")
    try host.type("Grace", into: "Name")
    host.flush()
    #expect(host.evaluations(of: Settings.self) == 0, "Settings only passes bindings down")
    #expect(host.text.contains("[ ] Wi-Fi"))
    #expect(host.text.contains("Name: [Grace]"))
  }

  @Test("A form's ForEach rows with onDelete can be deleted; a form has no selection")
  func deleteInForm() throws {
    let host = ViewHost(Edited())
    try host.delete("Grace")
    #expect(host.text == "People\n  Ada")
    do {
      try host.select("Ada")
      Issue.record("a form has no selection")
    } catch let error as InteractionError {
      #expect(error.reason == .unsupported)
      #expect(error.controlKind == "list row")
    }
  }
}
