import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Editor: View {
  let log: EventLog
  var visibility: Visibility = .automatic
  @StateCell var asks = false

  var body: some View {
    Button("Discard") { asks = true }
      .confirmationDialog("Discard changes?", isPresented: $asks, titleVisibility: visibility) {
        Button("Discard", role: .destructive) { log.add("discarded") }
      } message: {
        Text("Your edits will be lost.")
      }
  }
}

private struct Chooser: View {
  let log: EventLog
  @StateCell var asks = false

  var body: some View {
    Button("Choose") { asks = true }
      .confirmationDialog("Pick", isPresented: $asks, titleVisibility: .visible) {
        Button("Red") { log.add("red") }
        Button("Never mind", role: .cancel) { log.add("cancelled") }
      }
  }
}

/// Confirmation dialogs: the title's visibility, the added Cancel button, dismissal.
@MainActor
@Suite struct ConfirmationDialogTests {
  @Test("A dialog hides its title by default and adds a Cancel button when it has none")
  func textForm() throws {
    let host = ViewHost.testing(Editor(log: EventLog()))
    try host.tap("Discard")
    #expect(
      host.text == """
        [Discard]
        +- confirmation dialog --+
        |Your edits will be lost.|
        |[Discard] (destructive) |
        |[Cancel] (cancel)       |
        +------------------------+
        """)
  }

  @Test("titleVisibility .visible shows the title above the message")
  func visibleTitle() throws {
    let host = ViewHost.testing(Editor(log: EventLog(), visibility: .visible))
    try host.tap("Discard")
    #expect(host.text.contains("|Discard changes?        |\n|Your edits will be lost.|"))
  }

  @Test("A dialog's own cancel button replaces the added one; dismissing taps it")
  func ownCancel() throws {
    let log = EventLog()
    let host = ViewHost.testing(Chooser(log: log))
    try host.tap("Choose")
    #expect(!host.text.contains("[Cancel]"))
    try host.dismissPresentation()
    host.flush()
    #expect(log.take() == ["cancelled"])
    #expect(host.presentations.isEmpty)
  }

  @Test("Tapping a dialog button runs its action and dismisses the dialog")
  func buttonDismisses() throws {
    let log = EventLog()
    let host = ViewHost.testing(Editor(log: log))
    try host.tap("Discard")
    try host.tap("Discard")  // the dialog's: the button below it is out of a user's reach
    host.flush()
    #expect(log.take() == ["discarded"])
    #expect(host.presentations.isEmpty)
    try host.tap("Discard")
    try host.tap("Cancel")
    #expect(host.presentations.isEmpty, "the added Cancel dismisses too")
  }
}
