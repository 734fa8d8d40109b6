import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Written as SwiftUI code: SwiftUI's spellings only.

private enum Theme: String {
  case system, light, dark
}

private enum Level: Int, Codable {
  case beginner = 1
  case expert = 2
}

private struct Preferences: View {
  @AppStorage("username") private var username = "guest"
  @AppStorage("volume") private var volume = 0.5
  @AppStorage("sounds") private var sounds = true
  @AppStorage("launches") private var launches = 0
  @AppStorage("theme") private var theme: Theme = .system
  @AppStorage("level") private var level: Level = .beginner
  @AppStorage("homepage") private var homepage: URL?
  @AppStorage("favorite") private var favorite: Theme?
  @AppStorage("token") private var token = Data()

  var body: some View {
    VStack {
      Text("\(username) \(volume) \(launches) \(theme.rawValue) \(level.rawValue)")
      Text("home \(homepage?.absoluteString ?? "none"), favorite \(favorite?.rawValue ?? "none")")
      Text("token \(token.count) bytes")
      Toggle("Sounds", isOn: $sounds)
      TextField("Name", text: $username)
      Button("Configure") {
        launches += 1
        volume = 0.75
        theme = .dark
        level = .expert
        homepage = URL(string: "https://swift.org")
        favorite = .light
        token = Data([1, 2, 3])
      }
      Button("Forget") {
        homepage = nil
        favorite = nil
      }
    }
  }
}

/// Reads only the theme: writes of other keys must not re-run it.
private struct ThemeBadge: View {
  @AppStorage("theme") private var theme: Theme = .system
  var body: some View { Text("badge \(theme.rawValue)") }
}

private struct Screen: View {
  var body: some View {
    VStack {
      Preferences()
      ThemeBadge()
    }
  }
}

@MainActor
@Suite struct AppStorageTests {
  @Test("Each supported value type reads its default while nothing is stored")
  func defaults() {
    let host = ViewHost.testing(Screen())
    #expect(
      host.text == """
        guest 0.5 0 system 1
        home none, favorite none
        token 0 bytes
        [x] Sounds
        Name: [guest]
        [Configure]
        [Forget]
        badge system
        """)
  }

  @Test("Writes store each value as the store's JSON, raw-value enums as their raw value")
  func writes() throws {
    let store = InMemoryStore()
    let host = ViewHost.testing(Screen().defaultAppStorage(store))
    try host.tap("Configure")
    try host.toggle("Sounds")
    try host.type("ada", into: "Name")
    #expect(host.text.hasPrefix("ada 0.75 1 dark 2\nhome https://swift.org, favorite light"))
    #expect(host.text.contains("token 3 bytes"))
    #expect(try store.value(String.self, forKey: "theme") == "dark")
    #expect(try store.value(Int.self, forKey: "level") == 2)
    #expect(try store.value(String.self, forKey: "favorite") == "light")
    #expect(try store.value(Bool.self, forKey: "sounds") == false)
    #expect(try store.value(String.self, forKey: "username") == "ada")
    try host.tap("Forget")
    #expect(host.text.contains("home none, favorite none"))
  }

  @Test("Values already in the store are read, raw values as their enum case")
  func reads() throws {
    let store = InMemoryStore()
    try store.set("light", forKey: "theme")
    try store.set(2, forKey: "level")
    try store.set("dark", forKey: "favorite")
    let host = ViewHost.testing(Screen().defaultAppStorage(store))
    #expect(host.text.hasPrefix("guest 0.5 0 light 2\nhome none, favorite dark"))
    #expect(host.text.hasSuffix("badge light"))
  }

  @Test("A stored raw value no case has reads as the default and is reported")
  func unknownRawValue() throws {
    let store = InMemoryStore()
    try store.set("sepia", forKey: "theme")
    let host = ViewHost.testing(ThemeBadge().defaultAppStorage(store), allowingDiagnostics: true)
    #expect(host.text == "badge system")
    #expect(host.diagnostics.map(\.kind).contains(.storageTypeMismatch), "\(host.diagnostics)")
    #expect(host.diagnostics.first?.message.contains("sepia is not a raw value of Theme") == true)
  }

  @Test("A write re-runs only the views that read that key")
  func precision() throws {
    let host = ViewHost.testing(Screen())
    try host.expectNoBodies {
      try host.toggle("Sounds")  // only the toggle reads `sounds`
    }
    try host.expectBodies(.view(Preferences.self), .view(ThemeBadge.self)) {
      try host.tap("Configure")
    }
  }
}
