import CellGraphTesting
import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct NoteTitleKey: FocusedValueKey {
  typealias Value = String
}

private struct NoteTextKey: FocusedValueKey {
  typealias Value = BindingCell<String>
}

extension FocusedValues {
  fileprivate var noteTitle: String? {
    get { self[NoteTitleKey.self] }
    set { self[NoteTitleKey.self] = newValue }
  }

  fileprivate var noteText: BindingCell<String>? {
    get { self[NoteTextKey.self] }
    set { self[NoteTextKey.self] = newValue }
  }
}

/// A toolbar button elsewhere in the window that acts on the focused note.
private struct DeleteButton: View {
  @FocusedValueCell(\.noteTitle) var title
  var body: some View {
    Button("Delete \(title ?? "nothing")") {}.disabled(title == nil)
  }
}

private struct TwoNotes: View {
  @StateCell var first = ""
  @StateCell var second = ""
  @StateCell var firstTitle = "Groceries"
  @StateCell var other = ""

  var body: some View {
    VStack {
      TextField("First", text: $first).focusedValue(\.noteTitle, firstTitle)
      TextField("Second", text: $second).focusedValue(\.noteTitle, "Ideas")
      TextField("Other", text: $other)
      Button("Rename") { firstTitle = "Errands" }
      DeleteButton()
    }
  }
}

@MainActor
@Suite struct FocusedValueTests {
  // https://developer.apple.com/documentation/swiftui/focusedvalue/wrappedvalue — "Returns nil
  // when nothing in the focused view hierarchy exports a value."
  @Test("Nothing focused: the focused value is nil")
  func nothingFocused() {
    let host = ViewHost.testing(TwoNotes())
    #expect(host.text.contains("[Delete nothing] (disabled)"))
  }

  // https://developer.apple.com/documentation/swiftui/focusedvalue — "A property wrapper for
  // observing values from the focused view or one of its ancestors"; init(_:): "updated
  // dynamically as focus changes and different published values go in and out of scope."
  @Test("Focus moving between two fields updates a reader elsewhere, and only the reader")
  func focusMovesValue() throws {
    let host = ViewHost.testing(TwoNotes())
    try host.expectBodies(.view(DeleteButton.self)) {
      try host.focus("First")
    }
    #expect(host.text.contains("[Delete Groceries]"))
    #expect(!host.text.contains("(disabled)"))
    try host.expectBodies(.view(DeleteButton.self)) {
      try host.focus("Second")
    }
    #expect(host.text.contains("[Delete Ideas]"))
    // Focus in a field on no publisher's path: the value goes out of scope.
    try host.expectBodies(.view(DeleteButton.self)) {
      try host.focus("Other")
    }
    #expect(host.text.contains("[Delete nothing] (disabled)"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusedvalue(_:_:)-8079u — the value
  // is injected "for use by other views whose state depends on the focused view hierarchy": a
  // new value from the focused publisher is what they see.
  @Test("A new value from the focused publisher re-runs the reader")
  func publishedValueChanges() throws {
    let host = ViewHost.testing(TwoNotes())
    try host.focus("First")
    host.flush()
    try host.expectBodies(.view(TwoNotes.self), .view(DeleteButton.self)) {
      try host.tap("Rename")
    }
    #expect(host.text.contains("[Delete Errands]"))
  }

  @Test("A focused value read outside a host is nil and reported")
  func outsideHost() {
    UnhostedDiagnostics.removeAll()
    let reader = FocusedValueCell(\.noteTitle)
    #expect(reader.wrappedValue == nil)
    #expect(UnhostedDiagnostics.all.map(\.kind) == [.uninstalledEnvironment])
    UnhostedDiagnostics.removeAll()
  }

  @Test("A publisher off the focused path changing its value re-runs no reader")
  func unfocusedPublisherChanges() throws {
    let host = ViewHost.testing(TwoNotes())
    try host.focus("Second")
    host.flush()
    try host.expectBodies(.view(TwoNotes.self)) {
      try host.tap("Rename")
    }
    #expect(host.text.contains("[Delete Ideas]"))
  }
}
