import CellGraphSwiftUI
import CellGraphTesting
import Testing

// A settings screen as it is written for SwiftUI: a form of sections of controls.

private struct SettingsForm: View {
  @State private var notifications = true
  @State private var sounds = false
  @State private var name = "Ada"
  @State private var signedIn = true

  var body: some View {
    Form {
      Section("Notifications") {
        Toggle("Allow notifications", isOn: $notifications)
        if notifications {
          Toggle("Sounds", isOn: $sounds)
        }
      }
      Section {
        TextField("Display name", text: $name)
        Button(signedIn ? "Sign Out" : "Sign In") { signedIn.toggle() }
      } header: {
        Text("Account")
      } footer: {
        Text("Signed in as \(name).")
      }
    }
  }
}

@MainActor
@Suite struct SettingsFormProgramTests {
  @Test("A SwiftUI settings form shows its sections with their rows indented")
  func textForm() {
    ViewHost(SettingsForm()).expectText(
      """
      Notifications
        [x] Allow notifications
        [ ] Sounds
      Account
        Display name: [Ada]
        [Sign Out]
        Signed in as Ada.
      """)
  }

  @Test("Turning a toggle off removes the row it guards; controls write their state")
  func interactions() throws {
    let host = ViewHost(SettingsForm())
    try host.toggle("Allow notifications")
    try host.type("Grace", into: "Display name")
    try host.tap("Sign Out")
    host.expectText(
      """
      Notifications
        [ ] Allow notifications
      Account
        Display name: [Grace]
        [Sign In]
        Signed in as Grace.
      """)
  }
}
