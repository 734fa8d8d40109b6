import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A list of links whose labels are a title over a subtitle (issue 33, item 5).
private struct Inbox: View {
  var body: some View {
    NavigationStack {
      List {
        NavigationLink(value: 1) {
          VStack(alignment: .leading) {
            Text("Groceries")
            Text("Milk, eggs")
          }
        }
        NavigationLink(value: 2) {
          VStack(alignment: .leading) {
            Text("Trip")
            Text("Pack the tent")
          }
        }
      }
      .navigationDestination(for: Int.self) { Text("Note \($0)") }
    }
  }
}

@MainActor
@Suite struct NavigationLinkLabelTests {
  @Test("A two-line link label stays on two lines, the chevron after its first line")
  func twoLineLabel() {
    let host = ViewHost.testing(Inbox())
    host.flush()
    // Apple, NavigationLink: the label is any view; a VStack of two texts shows two lines in
    // SwiftUI's list row, with the disclosure chevron beside it.
    #expect(host.text.contains("Groceries >\n"))
    #expect(host.text.contains("Milk, eggs\n"))
    #expect(!host.text.contains("Groceries Milk, eggs"))
  }

  @Test("Each text of a two-line link label is found, and tapping it follows the link")
  func findEachLine() throws {
    let host = ViewHost.testing(Inbox())
    host.flush()
    // `find(text:)` finds a text that shares its line with the chevron, or is one line of a
    // longer label: the link that shows it (controls are leaves).
    #expect(try host.find(text: "Groceries").typeName.hasPrefix("NavigationLink"))
    try host.find(text: "Pack the tent").tapLink()
    host.flush()
    #expect(host.text.contains("Note 2"))
  }
}
