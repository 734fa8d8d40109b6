import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// "One cell, followed end to end" (Docs/OneCell.md, and the DocC article OneCell.md made from
// it), run: every Swift block of the article appears verbatim below, runs as a test, and prints
// what the article shows in the comments after each `print` (`OneCellArticle.expectPrinted`).
// Steps that look inside the runtime use its internal names, through `@testable import`.

/// The article's views, in a namespace of their own (other tests have a `Counter`); records and
/// paths name them `Counter` and `Caption`, as in the article.
enum OneCell {
  struct Counter: View {
    @StateCell var count = 0  // `private` in real code; internal here so we can look inside

    var body: some View {
      VStack {
        Text("Count: \(count)")
        Button("Increment") { count += 1 }
        Caption(text: "Tap to count")
      }
    }
  }

  struct Caption: View {
    let text: String
    var body: some View { Text(text) }
  }
}

/// What the snippets print: the tests' `print` is this one, which keeps the lines. It has the
/// standard library's signature, so that it shadows it in every call of this file.
@MainActor private var printed: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator)
  printed += (terminator == "\n" ? text : text + terminator)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
}

extension OneCell {
  @MainActor
  @Suite struct Snippets {
    @Test("Step 1: the struct holds a StateCell: an initial value, and no box yet")
    func declaration() throws {
      let field = Mirror(reflecting: Counter()).children.first!
      print(field.label!)  // _count
      print(type(of: field.value))  // StateCell<Int>
      let cell = field.value as! StateCell<Int>
      print(cell.initialValue, cell.box as Any)  // 0 nil
      print(MemoryLayout<StateCell<Int>>.size)  // 16

      try OneCellArticle.expectPrinted(block: 1, printed: &printed)
    }

    @Test("Step 2 and 3: installing gives the cell the node's box; the read records an edge")
    func installationAndRead() throws {
      let layout = FieldLayout.of(Counter.self)  // internal, built once per type
      print(layout.entries.map(\.offset))  // [0]
      print(layout.stateSlots.map(\.path))  // ["Counter.count"]
      print(layout.storageSlotCount)  // 1

      try OneCellArticle.expectPrinted(block: 2, printed: &printed)

      let host = ViewHost(Counter())
      let node = host.graph.rootNode!.children.first as! BodyNode<Counter>
      let box = node.fieldStorage[0] as! StateBox<Int>
      let installed = Mirror(reflecting: node.view).children.first!.value as! StateCell<Int>
      print(installed.box === box, box.value, box.name)  // true 0 Counter.count

      host.setRoot(Counter(count: 5))  // a new struct for the same identity
      print(host.text)
      // Count: 0
      // [Increment]
      // Tap to count

      try OneCellArticle.expectPrinted(block: 3, printed: &printed)

      print(host.dependencyGraph().text)
      // views
      //   v1 Counter  reads s1 Counter.count
      //   v2 Counter/VStack/Caption
      // sources
      //   s1 state Counter.count = 0  read by v1
      print(node.sourcesRead.count, node.sourcesRead[0] === box)  // 1 true
      print(box.observers.count, box.observers[0].node === node)  // 1 true

      try OneCellArticle.expectPrinted(block: 4, printed: &printed)
    }

    @Test("Steps 4 to 7: the write marks, the pass runs the reader, the trace and text show it")
    func writePassTraceAndText() throws {
      let host = ViewHost(Counter(), recordingEvaluations: true)
      host.startTracing()
      let node = host.graph.rootNode!.children.first as! BodyNode<Counter>
      let box = node.fieldStorage[0] as! StateBox<Int>
      let before = host.text

      try host.tap("Increment")
      print(box.value)  // 1
      print(node.isDirty, host.graph.dirtyQueue.count)  // true 1
      print(host.hasPendingUpdates)  // true
      print(host.evaluations(of: Counter.self))  // 1

      try OneCellArticle.expectPrinted(block: 5, printed: &printed)

      host.flush()
      print(host.updateRecords)
      // pass 1 (initial render)
      //   Counter: appeared
      //   Counter/VStack/Caption: appeared
      // pass 2 (tap "Increment")
      //   Counter: Counter.count changed (0 → 1)
      //   skipped Counter/VStack/Caption
      print(host.evaluations(of: Counter.self), host.evaluations(of: Caption.self))  // 2 1

      try OneCellArticle.expectPrinted(block: 6, printed: &printed)

      print(host.trace.outline)
      // tap "Increment"
      //   write Counter.count changed (0 → 1) ─▶ Counter
      // pass 2 (tap "Increment")
      //   Counter: Counter.count changed (0 → 1)
      try host.writeTrace(to: "/tmp/counter.json")  // open it in ui.perfetto.dev

      try OneCellArticle.expectPrinted(block: 7, printed: &printed)
      // The JSON the article shows: the tap, the write and its arrow's start, the pass, the body
      // and the arrow's end, in this order.
      let tapEvents = host.trace.events.drop { $0.name != "tap \"Increment\"" }
      #expect(
        tapEvents.map { "\($0.phase.rawValue) \($0.name)" } == [
          "X tap \"Increment\"", "X Counter.count changed (0 → 1)", "s invalidates", "X pass 2",
          "X Counter", "f invalidates",
        ])

      let after = host.text
      let changed = zip(before.split(separator: "\n"), after.split(separator: "\n"))
        .filter { $0 != $1 }.map { "\($0) → \($1)" }
      print(changed)  // ["Count: 0 → Count: 1"]

      try OneCellArticle.expectPrinted(block: 8, printed: &printed)
    }

    @Test("An equal write stops at the comparison: nothing is marked, no pass runs")
    func equalWrite() throws {
      let host = ViewHost(Counter())
      let node = try #require(host.graph.rootNode?.children.first as? BodyNode<Counter>)
      let box = try #require(node.fieldStorage[0] as? StateBox<Int>)
      box.write(0)
      #expect(!host.hasPendingUpdates)
      #expect(!node.isDirty)
    }

    @Test("Every Swift block of both copies of the article appears verbatim in this file")
    func blocksAreHere() throws {
      let file = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      for article in try OneCellArticle.copies() {
        let blocks = OneCellArticle.swiftBlocks(in: article)
        #expect(blocks.count == 9)
        for block in blocks {
          #expect(
            OneCellArticle.appears(block, in: file),
            "This block of the article is not in OneCellTests.swift:\n\(block.joined(separator: "\n"))"
          )
        }
      }
    }
  }
}
