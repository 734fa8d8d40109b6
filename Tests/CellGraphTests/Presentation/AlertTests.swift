import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Drafts: View {
  let log: EventLog
  @StateCell var asksDelete = false
  @StateCell var showsSaved = false
  @StateCell var file: String?
  @StateCell var asksFile = false

  var body: some View {
    VStack {
      Button("Delete") { asksDelete = true }
      Button("Save") { showsSaved = true }
      Button("Trash file") {
        file = "notes.txt"
        asksFile = true
      }
    }
    .alert("Delete the draft?", isPresented: $asksDelete) {
      Button("Delete", role: .destructive) { log.add("deleted (presented: \(asksDelete))") }
      Button("Keep", role: .cancel) { log.add("kept") }
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct Saved: View {
  @StateCell var showsSaved = false
  var body: some View {
    Button("Save") { showsSaved = true }
      .alert("Saved", isPresented: $showsSaved) {}
  }
}

private struct FileTrash: View {
  let log: EventLog
  @StateCell var asks = false
  @StateCell var file: String?

  var body: some View {
    VStack {
      Button("Ask") { asks = true }
      Button("Pick") { file = "notes.txt" }
    }
    .alert("Move to trash?", isPresented: $asks, presenting: file) { file in
      Button("Trash \(file)", role: .destructive) { log.add("trashed \(file)") }
    } message: { file in
      Text("\(file) goes to the trash.")
    }
  }
}

private struct SaveError: LocalizedError {
  var errorDescription: String? { "The disk is full" }
}

private struct Failing: View {
  @StateCell var failed = false
  var body: some View {
    Button("Fail") { failed = true }
      .alert(isPresented: $failed, error: SaveError()) {
        Button("Retry") {}
      }
  }
}

/// Alerts: buttons that run their action and dismiss, the added OK, `presenting:` and errors.
@MainActor
@Suite struct AlertTests {
  @Test("An alert shows its title, message and buttons in a frame after the screen")
  func textForm() throws {
    let host = ViewHost.testing(Drafts(log: EventLog()))
    try host.tap("Delete")
    #expect(
      host.text == """
        [Delete]
        [Save]
        [Trash file]
        +- alert --------------+
        |Delete the draft?     |
        |This cannot be undone.|
        |[Delete] (destructive)|
        |[Keep] (cancel)       |
        +----------------------+
        """)
  }

  @Test("Tapping an alert button runs its action, then dismisses the alert and writes false")
  func buttonDismisses() throws {
    let log = EventLog()
    let host = ViewHost.testing(Drafts(log: log))
    try host.tap("Delete")
    try host.tap("Delete")  // the alert's: the button below it is out of a user's reach
    host.flush()
    #expect(log.take() == ["deleted (presented: true)"], "the action runs before the dismissal")
    #expect(host.presentations.isEmpty)
    try host.tap("Delete")
    #expect(host.presentations == ["alert"], "the binding went back to false")
  }

  @Test("The dismiss interaction taps the alert's cancel button")
  func dismissTapsCancel() throws {
    let log = EventLog()
    let host = ViewHost.testing(Drafts(log: log))
    try host.tap("Delete")
    try host.dismissPresentation()
    host.flush()
    #expect(log.take() == ["kept"])
    #expect(host.presentations.isEmpty)
  }

  @Test("An alert with no buttons gets an OK button that dismisses it")
  func addedOK() throws {
    let host = ViewHost.testing(Saved())
    try host.tap("Save")
    #expect(
      host.text == """
        [Save]
        +- alert -+
        |Saved    |
        |[OK]     |
        +---------+
        """)
    try host.tap("OK")
    #expect(host.presentations.isEmpty)
  }

  @Test("An alert with buttons but no cancel button cannot be dismissed by the interaction")
  func noCancelRefuses() throws {
    let host = ViewHost.testing(FileTrash(log: EventLog()))
    try host.tap("Pick")
    try host.tap("Ask")
    #expect {
      try host.dismissPresentation()
    } throws: { error in
      guard case .rejected(let message)? = (error as? InteractionError)?.reason else {
        return false
      }
      return message.contains("no button with role .cancel")
    }
    #expect(host.presentations == ["alert"])
  }

  @Test("presenting: needs both the flag and the data; the actions get the data")
  func presentingData() throws {
    let log = EventLog()
    let host = ViewHost.testing(FileTrash(log: log))
    try host.tap("Ask")
    #expect(host.presentations.isEmpty, "no data: no alert")
    try host.tap("Pick")
    #expect(host.presentations == ["alert"])
    #expect(host.text.contains("notes.txt goes to the trash."))
    try host.tap("Trash notes.txt")
    host.flush()
    #expect(log.take() == ["trashed notes.txt"])
    #expect(host.presentations.isEmpty)
  }

  @Test("The error form is titled with the error's description")
  func errorAlert() throws {
    let host = ViewHost.testing(Failing())
    try host.tap("Fail")
    #expect(host.text.contains("|The disk is full|"))
    try host.tap("Retry")
    #expect(host.presentations.isEmpty)
  }
}
