import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct NoteScreen: View {
  @StateCell var log: [String] = []
  @StateCell var locked = false
  var body: some View {
    VStack {
      Menu("Actions") {
        Button("Duplicate") { log.append("duplicate") }
        Button("Delete", role: .destructive) { log.append("delete") }
      }
      .disabled(locked)
      Menu("Add") {
        Button("Folder") { log.append("folder") }
      } primaryAction: {
        log.append("note")
      }
      Text("log: \(log.joined(separator: ", "))")
      Button("Lock") { locked = true }
    }
  }
}

/// Menus and button roles.
@MainActor
@Suite struct MenuTests: ViewsRendering {
  @Test("A closed menu shows its label only; an open one shows its items indented")
  func textForm() throws {
    let host = ViewHost(NoteScreen())
    #expect(host.text == "[Actions ▾]\n[Add ▾]\nlog:\n[Lock]")
    try host.openMenu("Actions")
    #expect(
      host.text == """
        [Actions ▴]
          [Duplicate]
          [Delete] (destructive)
        [Add ▾]
        log:
        [Lock]
        """)
    try host.openMenu("Actions")
    #expect(host.text.hasPrefix("[Actions ▾]\n[Add ▾]"))
  }

  @Test("A menu's items are tapped by their label, open or not")
  func tapItems() throws {
    let host = ViewHost(NoteScreen())
    try host.tap("Delete")
    try host.tap("Folder")
    #expect(host.text.contains("log: delete, folder"))
  }

  @Test("Tapping a menu runs its primary action, or opens it without one")
  func tapMenu() throws {
    let host = ViewHost(NoteScreen())
    try host.tapMenu("Add")
    #expect(host.text.contains("[Add ▾]"), "a primary action does not open the menu")
    #expect(host.text.contains("log: note"))
    try host.tapMenu("Actions")
    #expect(host.text.hasPrefix("[Actions ▴]"))
  }

  @Test("A disabled menu refuses to open; its items are disabled with it")
  func disabled() throws {
    let host = ViewHost(NoteScreen())
    try host.tap("Lock")
    #expect(host.text.hasPrefix("[Actions ▾] (disabled)"))
    #expect {
      try host.openMenu("Actions")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
    #expect {
      try host.tap("Delete")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }

  @Test("A button shows its role after its brackets")
  func buttonRoles() {
    #expect(
      render(
        VStack {
          Button("Delete", role: .destructive) {}
          Button(role: .cancel, action: {}) { Text("Cancel") }
          Button("Plain", role: nil) {}
        }) == "[Delete] (destructive)\n[Cancel] (cancel)\n[Plain]")
  }
}
