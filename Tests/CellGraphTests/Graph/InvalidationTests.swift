import Testing

@testable import CellGraph
@testable import CellGraphCore

// How writes turn into evaluations: coalescing, equality, parent-first passes, skipping.

private struct Tally: View {
  @StateCell var count = 0
  @StateCell var label = "tally"
  var body: some View {
    VStack {
      Text("\(label): \(count)")
      Button("Three times") {
        count += 1
        count += 1
        count += 1
      }
      Button("Same value") { count = count + 0 }
      Button("Write and read") {
        count = 41
        label = "read back \(count + 1)"
      }
    }
  }
}

private struct DiamondTop: View {
  @StateCell var x = 0
  var body: some View {
    VStack {
      Text("top sees \(x)")
      DiamondLeft(x: $x)
      DiamondRight(x: $x)
      Button("Write x") { x += 1 }
    }
  }
}

private struct DiamondLeft: View {
  @BindingCell var x: Int
  var body: some View { Text("left sees \(x)") }
}

private struct DiamondRight: View {
  @BindingCell var x: Int
  var body: some View { Text("right sees \(x)") }
}

/// Compares only `title`: a different `note` is not a different input.
private struct TitleOnly: View, Equatable {
  let title: String
  let note: String
  var body: some View { Text(title) }
  nonisolated static func == (lhs: TitleOnly, rhs: TitleOnly) -> Bool { lhs.title == rhs.title }
}

private struct FieldwiseChild: View {
  let title: String
  let count: Int
  var body: some View { Text("\(title) \(count)") }
}

private struct ClosureChild: View {
  let action: () -> Void
  var body: some View { Text("has a closure") }
}

private struct SkipParent: View {
  @StateCell var tick = 0
  @StateCell var title = "same"
  var body: some View {
    VStack {
      Text("tick \(tick)")
      TitleOnly(title: title, note: "note \(tick)")
      FieldwiseChild(title: title, count: 1)
      ClosureChild(action: {})
      Button("Tick") { tick += 1 }
      Button("Retitle") { title = "changed" }
    }
  }
}

private struct CachedRow: View {
  let id: Int
  @StateCell var hits = 0
  var body: some View {
    HStack {
      Text("row \(id) hits \(hits)")
      Button("hit \(id)") { hits += 1 }
    }
  }
}

private struct CachedList: View {
  var body: some View {
    VStack {
      ForEach(0..<100, id: \.self) { CachedRow(id: $0) }
    }
  }
}

@MainActor
@Suite struct InvalidationTests {
  @Test("A write evaluates nothing until the next flush")
  func writesAreDeferred() throws {
    let host = ViewHost(Tally())
    host.resetEvaluations()
    try host.tap("Three times")
    #expect(host.hasPendingUpdates)
    #expect(host.evaluations(of: Tally.self) == 0, "no body runs inside the write")
    host.flush()
    #expect(!host.hasPendingUpdates)
    #expect(host.evaluations(of: Tally.self) == 1)
  }

  @Test("Several writes in one action coalesce into one evaluation")
  func writesCoalesce() throws {
    let host = ViewHost(Tally())
    host.resetEvaluations()
    try host.tap("Three times")
    #expect(host.text.contains("tally: 3"))
    #expect(host.evaluations(of: Tally.self) == 1)
  }

  @Test("A write is visible at once to the code that made it")
  func writesAreVisibleImmediately() throws {
    let host = ViewHost(Tally())
    try host.tap("Write and read")
    #expect(host.text.contains("read back 42: 41"))
  }

