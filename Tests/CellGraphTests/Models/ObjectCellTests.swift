import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

private final class Library: ObservableObject {
  @Published var books: [String] = []
  @Published var filter = ""
  @Published var shelf = Shelf()
}

private final class Shelf: ObservableObject {
  @Published var label = "A"
}

/// The palette-store pattern: a computed property whose storage is elsewhere announces its
/// changes with `objectWillChange.send()`.
private final class PaletteStore: ObservableObject {
  private var storage: [String: [String]] = ["palettes": ["Faces"]]
  var palettes: [String] {
    get { storage["palettes"] ?? [] }
    set {
      objectWillChange.send()
      storage["palettes"] = newValue
    }
  }
}

/// Counts its instances, to show when an owned object's autoclosure runs.
@MainActor
private final class Counted: ObservableObject {
  static var made = 0
  @Published var value = 0
  init() { Counted.made += 1 }
}

// MARK: - Views

private struct BookCount: View {
  @ObservedObjectCell var library: Library
  var body: some View { Text("\(library.books.count) books") }
}

private struct FilterLabel: View {
  @ObservedObjectCell var library: Library
  var body: some View { Text("filter [\(library.filter)]") }
}

/// Observes the library but reads nothing of it.
private struct Silent: View {
  @ObservedObjectCell var library: Library
  var body: some View { Text("silent") }
}

private struct ShelfLabel: View {
  @ObservedObjectCell var library: Library
  var body: some View { Text("shelf \(library.shelf.label)") }
}

private struct LibraryScreen: View {
  @OwnedObjectCell var library = Library()
  var body: some View {
    VStack {
      BookCount(library: library)
      FilterLabel(library: library)
      Silent(library: library)
      ShelfLabel(library: library)
      TextField("Filter", text: $library.filter)
      Button("Add") { library.books.append("Emma") }
    }
  }
}

private struct OwnerRow: View {
  let id: Int
  @OwnedObjectCell var counted = Counted()
  var body: some View {
    HStack {
      Text("value \(counted.value)")
      Button("Bump \(id)") { counted.value += 1 }
    }
  }
}

private struct OwnerList: View {
  @StateCell var ids = [1, 2]
  @StateCell var tick = 0
  var body: some View {
    VStack {
      Text("tick \(tick)")
      ForEach(ids, id: \.self) { id in OwnerRow(id: id) }
      Button("Tick") { tick += 1 }
      Button("Drop first") { ids.removeFirst() }
      Button("Add 3") { ids.append(3) }
    }
  }
}

private struct StateHeld: View {
  @StateCell var library = Library()
  var body: some View {
    VStack {
      Text("\(library.books.count) books")
      Button("Add") { library.books.append("Emma") }
      Button("Replace") { library = Library() }
    }
  }
}

private struct Chooser: View {
  let first: Library
  let second: Library
  @StateCell var useSecond = false
  var body: some View {
    VStack {
      BookCount(library: useSecond ? second : first)
      Button("Switch") { useSecond = true }
    }
  }
}

private struct PaletteList: View {
  @ObservedObjectCell var store: PaletteStore
  var body: some View { Text(store.palettes.joined(separator: ", ")) }
}

private struct Publisher: View {
  @ObservedObjectCell var library: Library
  var body: some View {
    library.filter = "x"
    return Text("publishes")
  }
}

// MARK: - Tests

@MainActor
@Suite struct ObjectCellTests {
  @Test("Every view observing an object re-runs on any change, read or not")
  func perObjectInvalidation() throws {
    let host = ViewHost(LibraryScreen())
    host.resetEvaluations()
    try host.tap("Add")
    host.flush()
    #expect(host.evaluations(of: BookCount.self) == 1)
    #expect(host.evaluations(of: FilterLabel.self) == 1, "observing is enough")
    #expect(host.evaluations(of: Silent.self) == 1, "even a body that reads nothing")
    #expect(host.evaluations(of: LibraryScreen.self) == 1, "the owner observes it too")
    #expect(host.text.hasPrefix("1 books\nfilter []"))
  }

  @Test("A binding into an observed object writes the property, which publishes the change")
  func bindingIntoObject() throws {
    let host = ViewHost(LibraryScreen())
    try host.type("Aus", into: "Filter")
    host.flush()
    #expect(host.text.contains("filter [Aus]"))
    #expect(host.text.contains("Filter: [Aus]"))
  }

  @Test("An owned object's autoclosure runs once per identity, when the identity is installed")
  func ownedObjectLifetime() throws {
    Counted.made = 0
    let row = OwnerRow(id: 0)
    _ = row
    #expect(Counted.made == 0, "creating the view struct creates no object")
    let host = ViewHost(OwnerList())
    #expect(Counted.made == 2)
    try host.tap("Tick")
    host.flush()
    #expect(Counted.made == 2, "re-created row structs keep their objects")
    try host.tap("Drop first")
    try host.tap("Add 3")
    host.flush()
    #expect(Counted.made == 3, "a new identity gets a new object")
  }

  @Test("An owned object's change re-runs its owner only")
  func ownedObjectInvalidatesOwner() throws {
    let host = ViewHost(OwnerList())
    host.resetEvaluations()
    try host.tap("Bump 1")
    host.flush()
    #expect(host.evaluations(of: OwnerRow.self) == 1)
    #expect(host.evaluations(of: OwnerList.self) == 0)
    #expect(host.text.contains("value 1"))
  }

