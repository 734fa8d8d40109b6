import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `Tab` (iOS 18) with a label view, beside `.tabItem`.
///
/// Source: SwiftUI's `Tab.init(value:content:label:)`: "Creates a new tab with a label that you
/// can use in a tab view."
@MainActor
@Suite struct TabLabelTests {
  @Test("A Tab with a label view shows the label in the bar and selects by its value")
  func labelledTab() throws {
    let host = ViewHost.testing(LabelledTabs())
    #expect(host.text.hasSuffix("• (tray) Inbox   ◦ Settings"))
    try host.selectTab("Settings")
    #expect(host.text.hasPrefix("selected 2\nsettings"))
  }
}

private struct LabelledTabs: View {
  @StateCell var selection = 1

  var body: some View {
    VStack {
      Text("selected \(selection)")
      TabView(selection: $selection) {
        Tab("Inbox", systemImage: "tray", value: 1) { Text("inbox") }
        Tab(value: 2) {
          Text("settings")
        } label: {
          Text("Settings")
        }
      }
    }
  }
}
