import Foundation
import Testing

@testable import CellGraph

// The snippets of "One cell, followed end to end" (Docs/OneCell.md and the DocC article
// OneCell.md), run in the article's order, each asserting what the article says it prints.
// Steps that look inside the runtime use its internal names, through `@testable import`.

private struct Counter: View {
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
      Caption(text: "Tap to count")
    }
  }
}

private struct Caption: View {
  let text: String
  var body: some View { Text(text) }
}

/// What the article shows the snippets print, checked here against the runtime and against both
/// copies of the article, so that neither can drift from the other.
private enum Shown {
  static let dependencyGraph = """
    views
      v1 Counter  reads s1 Counter.count
      v2 Counter/VStack/Caption
    sources
      s1 state Counter.count = 0  read by v1
    """
  static let records = """
    pass 1 (initial render)
      Counter: appeared
      Counter/VStack/Caption: appeared
    pass 2 (tap "Increment")
      Counter: Counter.count changed (0 → 1)
      skipped Counter/VStack/Caption
    """
  static let outline = """
    tap "Increment"
      write Counter.count changed (0 → 1) ─▶ Counter
    pass 2 (tap "Increment")
      Counter: Counter.count changed (0 → 1)
    """
  static let changedLines = #"["Count: 0 → Count: 1"]"#

  /// The article's two copies: the Docs page and the DocC article.
  static func articles() throws -> [String] {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return try ["Docs/OneCell.md", "Sources/CellGraph/CellGraph.docc/OneCell.md"].map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// `output` as the article prints it in a snippet: each line as a `// ` comment.
  static func commented(_ output: String) -> String {
    output.split(separator: "\n", omittingEmptySubsequences: false).map { "// \($0)" }
      .joined(separator: "\n")
  }
}

@MainActor
@Suite struct OneCellTests {
  /// The installed copy of the root view, and its node, from inside the runtime.
  private func counterNode(of host: ViewHost) throws -> BodyNode<Counter> {
    let node = try #require(host.graph.rootNode?.children.first)
    return try #require(node as? BodyNode<Counter>)
  }

  @Test("Step 1: the struct holds a StateCell, an initial value and no box yet")
  func declaration() throws {
    let field = try #require(Mirror(reflecting: Counter()).children.first)
    #expect(field.label == "_count")
    #expect("\(type(of: field.value))" == "StateCell<Int>")
    let cell = try #require(field.value as? StateCell<Int>)
    #expect(cell.initialValue == 0)
    #expect(cell.box == nil)
    #expect(MemoryLayout<StateCell<Int>>.size == 16)
  }

  @Test("Step 2: the field layout finds the cell, and installing gives it the node's box")
  func installation() throws {
    let layout = FieldLayout.of(Counter.self)
    #expect(layout.entries.map(\.offset) == [0])
    #expect(layout.stateSlots.map(\.path) == ["Counter.count"])
    #expect(layout.storageSlotCount == 1)

    let host = ViewHost(Counter())
    let node = try counterNode(of: host)
    let installed = try #require(
      Mirror(reflecting: node.view).children.first?.value as? StateCell<Int>)
    let box = try #require(node.fieldStorage[0] as? StateBox<Int>)
    #expect(installed.box === box)
    #expect(box.value == 0)
    #expect(box.name == "Counter.count")

    // A new struct for the same identity gets the same box: its initial value is ignored.
    host.setRoot(Counter(count: 5))
    let reinstalled = try #require(
      Mirror(reflecting: node.view).children.first?.value as? StateCell<Int>)
    #expect(reinstalled.box === box)
    #expect(host.text.hasPrefix("Count: 0"))
  }

  @Test("Step 3: reading the cell in body records an edge from the box to the view")
  func read() throws {
    let host = ViewHost(Counter())
    #expect(host.dependencyGraph().text == Shown.dependencyGraph)
    let node = try counterNode(of: host)
    let box = try #require(node.fieldStorage[0] as? StateBox<Int>)
    #expect(node.sourcesRead.count == 1 && node.sourcesRead[0] === box)
    #expect(box.observers.count == 1 && box.observers[0].node === node)
  }

  @Test("Step 4: the write stores the value at once and marks the reader dirty; no body runs")
  func write() throws {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.startTracing()
    let node = try counterNode(of: host)
    let box = try #require(node.fieldStorage[0] as? StateBox<Int>)

    try host.tap("Increment")
    #expect(box.value == 1)
    #expect(node.isDirty)
    #expect(host.graph.dirtyQueue.count == 1 && host.graph.dirtyQueue[0] === node)
    #expect(host.hasPendingUpdates)
    #expect(host.evaluations(of: Counter.self) == 1)
  }

  @Test("Step 5 and 6: the pass re-runs the reader, skips the caption, and the trace shows why")
  func pass() throws {
    let host = ViewHost(Counter(), recordingEvaluations: true)
    host.startTracing()
    let before = host.text
    try host.tap("Increment")
    host.flush()

    #expect(host.evaluations(of: Counter.self) == 2)
    #expect(host.evaluations(of: Caption.self) == 1)
    #expect(host.updateRecords.description == Shown.records)
    #expect(host.trace.outline == Shown.outline)

    // The JSON excerpt: the tap, the write and its arrow's start, the pass, the body and the
    // arrow's end, in this order.
    let tapEvents = host.trace.events.drop { $0.name != "tap \"Increment\"" }
    #expect(
      tapEvents.map { "\($0.phase.rawValue) \($0.name)" } == [
        "X tap \"Increment\"", "X Counter.count changed (0 → 1)", "s invalidates", "X pass 2",
        "X Counter", "f invalidates",
      ])

    // Step 7: the lines that changed.
    let after = host.text
    #expect(before == "Count: 0\n[Increment]\nTap to count")
    let changed = zip(before.split(separator: "\n"), after.split(separator: "\n"))
      .filter { $0 != $1 }.map { "\($0) → \($1)" }
    #expect(changed == ["Count: 0 → Count: 1"])
    #expect("\(changed)" == Shown.changedLines)
  }

  @Test("An equal write stops at the comparison: nothing is marked, no pass runs")
  func equalWrite() throws {
    let host = ViewHost(Counter())
    let box = try #require(try counterNode(of: host).fieldStorage[0] as? StateBox<Int>)
    box.write(0)
    #expect(!host.hasPendingUpdates)
  }

  @Test("Both copies of the article show the outputs these tests check")
  func articleShowsCheckedOutputs() throws {
    for article in try Shown.articles() {
      for output in [Shown.dependencyGraph, Shown.records, Shown.outline] {
        #expect(article.contains(Shown.commented(output)), "the article lacks:\n\(output)")
      }
      #expect(article.contains("// \(Shown.changedLines)"))
    }
  }
}
