import CellGraphSwiftUI

// A settings screen written exactly as it would be for SwiftUI: only the import differs.

enum Appearance: String, CaseIterable, Identifiable {
  case system = "System"
  case light = "Light"
  case dark = "Dark"
  var id: Self { self }
}

struct SettingsView: View {
  @AppStorage("appearance") private var appearance = Appearance.system
  @AppStorage("fontSize") private var fontSize = 14
  @State private var notifications = true
  @State private var sounds = false
  @State private var name = "Ada"
  @FocusState private var nameFocused: Bool

  var body: some View {
    Form {
      Section("Display") {
        Picker("Appearance", selection: $appearance) {
          ForEach(Appearance.allCases) { Text($0.rawValue).tag($0) }
        }
        Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...24, step: 2)
      }
      Section {
        Toggle("Allow notifications", isOn: $notifications)
        if notifications {
          Toggle("Sounds", isOn: $sounds)
        }
      } header: {
        Text("Notifications")
      } footer: {
        NotificationSummary(notifications: notifications, sounds: sounds)
      }
      Section("Account") {
        TextField("Display name", text: $name)
          .focused($nameFocused)
          .onSubmit { nameFocused = false }
        Button("Sign Out", role: .destructive) { name = "" }
          .disabled(name.isEmpty)
        Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
      }
    }
  }
}

/// Re-runs only when what it shows changes: the form passes plain values down.
struct NotificationSummary: View {
  let notifications: Bool
  let sounds: Bool

  var body: some View {
    Text(notifications ? (sounds ? "Banners and sounds." : "Banners only.") : "Nothing.")
  }
}
