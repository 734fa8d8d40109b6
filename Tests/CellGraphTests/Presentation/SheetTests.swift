import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Inbox: View {
  let log: EventLog
  @StateCell var isComposing = false
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("Inbox \(count)")
      Button("Compose") { isComposing = true }
      Button("Bump") { count += 1 }
      Button("Close") { isComposing = false }
    }
    .sheet(isPresented: $isComposing, onDismiss: dismissed) {
      Composer(log: log, title: "Compose \(count)")
    }
  }

  func dismissed() { log.add("onDismiss") }
}

private struct Note: Identifiable, Equatable {
  let id: Int
  var title: String
}

private struct NoteList: View {
  let log: EventLog
  @StateCell var selected: Note?

  var body: some View {
    VStack {
      Button("Open 1") { selected = Note(id: 1, title: "Milk") }
      Button("Open 2") { selected = Note(id: 2, title: "Eggs") }
      Button("Rename 1") { selected = Note(id: 1, title: "Oat milk") }
    }
    .sheet(item: $selected, onDismiss: dismissed) { note in
      Composer(log: log, title: note.title)
    }
  }

  func dismissed() { log.add("onDismiss") }
}

private struct GuardedEditor: View {
  @StateCell var hasChanges = false
  @EnvironmentCell(\.dismiss) var dismiss
  var body: some View {
    VStack {
      Button("Edit") { hasChanges = true }
      Button("Save") { dismiss() }
    }
    .interactiveDismissDisabled(hasChanges)
  }
}

private struct Guarded: View {
  @StateCell var edits = false
  var body: some View {
    Button("Open") { edits = true }
      .sheet(isPresented: $edits) { GuardedEditor() }
  }
}

/// A screen whose presenter can leave the tree while its sheet is up.
private struct Removable: View {
  let log: EventLog
  @StateCell var showsPresenter = true
  @StateCell var showsOther = false

  var body: some View {
    VStack {
      if showsPresenter {
        Inbox(log: log)
      }
      Button("Other") { showsOther = true }
    }
    .sheet(isPresented: $showsOther) { Text("Other sheet") }
  }
}

/// Sheets and full-screen covers: lifetime of the presented content, write-back on dismissal.
@MainActor
@Suite struct SheetTests {
  @Test("A sheet's content appears when its binding becomes true and is shown after the screen")
  func presents() throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    #expect(host.presentations.isEmpty)
    try host.tap("Compose")
    #expect(
      host.text == """
        Inbox 0
        [Compose]
        [Bump]
        [Close]
        +- sheet -------------------+
        |Compose 0 (presented: true)|
        |Draft: []                  |
        |[Done]                     |
        +---------------------------+
        """)
    #expect(host.presentations == ["sheet"])
    #expect(log.take() == ["composer appear"])
  }

  @Test("The content's state is fresh on each presentation and kept while presented")
  func stateLifetime() throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    try host.tap("Compose")
    try host.type("Hello", into: "Draft")
    try host.find(text: "[Bump]").tap()
    #expect(host.text.contains("Draft: [Hello]"), "a presenter re-render keeps the sheet's state")
    #expect(host.text.contains("Compose 1"), "the content follows the presenter's values")
    try host.tap("Done")
    host.flush()
    try host.tap("Compose")
    #expect(host.text.contains("Draft: []"), "a new presentation starts with fresh state")
  }

  @Test("\\.dismiss writes false to the binding; disappear, task cancellation, then onDismiss")
  func dismissFromContent() async throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    try host.tap("Compose")
    host.flush()
    _ = log.take()
    try host.tap("Done")
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(!host.text.contains("sheet"))
    await host.settle()
    #expect(log.take() == ["composer disappear", "onDismiss", "composer task cancelled"])
    try host.tap("Compose")
    #expect(host.presentations == ["sheet"], "the binding was written back to false")
  }

  @Test("The dismiss interaction dismisses the sheet as a swipe down, through the binding")
  func dismissInteraction() throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    try host.tap("Compose")
    try host.dismissPresentation()
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(log.take() == ["composer appear", "composer disappear", "onDismiss"])
  }

  @Test("A found view dismisses the presentation it is in")
  func dismissFoundView() throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    try host.tap("Compose")
    try host.find(Composer.self).dismissPresentation()
    #expect(host.presentations.isEmpty)
  }

  @Test("Dismissing with nothing presented is an interaction error")
  func dismissNothing() {
    let host = ViewHost.testing(Inbox(log: EventLog()))
    #expect {
      try host.dismissPresentation()
    } throws: { ($0 as? InteractionError)?.reason == .notFound }
  }

  @Test("Writing the binding false from the presenter dismisses the sheet and runs onDismiss")
  func programmaticDismissal() throws {
    let log = EventLog()
    let host = ViewHost.testing(Inbox(log: log))
    try host.tap("Compose")
    // A found view reaches below the sheet, where a user could not.
    try host.find(text: "[Close]").tap()
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(log.take() == ["composer appear", "composer disappear", "onDismiss"])
  }

  @Test("sheet(item:) presents the item, writes nil on dismissal, and re-presents another id")
  func itemSheet() throws {
    let log = EventLog()
    let host = ViewHost.testing(NoteList(log: log))
    try host.tap("Open 1")
    #expect(host.text.contains("Milk (presented: true)"))
    try host.type("draft", into: "Draft")
    try host.find(text: "[Rename 1]").tap()
    #expect(host.text.contains("Oat milk"), "the same id updates the content in place")
    #expect(host.text.contains("Draft: [draft]"), "and keeps its state")
    _ = log.take()
    try host.find(text: "[Open 2]").tap()
    #expect(host.text.contains("Eggs"))
    #expect(host.text.contains("Draft: []"), "another id is a new presentation")
    #expect(log.take() == ["composer disappear", "onDismiss", "composer appear"])
    try host.tap("Done")
    host.flush()
    #expect(host.presentations.isEmpty)
    let list = try #require(host.find(NoteList.self).view(as: NoteList.self))
    #expect(list.selected == nil, "dismissal wrote nil to the item binding")
  }

  @Test("interactiveDismissDisabled inside a sheet refuses the swipe but not \\.dismiss")
  func interactiveDismissDisabled() throws {
    let host = ViewHost.testing(Guarded())
    try host.tap("Open")
    try host.tap("Edit")
    #expect {
      try host.dismissPresentation()
    } throws: { error in
      guard case .rejected(let message)? = (error as? InteractionError)?.reason else {
        return false
      }
      return message.contains("interactiveDismissDisabled(true)")
    }
    #expect(host.presentations == ["sheet"])
    try host.tap("Save")
    #expect(host.presentations.isEmpty)
    try host.tap("Open")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty, "false (no changes yet) lets the swipe through")
  }

  @Test("A presenter leaving the tree takes its sheet along and frees the screen's slot")
  func presenterRemoved() throws {
    let log = EventLog()
    let host = ViewHost.testing(Removable(log: log))
    try host.tap("Compose")
    host.flush()
    _ = log.take()
    let screen = try #require(host.find(Removable.self).view(as: Removable.self))
    screen.showsPresenter = false
    host.flush()
    #expect(host.presentations.isEmpty)
    #expect(log.take() == ["composer disappear"], "onDismiss runs only for a dismissal")
    try host.tap("Other")
    #expect(host.presentations == ["sheet"], "the slot was released")
    #expect(host.diagnostics.isEmpty)
  }
}
