import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Each property wrapper initialized in a view's `init`, once per spelling SwiftUI's reference
// declares for it: `self.x = value` where the wrapper has `init(wrappedValue:)` and a settable
// `wrappedValue`, and `_x = Wrapper(…)` with each of its initializers. Each view shows what the
// body sees, and each test drives what the wrapper is for.

private final class Library: ObservableObject {
  @Published var title: String
  init(title: String) { self.title = title }
}

@Observable private final class Shelf {
  var label: String
  init(label: String) { self.label = label }
}

// MARK: - @State

enum StateSpelling { case initialValue, wrappedValue, assignment }

/// A counter whose state is initialized in `init` from `start`, spelled three ways.
private struct Counter: View {
  @State private var count: Int

  init(start: Int, spelling: StateSpelling) {
    switch spelling {
    case .initialValue: _count = State(initialValue: start)
    case .wrappedValue: _count = State(wrappedValue: start)
    case .assignment: self.count = start
    }
  }

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

/// Re-creates its `Counter` with a new `start` on every tap of "Restart".
private struct CounterParent: View {
  let spelling: StateSpelling
  @State private var start = 10

  var body: some View {
    VStack {
      Counter(start: start, spelling: spelling)
      Button("Restart") { start += 100 }
    }
  }
}

/// Optional state initialized to `nil` with `State()`.
private struct Picked: View {
  @State private var picked: String?

  init() {
    _picked = State()
  }

  var body: some View {
    Button("Picked \(picked ?? "none")") { picked = "pear" }
  }
}

// MARK: - @Binding

enum BindingSpelling { case underscore, selfUnderscore, projectedValue }

private struct Switch: View {
  @Binding var isOn: Bool

  init(isOn: Binding<Bool>, spelling: BindingSpelling) {
    switch spelling {
    case .underscore: _isOn = isOn
    case .selfUnderscore: self._isOn = isOn
    case .projectedValue: _isOn = Binding(projectedValue: isOn)
    }
  }

  var body: some View { Toggle("Power", isOn: $isOn) }
}

private struct SwitchParent: View {
  let spelling: BindingSpelling
  @State private var isOn = false

  var body: some View {
    VStack {
      Switch(isOn: $isOn, spelling: spelling)
      Text(isOn ? "owner: on" : "owner: off")
    }
  }
}

private struct ConstantSwitch: View {
  @Binding var isOn: Bool
  init() { _isOn = .constant(true) }
  var body: some View { Toggle("Fixed", isOn: $isOn) }
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

// MARK: - @FocusState

private struct FocusForm: View {
  @State private var name = ""
  @FocusState private var nameFocused: Bool

  init() {
    _nameFocused = FocusState()
  }

  var body: some View {
    VStack {
      TextField("Name", text: $name).focused($nameFocused)
      Text(nameFocused ? "editing" : "idle")
    }
  }
}

private enum Field: Hashable { case first, last }

private struct FieldForm: View {
  @State private var first = ""
  @State private var last = ""
  @FocusState private var field: Field?

  init() {
    _field = FocusState()
  }

  var body: some View {
    VStack {
      TextField("First", text: $first).focused($field, equals: .first)
      TextField("Last", text: $last).focused($field, equals: .last)
      Button("Next") { field = .last }
      Text("focus \(field.map { "\($0)" } ?? "none")")
    }
  }
}

private struct FocusRow: View {
  @FocusState<Bool>.Binding var isFocused: Bool

  init(isFocused: FocusState<Bool>.Binding) {
    _isFocused = isFocused
  }

  var body: some View { Button(isFocused ? "Row focused" : "Row idle") { isFocused = true } }
}

private struct FocusRowParent: View {
  @State private var text = ""
  @FocusState private var isFocused: Bool
  var body: some View {
    VStack {
      TextField("Text", text: $text).focused($isFocused)
      FocusRow(isFocused: $isFocused)
    }
  }
}

// MARK: - @AppStorage

private struct Theme: View {
  @AppStorage private var theme: String
  @AppStorage private var nickname: String?

  init(store: InMemoryStore) {
    _theme = AppStorage(wrappedValue: "light", "theme", store: store)
    _nickname = AppStorage("nickname", store: store)
  }

  var body: some View {
    VStack {
      Button("Theme \(theme)") { theme = "dark" }
      Button("Nickname \(nickname ?? "none")") { nickname = "Ada" }
    }
  }
}

// MARK: - @GestureState

enum GestureSpelling {
  case initialValue, wrappedValueTransaction, initialValueReset, nilTransaction, nilReset
}

private struct Pad: View {
  @GestureState private var pan: Double?
  let spelling: GestureSpelling

  init(spelling: GestureSpelling) {
    self.spelling = spelling
    switch spelling {
    case .initialValue: _pan = GestureState(initialValue: 0)
    case .wrappedValueTransaction:
      _pan = GestureState(wrappedValue: 0, resetTransaction: Transaction())
    case .initialValueReset: _pan = GestureState(initialValue: 0, reset: { _, _ in })
    case .nilTransaction: _pan = GestureState(resetTransaction: Transaction())
    case .nilReset: _pan = GestureState(reset: { _, _ in })
    }
  }

