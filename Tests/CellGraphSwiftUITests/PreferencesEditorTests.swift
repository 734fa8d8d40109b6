import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A preferences editor written as a SwiftUI file: SwiftUI's names only.

private enum Theme: String, CaseIterable, Identifiable {
  case system, light, dark
  var id: Self { self }
  var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

private struct Preferences {
  var theme = Theme.system
  var fontSize = 12
  var volume = 0.5
  var reminder = Date(timeIntervalSince1970: 0)
  var language: String? = nil
  var debug = false
  var signature = ""
}

private struct PreferencesEditor: View {
  @State private var preferences = Preferences()
  @State private var showsAdvanced = false

  var body: some View {
    VStack {
      Section("Appearance") {
        Picker("Theme", selection: $preferences.theme) {
          ForEach(Theme.allCases) { theme in
            Text(theme.title).tag(theme)
          }
        }
        FontSizeRow(size: $preferences.fontSize)
      }
      Section("Sound") {
        Slider(value: $preferences.volume, in: 0...1, step: 0.1) { Text("Volume") }
      }
      Section("Reminders") {
        DatePicker(
          "Remind at", selection: $preferences.reminder, displayedComponents: .hourAndMinute)
        Picker("Language", selection: $preferences.language) {
          Text("Automatic").tag(String?.none)
          Text("English").tag("en")
          Text("French").tag("fr")
        }
      }
      DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
        Toggle("Debug logging", isOn: $preferences.debug)
        TextEditor(text: $preferences.signature)
      }
      Button("Reset", role: .destructive) { preferences = Preferences() }
    }
  }
}

private struct FontSizeRow: View {
  @Binding var size: Int
  var body: some View {
    Stepper("Font size: \(size)", value: $size, in: 8...24, step: 2)
  }
}

@MainActor
@Suite struct PreferencesEditorTests {
  @Test("The preferences editor renders every control in its text form")
  func rendering() {
    let host = ViewHost(PreferencesEditor())
    #expect(
      host.text == """
        Appearance
          Theme: [System ▾]
          Font size: 12 [-|+]
        Sound
          Volume: [=====-----] 0.5
        Reminders
          Remind at: [00:00]
          Language: [Automatic ▾]
        ▸ Advanced
        [Reset] (destructive)
        """)
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("Editing every preference through the host updates the text; Reset restores it")
  func editing() throws {
    let host = ViewHost(PreferencesEditor(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.increment("Font size: 12")
    host.flush()
    #expect(host.evaluations(of: FontSizeRow.self) == 1, "the row reads the size")
    try host.choose("Dark", in: "Theme")
    try host.slideUp("Volume")
    try host.pick(Date(timeIntervalSince1970: 7 * 3600 + 30 * 60), in: "Remind at")
    try host.choose("French", in: "Language")
    try host.toggleExpansion("Advanced")
    try host.toggle("Debug logging")
    try host.edit("Cheers,\nAda")
    #expect(
      host.text == """
        Appearance
          Theme: [Dark ▾]
          Font size: 14 [-|+]
        Sound
          Volume: [======----] 0.6
        Reminders
          Remind at: [07:30]
          Language: [French ▾]
        ▾ Advanced
          [x] Debug logging
          | Cheers,
          | Ada
        [Reset] (destructive)
        """)
    try host.tap("Reset")
    #expect(host.text.contains("Theme: [System ▾]"))
    #expect(host.text.contains("Language: [Automatic ▾]"))
    #expect(host.text.contains("[ ] Debug logging"))
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }
}