  @Test("Writing a value equal to the current one invalidates nothing")
  func equalWritesAreIgnored() throws {
    let host = ViewHost(Tally())
    host.resetEvaluations()
    try host.tap("Same value")
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: Tally.self) == 0)
  }

  @Test("In a diamond, each body runs once per pass, parents before children")
  func diamondRunsEachBodyOnce() throws {
    let host = ViewHost(DiamondTop())
    host.isRecordingEvaluations = true
    host.resetEvaluations()

    try host.tap("Write x")
    host.flush()

    #expect(host.evaluations(of: DiamondTop.self) == 1)
    #expect(host.evaluations(of: DiamondLeft.self) == 1)
    #expect(host.evaluations(of: DiamondRight.self) == 1)
    #expect(host.updateRecords.count == 1)
    #expect(
      host.updateRecords.first?.evaluations.map(\.viewType) == [
        "DiamondTop", "DiamondLeft", "DiamondRight",
      ])
    #expect(host.text.contains("left sees 1"))
  }

  @Test("A child whose inputs are equal is skipped; Equatable views compare by ==")
  func equalInputsAreSkipped() throws {
    let host = ViewHost(SkipParent())
    host.resetEvaluations()

    try host.tap("Tick")
    host.flush()

    #expect(host.evaluations(of: SkipParent.self) == 1)
    #expect(host.evaluations(of: TitleOnly.self) == 0, "== ignores the changed note")
    #expect(host.evaluations(of: FieldwiseChild.self) == 0, "every field is equal")
    #expect(host.evaluations(of: ClosureChild.self) == 1, "closures count as different")
  }

  @Test("A child whose inputs differ is re-evaluated")
  func changedInputsAreEvaluated() throws {
    let host = ViewHost(SkipParent())
    host.resetEvaluations()

    try host.tap("Retitle")
    host.flush()

    #expect(host.evaluations(of: TitleOnly.self) == 1)
    #expect(host.evaluations(of: FieldwiseChild.self) == 1)
    #expect(host.text.contains("changed 1"))
  }

  @Test("A pass re-renders the text of re-evaluated views and their ancestors only")
  func textIsCachedPerNode() throws {
    let host = ViewHost(CachedList())
    _ = host.text
    host.graph.renderCount = 0

    try host.tap("hit 50")
    let text = host.text

    #expect(text.contains("row 50 hits 1"))
    // The row's own nodes and the chain of ancestors: far fewer than the 100 rows' nodes.
    #expect(host.graph.renderCount < 20, "rendered \(host.graph.renderCount) node texts")

    host.graph.renderCount = 0
    _ = host.text
    #expect(host.graph.renderCount == 0, "nothing changed, nothing is re-rendered")
  }
}

@MainActor
@Suite struct ConditionalComparisonTests {
  @Test(
    "A view value containing an if/else compares equal when the same branch holds an equal view")
  func conditionalContentCompares() throws {
    let a = ViewBuilder.buildEither(first: Text("a")) as _ConditionalContent<Text, EmptyView>
    let b = ViewBuilder.buildEither(first: Text("a")) as _ConditionalContent<Text, EmptyView>
    let c = ViewBuilder.buildEither(second: EmptyView()) as _ConditionalContent<Text, EmptyView>
    #expect(ValueComparator.areEqual(a, b))
    #expect(!ValueComparator.areEqual(a, c))
  }
}

@MainActor
@Suite struct NaiveModeTests {
  @Test("Without dependency tracking, any write re-runs every body (the benchmark baseline)")
  func naiveModeRerunsEverything() throws {
    let host = ViewHost(CachedList())
    host.tracksDependencies = false
    host.resetEvaluations()

    try host.tap("hit 7")
    #expect(host.text.contains("row 7 hits 1"))
    #expect(host.evaluations(of: CachedList.self) == 1)
    #expect(host.evaluations(of: CachedRow.self) == 100)
  }
}

@MainActor
@Suite struct EagerTextTests {
  @Test("A flush re-renders the text of the views it evaluated; ancestors wait for host.text")
  func flushRendersEvaluatedViews() throws {
    let host = ViewHost(CachedList())
    _ = host.text
    host.graph.renderCount = 0

    try host.tap("hit 50")
    host.flush()
    let renderedByFlush = host.graph.renderCount
    #expect(renderedByFlush > 0, "the row's text is ready when the pass settles")
    #expect(host.rootNode.flags.contains(.needsRender), "the whole text is assembled on demand")

    host.graph.renderCount = 0
    #expect(host.text.contains("row 50 hits 1"))
    #expect(host.graph.renderCount > 0 && host.graph.renderCount < 10, "only the ancestors")

    host.graph.renderCount = 0
    #expect(host.text.contains("row 50 hits 1"))
    #expect(host.graph.renderCount == 0, "unchanged text is not rebuilt")
  }

  @Test("A dirty view that its parent removes in the same pass does not run, and is released")
  func queuedNodeRemovedInItsPass() throws {
    let host = ViewHost(Dismissing())
    #expect(host.text == "shown 0")
    let parent = try #require(host.rootNode.children.first as? TypedNode<Dismissing>)
    func dismissed(_ node: Node) -> TypedNode<Dismissed>? {
      node as? TypedNode<Dismissed> ?? node.children.lazy.compactMap(dismissed).first
    }
    weak let released = dismissed(parent)
    #expect(released != nil)
    host.resetEvaluations()

    // Both are queued; the parent runs first, removes the child, and the pass skips it.
    released?.view.count = 1
    #expect(released?.isDirty == true)
    parent.view.isShown = false
    host.flush()
    #expect(host.evaluations(of: Dismissing.self) == 1)
    #expect(host.evaluations(of: Dismissed.self) == 0, "a removed node is not run")
    #expect(host.text == "")
    #expect(released == nil, "nothing keeps the removed node once the pass is over")
  }
}

private struct Dismissing: View {
  @StateCell var isShown = true
  var body: some View {
    VStack {
      if isShown { Dismissed() }
    }
  }
}

private struct Dismissed: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Text("shown \(count)")
    }
  }
}
