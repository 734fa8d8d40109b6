import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Property wrappers initialized in an `init`, each the ways SwiftUI's reference allows:
// `State(initialValue:)` / `State(wrappedValue:)` assigned to `_x`; `self.x = value` for
// wrappers whose `wrappedValue` is settable and that have `init(wrappedValue:)` (State,
// ObservedObject, Bindable); `_x = StateObject(wrappedValue:)`; `_x = binding` and
// `Binding(projectedValue:)` for Binding; `_x = FocusState()`; `_x = AppStorage(wrappedValue:_:)`;
// `_x = Environment(\.key)` and `_x = EnvironmentObject()`.

private final class Library: ObservableObject {
  @Published var title = "Books"
}

@Observable private final class Shelf {
  var label = "Shelf"
}

private struct Wrapped: View {
  @State private var count: Int
  @State private var name: String
  @State private var note: String
  @Binding var isOn: Bool
  @Binding var isAlsoOn: Bool
  @ObservedObject var library: Library
  @ObservedObject var other: Library
  @StateObject private var owned: Library
  @Bindable var shelf: Shelf
  @FocusState private var focused: Bool
  @AppStorage private var theme: String
  @Environment(\.isEnabled) private var isEnabled: Bool

  init(isOn: Binding<Bool>, library: Library, shelf: Shelf) {
    _count = State(initialValue: 1)
    _name = State(wrappedValue: "Ada")
    self.note = "first"
    _isOn = isOn
    _isAlsoOn = Binding(projectedValue: isOn)
    self.library = library
    _other = ObservedObject(wrappedValue: library)
    _owned = StateObject(wrappedValue: Library())
    self.shelf = shelf
    _focused = FocusState()
    _theme = AppStorage(wrappedValue: "light", "theme", store: InMemoryStore())
    _isEnabled = Environment(\.isEnabled)
  }

  var body: some View {
    VStack {
      Text("\(count) \(name) \(note) \(library.title) \(other.title) \(shelf.label) \(theme)")
      Toggle("On", isOn: $isOn)
      TextField("Title", text: $library.title)
      TextField("Label", text: $shelf.label)
    }
  }
}

private struct Root: View {
  @State private var isOn = false
  let library = Library()
  let shelf = Shelf()
  var body: some View { Wrapped(isOn: $isOn, library: library, shelf: shelf) }
}

@MainActor
@Suite struct PropertyWrapperInitializationUses {
  // SwiftUI: `ObservedObject.wrappedValue` is settable and `ObservedObject.init(wrappedValue:)`
  // exists, so `self.library = library` in an init initializes the wrapper; likewise `State`.
  @Test("Every wrapper initialized in init as SwiftUI allows holds the value it was given")
  func initializedInInit() throws {
    let host = ViewHost.testing(Root())
    #expect(host.text.contains("1 Ada first Books Books Shelf light"))
    try host.type("Novels", into: "Title")
    try host.toggle("On")
    #expect(host.text.contains("1 Ada first Novels Novels Shelf light"))
    #expect(host.text.contains("[x] On"))
  }
}