  var body: some View {
    VStack {
      Text("Pad")
        .gesture(DragGesture().updating($pan) { value, pan, _ in pan = value.translation.width })
      Text("pan \(pan.map { "\(Int($0))" } ?? "nil")")
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
@Suite struct PropertyWrapperInitTests {
  // Apple, "State": "initialize state in the property declaration … or in an initializer";
  // `init(initialValue:)` and `init(wrappedValue:)`; and `self.count = start` goes through
  // `init(wrappedValue:)` (Swift's property-wrapper initialization, SE-0258). State keeps its
  // stored value when the parent re-creates the view ("State": "SwiftUI … maintains the value
  // across view updates"), so a new `start` is ignored.
  @Test(
    "State initialized in init with State(initialValue:), State(wrappedValue:) or self.x = is seen by the body and survives re-creation",
    arguments: [StateSpelling.initialValue, .wrappedValue, .assignment])
  func stateInInit(spelling: StateSpelling) throws {
    let host = ViewHost.testing(CounterParent(spelling: spelling))
    #expect(host.text.contains("[Count 10]"))
    try host.tap("Count 10")
    try host.tap("Restart")
    #expect(host.text.contains("[Count 11]"))
  }

  // Apple, "State/init()": "Creates a state property without an initial value" where Value is
  // optional: it starts as nil.
  @Test("Optional state initialized with State() starts as nil and takes writes")
  func optionalStateInInit() throws {
    let host = ViewHost.testing(Picked())
    #expect(host.text.contains("[Picked none]"))
    try host.tap("Picked none")
    #expect(host.text.contains("[Picked pear]"))
  }

  // Apple, "Binding": a child "initializes PlayButton" with a binding to the parent's state;
  // `_isOn = binding` sets the wrapper's storage, and "Binding/init(projectedValue:)" makes a
  // binding from another. A write through it writes the owner's state.
  @Test(
    "A binding set in init with _x = , self._x = or Binding(projectedValue:) reads and writes the owner",
    arguments: [BindingSpelling.underscore, .selfUnderscore, .projectedValue])
  func bindingInInit(spelling: BindingSpelling) throws {
    let host = ViewHost.testing(SwitchParent(spelling: spelling))
    #expect(host.text.contains("[ ] Power"))
    try host.toggle("Power")
    #expect(host.text.contains("[x] Power"))
    #expect(host.text.contains("owner: on"))
  }

  // Apple, "Binding/constant(_:)": "a binding with an immutable value".
  @Test("A binding set in init to .constant reads its value and ignores writes")
  func constantBindingInInit() throws {
    let host = ViewHost.testing(ConstantSwitch())
    try host.toggle("Fixed")
    #expect(host.text.contains("[x] Fixed"))
  }

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

  // Apple, "FocusState/init()" (Bool) and "init()" where Value is an optional Hashable.
  @Test("A Bool FocusState initialized in init with FocusState() follows the field's focus")
  func boolFocusStateInInit() throws {
    let host = ViewHost.testing(FocusForm())
    #expect(host.text.contains("idle"))
    try host.focus("Name")
    #expect(host.text.contains("editing"))
  }

  @Test("An optional FocusState initialized in init with FocusState() moves focus when written")
  func optionalFocusStateInInit() throws {
    let host = ViewHost.testing(FieldForm())
    #expect(host.text.contains("focus none"))
    try host.tap("Next")
    #expect(host.text.contains("focus last"))
  }

  // Apple, "FocusState.Binding": a child takes the parent's `$isFocused` and writes focus.
  @Test("A FocusState.Binding set in init with _x = binding reads and writes the parent's focus")
  func focusBindingInInit() throws {
    let host = ViewHost.testing(FocusRowParent())
    #expect(host.text.contains("[Row idle]"))
    try host.tap("Row idle")
    #expect(host.text.contains("[Row focused]"))
  }

  // Apple, "AppStorage/init(wrappedValue:_:store:)" and "init(_:store:)" for an optional value.
  @Test("AppStorage initialized in init with a store reads its default and writes the store")
  func appStorageInInit() throws {
    let store = InMemoryStore()
    let host = ViewHost.testing(Theme(store: store))
    #expect(host.text.contains("[Theme light]"))
    #expect(host.text.contains("[Nickname none]"))
    try host.tap("Theme light")
    try host.tap("Nickname none")
    #expect(host.text.contains("[Theme dark]"))
    #expect(host.text.contains("[Nickname Ada]"))
    let again = ViewHost.testing(Theme(store: store))
    #expect(again.text.contains("[Theme dark]"))
  }

  // Apple, "GestureState": `init(initialValue:)`, `init(wrappedValue:resetTransaction:)`,
  // `init(initialValue:reset:)`, and for an optional value `init(resetTransaction:)` and
  // `init(reset:)`, which start at nil. The value follows the gesture and "resets the property
  // back to its initial state when the gesture ends".
  @Test(
    "GestureState initialized in init with each of its initializers follows a drag and resets when it ends",
    arguments: [
      GestureSpelling.initialValue, .wrappedValueTransaction, .initialValueReset, .nilTransaction,
      .nilReset,
    ])
  func gestureStateInInit(spelling: GestureSpelling) throws {
    let host = ViewHost.testing(Pad(spelling: spelling))
    let initial = [GestureSpelling.nilTransaction, .nilReset].contains(spelling) ? "nil" : "0"
    #expect(host.text.contains("pan \(initial)"))
    try host.drag("Pad", by: CGSize(width: 24, height: 0), endsGesture: false)
    #expect(host.text.contains("pan 24"))
    host.cancelGesture()
    host.flush()
    #expect(host.text.contains("pan \(initial)"))
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
