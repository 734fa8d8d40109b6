import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

private struct Home: View {
  @StateCell var count = 0
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink {
          Text("Settings screen")
        } label: {
          Image(systemName: "gear").accessibilityLabel("Settings")
        }
        Button {
          count += 1
        } label: {
          HStack {
            Image(systemName: "plus").accessibilityLabel("Add")
            Text("item")
          }
        }
        NavigationLink("About") { Text("About screen") }
        Text("count \(count)")
      }
    }
  }
}

@MainActor
@Suite struct ControlLabelAccessibilityTests {
  // SwiftUI: a control's accessibility label comes from its label content, and
  // `.accessibilityLabel` on a view "Adds a label to the view that describes its contents"
  // (Apple: View.accessibilityLabel(_:)): a link or button whose label content carries one reads
  // that label; the parts of a label read together, as `.combine` reads them.
  @Test("A link or button reads the accessibility label set on its label content")
  func labelContentNamesTheControl() {
    let host = ViewHost.testing(Home())
    let labels = host.allAccessibilityElements.filter { $0.control != nil }.map(\.label)
    #expect(labels.contains("Settings"))
    #expect(labels.contains("Add, item"))
    #expect(labels.contains("About"), "a label without accessibility modifiers reads as before")
  }

  // UI tests find a link by its label (`app.buttons["Settings"]`) and tap it to push.
  @Test("The host finds a navigation link by its content's accessibility label and follows it")
  func findAndFollowLink() throws {
    let host = ViewHost.testing(Home())
    try host.descendants["Settings"].tap()
    host.flush()
    #expect(host.text.contains("Settings screen"))
  }

  @Test("The host finds a button by its content's accessibility label and taps it")
  func findAndTapButton() throws {
    let host = ViewHost.testing(Home())
    try host.buttons["Add, item"].tap()
    host.flush()
    #expect(host.text.contains("count 1"))
  }
}
