import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Each property wrapper initialized in a view's `init`, once per spelling SwiftUI's reference
// declares for it: `self.x = value` where the wrapper has `init(wrappedValue:)` and a settable
// `wrappedValue`, and `_x = Wrapper(…)` with each of its initializers. Each view shows what the
// body sees, and each test drives what the wrapper is for.
// This file: the object and model wrappers (`@ObservedObject`, `@StateObject`,
// `@EnvironmentObject`, `@Bindable`) and `@Environment`, `@Namespace`, `@ScaledMetric`.

private final class Library: ObservableObject {
  @Published var title: String
  init(title: String) { self.title = title }
}

@Observable private final class Shelf {
  var label: String
  init(label: String) { self.label = label }
}

// MARK: - @ObservedObject, @StateObject, @EnvironmentObject

enum ObservedSpelling { case assignment, wrappedValue, initialValue }

private struct LibraryTitle: View {
  @ObservedObject var library: Library

  init(library: Library, spelling: ObservedSpelling) {
    switch spelling {
    case .assignment: self.library = library
    case .wrappedValue: _library = ObservedObject(wrappedValue: library)
    case .initialValue: _library = ObservedObject(initialValue: library)
    }
  }

  var body: some View {
    TextField("Title", text: $library.title)
  }
}

private struct LibraryParent: View {
  let spelling: ObservedSpelling
  let library = Library(title: "Books")
  var body: some View {
    VStack {
      LibraryTitle(library: library, spelling: spelling)
      Reader(library: library)
    }
  }
}

private struct Reader: View {
  @ObservedObject var library: Library
  var body: some View { Text("Reading \(library.title)") }
}

private struct OwnedLibrary: View {
  @StateObject private var library: Library

  init(title: String) {
    _library = StateObject(wrappedValue: Library(title: title))
  }

  var body: some View {
    Button("Owned \(library.title)") { library.title += "!" }
  }
}

private struct OwnedLibraryParent: View {
  @State private var title = "Atlas"
  var body: some View {
    VStack {
      OwnedLibrary(title: title)
      Button("Rename") { title = "Globe" }
    }
  }
}

private struct SharedLibrary: View {
  @EnvironmentObject var library: Library

  init() {
    _library = EnvironmentObject()
  }

  var body: some View {
    Button("Shared \(library.title)") { library.title = "Maps" }
  }
}

// MARK: - @Bindable

enum BindableSpelling { case assignment, wrappedValue, unlabeled, projectedValue }

private struct ShelfEditor: View {
  @Bindable var shelf: Shelf

  init(shelf: Shelf, spelling: BindableSpelling) {
    switch spelling {
    case .assignment: self.shelf = shelf
    case .wrappedValue: _shelf = Bindable(wrappedValue: shelf)
    case .unlabeled: _shelf = Bindable(shelf)
    case .projectedValue: _shelf = Bindable(projectedValue: Bindable(shelf))
    }
  }

  var body: some View {
    VStack {
      TextField("Label", text: $shelf.label)
      Text("Shelf \(shelf.label)")
    }
  }
}

// MARK: - @Environment, @Namespace, @ScaledMetric

private struct EnabledBadge: View {
  @Environment(\.isEnabled) private var isEnabled: Bool
  @Environment(Shelf.self) private var shelf
  @Environment(Shelf.self) private var optionalShelf: Shelf?

  init() {
    _isEnabled = Environment(\.isEnabled)
    _shelf = Environment(Shelf.self)
    _optionalShelf = Environment(Shelf.self)
  }

  var body: some View {
    Text("\(isEnabled ? "enabled" : "disabled") \(shelf.label) \(optionalShelf?.label ?? "-")")
  }
}

private struct Cards: View {
  @Namespace private var cards
  @ScaledMetric private var size: Double

  init() {
    _cards = Namespace()
    _size = ScaledMetric(wrappedValue: 12)
  }

  var body: some View {
    Text("Ace \(Int(size))").matchedGeometryEffect(id: "ace", in: cards)
  }
}

@MainActor
@Suite struct ObjectWrapperInitTests {
  // Apple, "ObservedObject": `init(wrappedValue:)`, `init(initialValue:)`, and a settable
  // `wrappedValue`, so `self.library = library` in an init initializes the wrapper. A write
  // through `$library.title` publishes to every view observing the object.
  @Test(
    "ObservedObject initialized in init with self.x = , ObservedObject(wrappedValue:) or (initialValue:) observes the object",
    arguments: [ObservedSpelling.assignment, .wrappedValue, .initialValue])
  func observedObjectInInit(spelling: ObservedSpelling) throws {
    let host = ViewHost.testing(LibraryParent(spelling: spelling))
    #expect(host.text.contains("Reading Books"))
    try host.type("Novels", into: "Title")
    #expect(host.text.contains("Reading Novels"))
  }

  // Apple, "StateObject/init(wrappedValue:)": "SwiftUI creates a new instance of the object only
  // once for each instance of the structure that declares the object", even if the initializer
  // is called again with different input.
  @Test("StateObject initialized in init with StateObject(wrappedValue:) is made once per identity")
  func stateObjectInInit() throws {
    let host = ViewHost.testing(OwnedLibraryParent())
    try host.tap("Owned Atlas")
    try host.tap("Rename")
    #expect(host.text.contains("[Owned Atlas!]"))
  }

  // Apple, "EnvironmentObject/init()": the object comes from an ancestor's
  // `environmentObject(_:)`.
  @Test(
    "EnvironmentObject initialized in init with EnvironmentObject() reads the ancestor's object")
  func environmentObjectInInit() throws {
    let library = Library(title: "Atlas")
    let host = ViewHost.testing(SharedLibrary().environmentObject(library))
    #expect(host.text.contains("[Shared Atlas]"))
    try host.tap("Shared Atlas")
    #expect(host.text.contains("[Shared Maps]"))
  }

  // Apple, "Bindable": `init(wrappedValue:)`, `init(_:)`, `init(projectedValue:)` and a settable
  // `wrappedValue` (so `self.shelf = shelf` initializes it); `$shelf.label` binds the property.
  @Test(
    "Bindable initialized in init with self.x = , Bindable(wrappedValue:), Bindable(_:) or Bindable(projectedValue:) binds the model",
    arguments: [BindableSpelling.assignment, .wrappedValue, .unlabeled, .projectedValue])
  func bindableInInit(spelling: BindableSpelling) throws {
    let shelf = Shelf(label: "Top")
    let host = ViewHost.testing(ShelfEditor(shelf: shelf, spelling: spelling))
    #expect(host.text.contains("Shelf Top"))
    try host.type("Low", into: "Label")
    #expect(shelf.label == "Low")
    #expect(host.text.contains("Shelf Low"))
  }

  // Apple, "Environment/init(_:)" with a key path, and with an `Observable` type (required or
  // optional): each reads what an ancestor provides.
  @Test(
    "Environment initialized in init with a key path or an Observable type reads the ancestor's value"
  )
  func environmentInInit() throws {
    let host = ViewHost.testing(EnabledBadge().environment(Shelf(label: "Top")).disabled(true))
    #expect(host.text.contains("disabled Top Top"))
  }

  // Apple, "Namespace/init()" and "ScaledMetric/init(wrappedValue:)".
  @Test("Namespace() and ScaledMetric(wrappedValue:) set in init are usable by the body")
  func namespaceAndMetricInInit() {
    let host = ViewHost.testing(Cards())
    #expect(host.text.contains("Ace 12"))
  }
}
