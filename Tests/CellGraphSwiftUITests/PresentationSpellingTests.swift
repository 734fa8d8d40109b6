import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A screen with a sheet, an alert and a confirmation dialog, written as a SwiftUI file.

private struct Contact: Identifiable {
  let id: Int
  let name: String
}

private struct Contacts: View {
  @State private var editing: Contact?
  @State private var deleted: [String] = []

  var body: some View {
    VStack {
      Text("Deleted: \(deleted.joined(separator: ", "))")
      Button("Edit Ada") { editing = Contact(id: 1, name: "Ada") }
    }
    .sheet(item: $editing) { contact in
      ContactEditor(contact: contact, onDelete: { deleted.append(contact.name) })
    }
  }
}

private struct ContactEditor: View {
  let contact: Contact
  let onDelete: () -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var asks = false

  var body: some View {
    VStack {
      Text("Editing \(contact.name)")
      Button("Delete") { asks = true }
      Button("Done") { dismiss() }
    }
    .confirmationDialog("Delete \(contact.name)?", isPresented: $asks) {
      Button("Delete Contact", role: .destructive) { onDelete() }
    }
  }
}

@MainActor
@Suite struct PresentationSpellingTests {
  @Test("A sheet with a dialog inside, written as SwiftUI, presents, confirms and dismisses")
  func sheetWithDialog() throws {
    let host = ViewHost.testing(Contacts())
    try host.tap("Edit Ada")
    #expect(host.presentations == ["sheet"])
    try host.tap("Delete")
    #expect(host.presentations == ["sheet", "confirmation dialog"])
    try host.tap("Delete Contact")
    #expect(host.presentations == ["sheet"])
    try host.tap("Done")
    #expect(host.presentations.isEmpty)
    #expect(host.text == "Deleted: Ada\n[Edit Ada]")
  }
}
