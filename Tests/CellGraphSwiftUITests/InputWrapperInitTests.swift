import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Each property wrapper initialized in a view's `init`, once per spelling SwiftUI's reference
// declares for it: `self.x = value` where the wrapper has `init(wrappedValue:)` and a settable
// `wrappedValue`, and `_x = Wrapper(…)` with each of its initializers. Each view shows what the
// body sees, and each test drives what the wrapper is for.
// This file: the wrappers that follow input or a store: `@FocusState`, `@AppStorage`,
// `@GestureState`.

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

@MainActor
@Suite struct InputWrapperInitTests {
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
}
