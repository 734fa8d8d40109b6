import CellGraphSwiftUI
import Testing

// Apple's Scrumdinger tutorial keeps its model array as `@State` in the `App` and passes
// `$scrums` down; these apps are written the same way, with SwiftUI's names.

private struct Scrum: Identifiable, Equatable {
  var id: Int
  var title: String
}

private final class ScrumStore: ObservableObject {
  @MainActor static var made = 0
  @Published var saved = 0
  @MainActor init() { Self.made += 1 }
}

@Observable
private final class Library {
  var books: [String] = ["Dune"]
}

private struct ScrumsView: View {
  @Binding var scrums: [Scrum]

  var body: some View {
    VStack {
      ForEach(scrums) { Text($0.title) }
      Button("Add") { scrums.append(Scrum(id: scrums.count, title: "Scrum \(scrums.count)")) }
    }
  }
}

private struct AboutView: View {
  var body: some View { Text("About") }
}

private struct StoreView: View {
  @ObservedObject var store: ScrumStore
  var body: some View {
    Button("Save (\(store.saved))") { store.saved += 1 }
  }
}

private struct ScrumApp: App {
  @State private var scrums = [Scrum(id: 0, title: "Design")]
  @StateObject private var store = ScrumStore()
  @State private var library = Library()
  @Environment(\.colorScheme) private var colorScheme

  var body: some Scene {
    WindowGroup("Count") { Text("\(scrums.count) scrums, \(library.books.count) books") }
    WindowGroup("List") { ScrumsView(scrums: $scrums) }
    WindowGroup("About") { AboutView() }
    WindowGroup("Store") { StoreView(store: store) }
    WindowGroup("Shelf") {
      VStack {
        Text("scheme: \(colorScheme == .light ? "light" : "dark")")
        Button("Add book") { library.books.append("Emma") }
      }
    }
  }
}

private struct LaunchCounterApp: App {
  // swiftlint-style: a store the test owns, so the shared default store is untouched.
  @MainActor static let store = InMemoryStore()
  @AppStorage("launches", store: LaunchCounterApp.store) private var launches = 0

  var body: some Scene {
    WindowGroup("A") { Button("Launch \(launches)") { launches += 1 } }
    WindowGroup("B") { Text("launches: \(launches)") }
  }
}

private struct MisusingApp: App {
  @State private var title = "untitled"

  init() {
    // SwiftUI ignores a write to `@State` before the app is installed.
    title = "written in init"
  }

  var body: some Scene {
    WindowGroup { Text(title) }
  }
}

@MainActor
@Suite struct AppStateTests {
  // SwiftUI (App, "Managing model data in your app"; Scrumdinger "Passing data with bindings"):
  // state declared in the App is the source of truth its scenes share, and a change shows in
  // every view that reads it.
  @Test("An App's @State is shared by its windows, and a write re-runs exactly its readers")
  func appState() throws {
    let app = AppHost(ScrumApp.self)
    let count = app.windows[0]
    let list = app.windows[1]
    let about = app.windows[2]
    #expect(count.text == "1 scrums, 1 books")
    list.resetEvaluations()
    about.resetEvaluations()
    try list.tap("Add")
    #expect(list.text.contains("Scrum 1"))
    #expect(count.text == "2 scrums, 1 books")
    #expect(list.evaluations(of: ScrumsView.self) == 1)
    // The About window's content read no app state: it does not run again.
    #expect(about.evaluations(of: AboutView.self) == 0)
    for window in app.windows { #expect(window.diagnostics.isEmpty) }
  }

  // SwiftUI (StateObject): "SwiftUI creates a new instance of the model object only once during
  // the lifetime of the container that declares the state object" — here, the app.
  @Test("An App's @StateObject is created once and lives as long as the app")
  func appStateObject() throws {
    ScrumStore.made = 0
    let app = AppHost(ScrumApp.self)
    let store = app.windows[3]
    try store.tap("Save (0)")
    try store.tap("Save (1)")
    #expect(store.text == "[Save (2)]")
    #expect(ScrumStore.made == 1)
  }

  // SwiftUI (Observation, "Managing model data in your app"): an @Observable model stored in
  // the App's @State is shared; a view reading a property updates when it changes.
  @Test("An @Observable model in an App's @State updates every window that read it")
  func appObservable() throws {
    let app = AppHost(ScrumApp.self)
    try app.windows[4].tap("Add book")
    #expect(app.windows[0].text == "1 scrums, 2 books")
    // The App's @Environment reads the app's environment (the default light scheme).
    #expect(app.windows[4].text.contains("scheme: light"))
  }

  // SwiftUI (AppStorage): "a property wrapper type that reflects a value from UserDefaults and
  // invalidates a view on a change in value in that user default" — in an App as in a view.
  @Test("An App's @AppStorage is shared by its windows and persists in its store")
  func appStorage() throws {
    let app = AppHost(LaunchCounterApp.self)
    try app.windows[0].tap("Launch 0")
    #expect(app.windows[1].text == "launches: 1")
    // A second launch reads what the first stored.
    let again = AppHost(LaunchCounterApp.self)
    #expect(again.windows[1].text == "launches: 1")
  }

  // SwiftUI (State): state is only valid once installed; SwiftUI logs a runtime warning for an
  // access outside. Here the report reaches the windows, where a test looks.
  @Test("A write to App state in the App's init is reported on every window's host")
  func misuseReachesWindows() {
    let app = AppHost(MisusingApp.self)
    #expect(app.windows[0].text == "untitled")
    #expect(app.windows[0].diagnostics.contains { $0.kind == .uninstalledState })
    #expect(app.diagnostics.contains { $0.kind == .uninstalledState })
  }
}
