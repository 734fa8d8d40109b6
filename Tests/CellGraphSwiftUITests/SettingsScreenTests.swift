import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A settings screen as it is written for SwiftUI: only the import differs.

private enum Appearance: String, CaseIterable {
  case system, light, dark
}

private struct SettingsScreen: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.locale) private var locale
  @Environment(\.dismiss) private var dismiss
  @AppStorage("appearance") private var appearance: Appearance = .system
  @AppStorage("notifications") private var notifications = true
  @AppStorage("displayName") private var displayName = ""
  @State private var topics: Set<String> = ["releases"]
  @State private var log: [String] = []

  private let allTopics = ["releases", "security"]

  var body: some View {
    VStack {
      Text("Settings · \(colorScheme == .dark ? "dark" : "light") · \(locale.identifier)")
      Section("Account") {
        TextField("Display name", text: $displayName)
        Toggle("Notifications", isOn: $notifications)
      }
      Section("Topics") {
        ForEach(allTopics, id: \.self) { topic in
          Toggle(
            topic,
            isOn: Binding(
              get: { topics.contains(topic) },
              set: { isOn in
                if isOn { topics.insert(topic) } else { topics.remove(topic) }
              }))
        }
      }
      AppearancePicker(appearance: $appearance)
      Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      Button("Done") { dismiss() }
      Text("log: \(log.joined(separator: "; "))")
    }
    .onChange(of: colorScheme) { old, new in log.append("scheme \(old) → \(new)") }
    .onChange(of: notifications) { log.append("notifications \(notifications ? "on" : "off")") }
    .onChange(of: topics) { newTopics in log.append("topics \(newTopics.sorted())") }
  }
}

private struct AppearancePicker: View {
  @Binding var appearance: Appearance
  var body: some View {
    HStack {
      Text("Appearance: \(appearance.rawValue)")
      ForEach(Appearance.allCases, id: \.self) { option in
        Button(option.rawValue.capitalized) { appearance = option }
      }
    }
  }
}

@MainActor
@Suite struct SettingsScreenTests {
  private func makeHost(store: InMemoryStore = InMemoryStore()) -> ViewHost {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_GB")
    return ViewHost.testing(
      SettingsScreen().defaultAppStorage(store), environment: environment,
      allowingDiagnostics: true)
  }

  @Test("The settings screen renders from the host's environment and the stored defaults")
  func firstRender() {
    let host = makeHost()
    host.expectText(
      """
      Settings · light · en_GB
      Account
        Display name: []
        [x] Notifications
      Topics
        [x] releases
        [ ] security
      Appearance: system [System] [Light] [Dark]
      [Privacy policy](https://example.com/privacy)
      [Done]
      log:
      """)
  }

  @Test("The host's color scheme and locale re-run the screen, and onChange logs the scheme")
  func environmentChanges() {
    let host = makeHost()
    host.expectBodies(.view(SettingsScreen.self, times: 2)) {  // the change, then the log
      host.colorScheme = .dark
    }
    #expect(host.text.hasPrefix("Settings · dark · en_GB"))
    #expect(host.text.hasSuffix("log: scheme light → dark"))
    host.locale = Locale(identifier: "fr_FR")
    #expect(host.text.hasPrefix("Settings · dark · fr_FR"))
    host.expectNoBodies { host.colorScheme = .dark }
  }

  @Test("Controls write storage and state; onChange sees each committed change")
  func interactions() throws {
    let host = makeHost()
    try host.toggle("Notifications")
    try host.toggle("security")
    try host.expectBodies(.view(AppearancePicker.self)) {
      try host.tap("Dark")
    }
    try host.type("Ada", into: "Display name")
    #expect(host.text.contains("Display name: [Ada]"))
    #expect(host.text.contains("[ ] Notifications"))
    #expect(host.text.contains("[x] security"))
    #expect(host.text.contains("Appearance: dark"))
    #expect(host.text.hasSuffix("log: notifications off; topics [\"releases\", \"security\"]"))
  }

  @Test("Stored settings survive a new screen over the same store")
  func persisted() throws {
    let store = InMemoryStore()
    let first = makeHost(store: store)
    try first.tap("Light")
    try first.toggle("Notifications")
    first.flush()
    let second = makeHost(store: store)
    #expect(second.text.contains("Appearance: light"))
    #expect(second.text.contains("[ ] Notifications"))
    #expect(second.text.contains("[x] releases"), "@State starts over; storage does not")
  }

  @Test("The privacy link opens its URL; Done's dismiss is reported as having nothing to dismiss")
  func linkAndDismiss() throws {
    let host = makeHost()
    try host.open("Privacy policy")
    #expect(host.openedURLs == [URL(string: "https://example.com/privacy")!])
    try host.tap("Done")
    #expect(host.diagnostics.map(\.kind) == [.dismissUnavailable])
  }
}