  @Test("A StateCell holding an ObservableObject does not re-run on its @Published changes")
  func stateCellHoldingObject() throws {
    let host = ViewHost(StateHeld())
    host.resetEvaluations()
    try host.tap("Add")
    host.flush()
    #expect(host.evaluations(of: StateHeld.self) == 0, "a state cell does not observe its object")
    #expect(host.text.hasPrefix("0 books"), "so the text is stale, as in SwiftUI")

    try host.tap("Replace")
    host.flush()
    #expect(host.evaluations(of: StateHeld.self) == 1, "replacing the reference is a change")
  }

  @Test("An observed object is whatever the parent passes; another object is observed from then on")
  func observedObjectReplaced() throws {
    let first = Library()
    let second = Library()
    let host = ViewHost(Chooser(first: first, second: second))
    try host.tap("Switch")
    host.flush()
    host.resetEvaluations()
    first.books = ["old"]
    host.flush()
    #expect(host.evaluations(of: BookCount.self) == 0, "no longer observes the first")
    second.books = ["new", "newer"]
    host.flush()
    #expect(host.evaluations(of: BookCount.self) == 1)
    #expect(host.text.hasPrefix("2 books"))
  }

  @Test("A change inside a nested object does not re-run the observers of the outer one")
  func nestedObjectsDoNotPropagate() {
    let library = Library()
    let host = ViewHost(ShelfLabel(library: library))
    host.resetEvaluations()
    library.shelf.label = "B"
    host.flush()
    #expect(host.evaluations(of: ShelfLabel.self) == 0)
    #expect(
      host.text == "shelf A", "stale, as in SwiftUI: observe the nested object where it is used")

    library.shelf = Shelf()
    host.flush()
    #expect(host.evaluations(of: ShelfLabel.self) == 1, "replacing the nested object is a change")
  }

  @Test("The pattern for nested objects: forward the inner object's changes to the outer one")
  func nestedObjectsForwarded() {
    let library = Library()
    let forwarding = library.shelf.objectWillChange.sink { [outer = library.objectWillChange] in
      outer.send()
    }
    let host = ViewHost(ShelfLabel(library: library))
    library.shelf.label = "C"
    host.flush()
    #expect(host.text == "shelf C")
    _ = forwarding
  }

  @Test("objectWillChange.send() by a computed property re-runs the observers (palette store)")
  func manualSend() {
    let store = PaletteStore()
    let host = ViewHost(PaletteList(store: store))
    store.palettes.append("Animals")
    host.flush()
    #expect(host.text == "Faces, Animals")
  }

  @Test("Publishing a change during a body is reported, and the observers re-run next pass")
  func publishingDuringBody() {
    struct Screen: View {
      let library: Library
      var body: some View {
        VStack {
          FilterLabel(library: library)
          Publisher(library: library)
        }
      }
    }
    let library = Library()
    let host = ViewHost(Screen(library: library))
    #expect(host.text == "filter [x]\npublishes")
    #expect(host.diagnostics.map(\.kind).contains(.publishedDuringUpdate))
    #expect(
      host.diagnostics.first?.message.hasPrefix(
        "Library published a change (objectWillChange) while Screen/VStack/Publisher") == true)
  }

  @Test("Records name the object that announced the change")
  func records() throws {
    let library = Library()
    let host = ViewHost(BookCount(library: library), recordingEvaluations: true)
    host.resetEvaluations()
    library.books = ["Emma"]
    host.flush()
    let evaluation = host.updateRecords.last?.evaluations.first
    #expect(
      evaluation?.reasons == [
        .sourceChanged(SourceChange(kind: .object, name: "Library", oldValue: "", newValue: ""))
      ])
    #expect(evaluation?.description == "BookCount: Library will change (objectWillChange)")
    #expect(evaluation?.changeLine == "BookCount: _library changed.")
  }

  @Test("When the observing views go, the subscription to the object goes too")
  func subscriptionReleased() {
    let library = Library()
    let host = ViewHost(BookCount(library: library))
    #expect(library.objectWillChange.subscriberCount == 1)
    let second = ViewHost(FilterLabel(library: library))
    #expect(library.objectWillChange.subscriberCount == 1, "one source per object, shared")
    host.setRoot(BookCount(library: Library()))
    host.flush()
    second.setRoot(FilterLabel(library: Library()))
    second.flush()
    #expect(library.objectWillChange.subscriberCount == 0)
  }

  @Test("An owned object can be inspected by name, like state")
  func ownedObjectInspected() {
    let host = ViewHost(LibraryScreen())
    let state = host.inspectedRoot.children[0].state
    #expect(state.map(\.name) == ["library"])
    #expect(state.first?.value is Library)
  }

  @Test("An owned object used outside a host is created for each access, with a diagnostic")
  func ownedObjectOutsideHost() {
    UnhostedDiagnostics.removeAll()
    let row = OwnerRow(id: 0)
    #expect(row.counted !== row.counted)
    #expect(UnhostedDiagnostics.all.map(\.kind) == [.uninstalledState])
    UnhostedDiagnostics.removeAll()
  }

  @Test("Changes published on another thread reach the observers on the main actor")
  func publishedOnAnotherThread() async {
    // `nonisolated(unsafe)`: the model is changed on one other thread while the main actor waits.
    nonisolated(unsafe) let library = Library()
    let host = ViewHost(BookCount(library: library))
    host.resetEvaluations()
    await modelsOnAnotherThread {
      for index in 0..<50 { library.books.append("book \(index)") }
    }
    await host.settle()
    #expect(host.text == "50 books")
    #expect(host.evaluations(of: BookCount.self) == 1, "fifty changes, one evaluation")
  }
}
