import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Group boxes, sections outside lists, and stacks laid out in points with a screen size
/// (Docs/TextForm.md, "Containers at their frames").
@MainActor
@Suite struct ContainerLayoutTests {
  @Test("A group box frames its content, which a spacer stretches to the offered width")
  func groupBoxWithSpacer() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      VStack {
        GroupBox("Storage") {
          SpacedRow(name: "Used", value: "12 GB").measured("content", in: frames)
        }
        .measured("box", in: frames)
      }, columns: 20, lines: 3)
    // Apple, `GroupBox`: "A stylized view, with an optional label, that visually collects a
    // logical grouping of content"; its content is proposed the 160 points offered less a cell
    // of frame on each side (144 × 22 points, one cell in and one line down), the title set
    // into the top edge as the text form sets it.
    #expect(frames["box"] == "0,0 160×66")
    #expect(frames["content"] == "8,22 144×22")
    #expect(
      host.text == """
        +- Storage --------+
        |Used         12 GB|
        +------------------+
        """)
  }

  @Test("A group box without a label has a plain top edge and fits its content")
  func groupBoxWithoutLabel() {
    let host = ViewHost.testing(
      VStack(alignment: .leading) {
        GroupBox { Text("12 GB") }
      }, columns: 20, lines: 3)
    // Apple, `GroupBox.init(content:)`: a group box without a label; as large as its content
    // and its frame (5 + 2 columns).
    #expect(host.text == "+-----+\n|12 GB|\n+-----+")
  }

  @Test("A section outside a list indents its rows, which a spacer stretches")
  func sectionOutsideList() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      VStack {
        Section("Totals") {
          SpacedRow(name: "Sum", value: "12").measured("row", in: frames)
        }
      }, columns: 16, lines: 2)
    // Apple, `Spacer`: "A flexible space that expands along the major axis of its containing
    // stack layout": the row is proposed the section's 128 points less the text form's two
    // columns of indent under the header.
    #expect(frames["row"] == "16,22 112×22")
    #expect(host.text == "Totals\n  Sum         12")
  }

  @Test("An HStack offers a spacer what its texts leave, least flexible first")
  func stackOffersLeastFlexibleFirst() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      HStack {
        Text("Role").measured("role", in: frames)
        Spacer()
        Text("Engineer").measured("engineer", in: frames)
      }, columns: 20, lines: 2)
    // SwiftUI Field Guide, "HStack": "Stacks always start by ordering their children according
    // to flexibility", then propose each an equal share of what is left ("stacks try to
    // distribute their space as evenly as possible"; its example wraps a text beside two
    // colours "even though there's enough space"). Here 160 − 2 × 8 spacing = 144 points: "Role"
    // (the least flexible, 32 points) is offered 48 and takes 32, "Engineer" is offered half of
    // the 112 left, 56 points (7 columns), less than its 64, and wraps (a word wider than its
    // line is broken); the spacer takes the 56 points left. Centred vertically in the stack.
    #expect(frames["role"] == "0,11 32×22")
    #expect(frames["engineer"] == "104,0 56×44")
    #expect(host.text == "             Enginee\nRole         r")
  }

  @Test("A tab view proposes its selected tab the screen less its tab bar")
  func tabViewProposesContentAboveBar() throws {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      TabView {
        List { SpacedRow(name: "Apple", value: "3") }
          .measured("inbox", in: frames)
          .tabItem { Text("Inbox") }
        Text("Nothing").tabItem { Text("Settings") }
      }, columns: 20, lines: 5)
    // Apple, `TabView`: "A view that switches between multiple child views using interactive
    // user interface elements", its tab bar along the bottom: the tab view takes the screen
    // (160 × 110 points), the selected tab's list is proposed the 3 lines above the rule and
    // the bar, and takes them.
    #expect(frames["inbox"] == "0,0 160×66")
    #expect(
      host.text == """
        Apple              3


        ────────────────────
        • Inbox   ◦ Settings
        """)
    try host.selectTab("Settings")
    host.flush()
    #expect(host.text.hasPrefix("Nothing\n"))
    #expect(host.text.hasSuffix("────────────────────\n◦ Inbox   • Settings"))
  }

  @Test("A split view gives its sidebar its ideal width and its detail the width left")
  func splitViewColumns() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      NavigationSplitView {
        List { Text("Inbox") }.measured("sidebar", in: frames)
      } detail: {
        SpacedRow(name: "Mail", value: "1").measured("detail", in: frames)
      }, columns: 24, lines: 3)
    // Apple, `NavigationSplitView`: "A view that presents views in two or three columns":
    // the sidebar's list at its ideal width (40 points), the text form's ` │ ` (24 points),
    // and the detail proposed the 128 points left, which its spacer takes.
    #expect(frames["sidebar"] == "0,0 40×66")
    #expect(frames["detail"] == "64,0 128×22")
    #expect(host.text == "Inbox │ Mail           1\n      │\n      │")
  }

  @Test("A split view's column keeps its title bar above its content")
  func splitViewColumnTitle() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      NavigationSplitView {
        List { Text("Inbox") }.navigationTitle("Mail")
      } detail: {
        SpacedRow(name: "Unread", value: "1").measured("detail", in: frames)
      }, columns: 24, lines: 3)
    // Apple, `navigationTitle(_:)`: the column's title in its bar, as a navigation stack
    // draws it (TextForm.md, "Navigation"), a rule below it; the sidebar is as wide as its
    // list (40 points) and the detail is proposed the 128 points left.
    #expect(host.text.hasPrefix("Mail  │ Unread         1\n"))
    #expect(host.text.hasSuffix("Inbox │"))
    #expect(frames["detail"] == "64,0 128×22")
  }
}
