import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// A reusable row that takes its title as a key, as SwiftUI components often do.
private struct SettingRow: View {
  let title: LocalizedStringKey
  @BindingCell var isOn: Bool
  var body: some View { Toggle(title, isOn: $isOn) }
}

private struct Settings: View {
  @StateCell var wifi = true
  @StateCell var name = ""
  @StateCell var shows = false
  let section: LocalizedStringKey = "**Network**"
  let save: LocalizedStringKey = "Save *now*"
  var body: some View {
    NavigationStack {
      Form {
        Section(section) {
          SettingRow(title: "Wi-Fi", isOn: $wifi)
          TextField(LocalizedStringKey("Name"), text: $name)
          LabeledContent(LocalizedStringKey("Version"), value: "1.2")
          Label(LocalizedStringKey("Express"), systemImage: "bolt")
          Button(save) { shows = true }
        }
      }
      .navigationTitle(LocalizedStringKey("Settings"))
      .alert(LocalizedStringKey("Saved"), isPresented: $shows) {
        Button(LocalizedStringKey("OK")) {}
      }
    }
  }
}

private struct Literals: View {
  var body: some View {
    VStack {
      Button("Save *now*") {}
      Text("Save *now*")
    }
  }
}

@MainActor
@Suite struct LocalizedStringKeyTitleTests {
  // Apple, "Toggle": init(_ titleKey: LocalizedStringKey, isOn:), "Button": init(_ titleKey:
  // LocalizedStringKey, action:), "Section": init(_ titleKey: LocalizedStringKey, content:), …:
  // a key held in a variable titles the control, shown as `Text(titleKey)` shows it ("If you
  // initialize a text view with a string literal, the view uses the init(_:tableName:bundle:
  // comment:) initializer, which interprets the string as a localization key" and reads its
  // Markdown).
  @Test("A LocalizedStringKey variable titles controls, sections and bars, its Markdown read")
  func keyTitles() throws {
    let host = ViewHost.testing(Settings())
    #expect(host.text.contains("Settings"))
    #expect(host.text.contains("Network"))
    #expect(!host.text.contains("**"), "the header's Markdown is read, not shown")
    #expect(host.text.contains("[x] Wi-Fi"))
    #expect(host.text.contains("Version: 1.2"))
    #expect(host.text.contains("(bolt) Express"))
    try host.tap("Save now")
    host.flush()
    #expect(host.text.contains("Saved"))
    try host.tap("OK")
    host.flush()
    #expect(!host.text.contains("Saved"))
  }

  // A literal keeps the title overload it picked before (a title string: Docs/Limitations.md,
  // "Titles"), so its asterisks show as written; a `Text` literal reads them as Markdown.
  @Test("A string literal title still picks the string overload")
  func literalTitles() {
    let host = ViewHost.testing(Literals())
    #expect(host.text == "[Save *now*]\nSave now")
  }
}
