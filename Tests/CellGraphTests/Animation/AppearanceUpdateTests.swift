import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// What the actions of a view updated in place run.
@MainActor
private final class ActionLog {
  var events: [String] = []
}

/// A counter whose text carries appear and disappear actions that name the count they were made
/// with.
private struct Counted: View {
  let count: Int
  let log: ActionLog
  var body: some View {
    Text("count \(count)")
      .onAppear { log.events.append("appear \(count)") }
      .onDisappear { log.events.append("disappear \(count)") }
  }
}

private struct Screen: View {
  @StateCell var count = 0
  @StateCell var shows = true
  let log: ActionLog
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button("Hide") { shows = false }
      if shows { Counted(count: count, log: log) }
    }
  }
}

/// The first node from `root` down, depth first, whose type's name starts with `name`.
@MainActor
private func find(_ name: String, below root: Node) -> Node? {
  if root.typeName.hasPrefix(name) { return root }
  for child in root.children {
    if let found = find(name, below: child) { return found }
  }
  return nil
}

/// `onAppear` and `onDisappear` are content containers (`AppearanceActions: ContentContainer`):
/// their nodes take each new value in place, and hand the content to the child at once.
@MainActor
@Suite struct AppearanceUpdateTests {
  @Test("A view with appear actions, updated, shows its new text and runs no action")
  func updateRunsNoAction() throws {
    let log = ActionLog()
    let host = ViewHost.testing(Screen(log: log))
    #expect(log.events == ["appear 0"])
    let modifiers = try #require(find("AppearanceActions", below: host.rootNode))
    #expect(modifiers.flags.contains(.reconcilesInPlace), "the actions' node takes values in place")

    try host.tap("Add")
    host.flush()
    try host.tap("Add")
    host.flush()
    // Apple: onAppear(perform:), "The action to perform. If action is nil, the call has no
    // effect." It runs when the view appears, not when it is updated.
    #expect(host.text == "[Add]\n[Hide]\ncount 2")
    #expect(log.events == ["appear 0"])
  }

  @Test("A view updated, then removed, runs the disappear action of its last update")
  func removalRunsLatestAction() throws {
    let log = ActionLog()
    let host = ViewHost.testing(Screen(log: log))
    try host.tap("Add")
    host.flush()
    try host.tap("Hide")
    host.flush()
    // Apple: onDisappear(perform:), "Adds an action to perform after this view disappears."
    // The action is the one the last update made (it names count 1, not 0).
    #expect(host.text == "[Add]\n[Hide]")
    #expect(log.events == ["appear 0", "disappear 1"])
  }
}
