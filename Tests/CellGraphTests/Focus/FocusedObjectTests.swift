import CellGraphTesting
import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@Observable
private final class Shelf {
  var name: String
  init(_ name: String) { self.name = name }
}

private final class Notebook: ObservableObject {
  @Published var title: String
  init(_ title: String) { self.title = title }
}

private struct ShelfLabel: View {
  @FocusedValueCell(Shelf.self) var shelf
  var body: some View { Text("shelf: \(shelf?.name ?? "none")") }
}

private struct NotebookLabel: View {
  @FocusedObjectCell var notebook: Notebook?
  var body: some View {
    VStack {
      Text("notebook: \(notebook?.title ?? "none")")
      Button("Rename notebook") { notebook?.title = "Renamed" }
    }
  }
}

private struct Library: View {
  let fiction = Shelf("Fiction")
  let poetry = Shelf("Poetry")
  let work = Notebook("Work")
  let home = Notebook("Home")
  @StateCell var a = ""
  @StateCell var b = ""
  @StateCell var c = ""

  var body: some View {
    VStack {
      TextField("A", text: $a).focusedValue(fiction).focusedObject(work)
      TextField("B", text: $b).focusedValue(poetry).focusedObject(home)
      TextField("C", text: $c)
      Button("Rename shelf") { fiction.name = "Novels" }
      ShelfLabel()
      NotebookLabel()
    }
  }
}

private struct SceneObjects: View {
  let shelf = Shelf("Everything")
  let notebook = Notebook("Journal")
  @StateCell var a = ""

  var body: some View {
    VStack {
      TextField("A", text: $a)
      ShelfLabel()
      NotebookLabel()
    }
    .focusedSceneValue(shelf)
    .focusedSceneObject(notebook)
  }
}

@MainActor
@Suite struct FocusedObjectTests {
  // https://developer.apple.com/documentation/swiftui/focusedvalue/init(_:) — the value "is
  // updated dynamically as focus changes"; the object form reads an Observable object published
  // with focusedValue(_:).
  @Test("@FocusedValue(Model.self) follows focus and observes the object it reads")
  func observableObjectForm() throws {
    let host = ViewHost.testing(Library())
    #expect(host.text.contains("shelf: none"))
    try host.focus("A")
    #expect(host.text.contains("shelf: Fiction"))
    try host.focus("B")
    #expect(host.text.contains("shelf: Poetry"))
    try host.focus("A")
    host.flush()
    // Observation tracks the property the reader's body read.
    try host.expectBodies(.view(ShelfLabel.self)) {
      try host.tap("Rename shelf")
    }
    #expect(host.text.contains("shelf: Novels"))
    try host.focus("C")
    #expect(host.text.contains("shelf: none"))
  }

  // https://developer.apple.com/documentation/swiftui/focusedobject — a property wrapper for
  // observing an ObservableObject published with focusedObject(_:) by the focused view or one of
  // its ancestors; nil when none is.
  @Test("@FocusedObject follows focus and re-runs when the object announces a change")
  func observableObjectWrapper() throws {
    let host = ViewHost.testing(Library())
    #expect(host.text.contains("notebook: none"))
    try host.focus("B")
    #expect(host.text.contains("notebook: Home"))
    try host.focus("A")
    #expect(host.text.contains("notebook: Work"))
    try host.expectBodies(.view(NotebookLabel.self)) {
      try host.tap("Rename notebook")
    }
    #expect(host.text.contains("notebook: Renamed"))
  }

  // https://developer.apple.com/documentation/swiftui/view/focusedsceneobject(_:)-8td7y — "Use
  // this method instead of View/focusedObject(_:) for observable objects that must be visible
  // regardless of where focus is located in the active scene."
  @Test("Scene objects are visible with nothing focused")
  func sceneObjects() throws {
    let host = ViewHost.testing(SceneObjects())
    #expect(host.text.contains("shelf: Everything"))
    #expect(host.text.contains("notebook: Journal"))
    try host.focus("A")
    #expect(host.text.contains("shelf: Everything"))
  }
}
