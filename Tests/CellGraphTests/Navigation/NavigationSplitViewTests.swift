import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Folder: Identifiable, Hashable {
  let id: String
}

/// A detail with its own state and lifecycle logging.
private struct FolderDetail: View {
  let folder: String?
  let log: NavigationEventLog
  @StateCell var opened = 0

  var body: some View {
    VStack {
      Text(folder.map { "Folder \($0)" } ?? "Pick a folder")
      Button("Open \(opened)") { opened += 1 }
    }
    .onAppear { log.events.append("appear detail") }
    .onDisappear { log.events.append("disappear detail") }
  }
}

private struct Mail: View {
  let log: NavigationEventLog
  @StateCell var selection: String? = nil
  @StateCell var visibility = NavigationSplitViewVisibility.all

  var body: some View {
    VStack {
      Button("Hide sidebar") { visibility = .detailOnly }
      Button("Show all") { visibility = .all }
      NavigationSplitView(columnVisibility: $visibility) {
        List([Folder(id: "Inbox"), Folder(id: "Sent")], selection: $selection) { Text($0.id) }
      } detail: {
        FolderDetail(folder: selection, log: log)
      }
    }
  }
}

@MainActor
@Suite struct NavigationSplitViewTests {
  @Test("A split view shows its columns side by side; the sidebar's selection drives the detail")
  func selectionDrivesDetail() throws {
    let host = ViewHost.testing(Mail(log: NavigationEventLog()))
    #expect(
      host.text == """
        [Hide sidebar]
        [Show all]
          Inbox │ Pick a folder
          Sent  │ [Open 0]
        """)
    try host.select("Sent")
    #expect(host.text.hasSuffix("> Sent  │ [Open 0]"))
    #expect(host.text.contains("  Inbox │ Folder Sent"))
  }

  @Test("Hiding a column keeps its state and runs its disappear and appear actions")
  func hiddenColumnKeepsState() throws {
    let log = NavigationEventLog()
    let host = ViewHost.testing(Mail(log: log))
    try host.select("Inbox")
    try host.tap("Open 0")
    try host.tap("Hide sidebar")
    #expect(host.text.hasSuffix("Folder Inbox\n[Open 1]"))
    #expect(throws: InteractionError.self) { try host.select("Sent") }
    try host.tap("Show all")
    #expect(host.text.contains("> Inbox │ Folder Inbox"))
    #expect(log.events == ["appear detail"], "the detail stayed shown throughout")
  }

  @Test("The three-column form shows sidebar, content and detail; doubleColumn drops the sidebar")
  func threeColumns() {
    struct Screen: View {
      let visibility: NavigationSplitViewVisibility
      var body: some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
          Text("folders")
        } content: {
          Text("messages")
        } detail: {
          Text("message")
        }
      }
    }
    #expect(ViewHost.testing(Screen(visibility: .all)).text == "folders │ messages │ message")
    #expect(ViewHost.testing(Screen(visibility: .doubleColumn)).text == "messages │ message")
    #expect(ViewHost.testing(Screen(visibility: .detailOnly)).text == "message")
  }
}
