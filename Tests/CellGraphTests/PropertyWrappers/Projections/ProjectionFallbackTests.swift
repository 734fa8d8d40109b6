import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Model

private struct Task: Identifiable {
  let id: Int
  var title: String
  /// A closure: no comparison rule can tell two of them apart, so a task never compares equal.
  var run: () -> Void = {}
}

private struct Plain: Identifiable {
  let id: Int
  var title: String
}

// MARK: - Views

private struct Tasks: View {
  @StateCell var tasks = (1...3).map { Task(id: $0, title: "task \($0)") }

  var body: some View {
    VStack {
      ForEach($tasks) { $task in TaskRow(task: $task) }
      Button("rename 1") { tasks[0].title = "first" }
    }
  }
}

private struct TaskRow: View {
  @BindingCell var task: Task
  var body: some View { Text(task.title) }
}

private struct Plains: View {
  @StateCell var plains = (1...3).map { Plain(id: $0, title: "plain \($0)") }

  var body: some View {
    VStack {
      ForEach($plains) { $plain in PlainRow(plain: $plain) }
      Button("rename 1") { plains[0].title = "first" }
    }
  }
}

private struct PlainRow: View {
  @BindingCell var plain: Plain
  var body: some View { Text(plain.title) }
}

/// Rows over a binding made of closures: the runtime cannot see where it reads.
private struct ClosureRows: View {
  let storage: WrappersBox<[Plain]>
  @StateCell var version = 0

  var body: some View {
    let plains = BindingCell(
      get: {
        _ = version
        return storage.value
      },
      set: {
        storage.value = $0
        version += 1
      })
    VStack {
      ForEach(plains) { $plain in PlainRow(plain: $plain) }
      Button("rename 1") { plains[0].wrappedValue.title = "first" }
    }
  }
}

/// Keeps the owner's binding to its array where a test can reach its projections.
private struct Kept: View {
  let kept: WrappersBox<BindingCell<[Plain]>?>
  @StateCell var plains = (1...4).map { Plain(id: $0, title: "plain \($0)") }
  @StateCell var showsRows = true

  var body: some View {
    let _ = kept.keep($plains)
    VStack {
      if showsRows {
        ForEach($plains) { $plain in
          // The content closure reads the element too: the ForEach depends on it as well.
          PlainRow(plain: $plain).testID(plain.title)
        }
      }
      Button("hide rows") { showsRows = false }
      Button("rename 1") { plains[0].title = "first" }
    }
  }
}

/// Hands a child the same id-following binding on every run (made once, kept by the test), as a
/// view that holds a row's binding past a reorder would.
private struct Pinned: View {
  let pin: WrappersBox<BindingCell<Plain>?>
  @StateCell var plains = (1...4).map { Plain(id: $0, title: "plain \($0)") }

  var body: some View {
    if pin.value == nil {
      let _ = pin.keep($plains.element(at: 1, identifiedBy: { AnyHashable($0.id) }))
    }
    VStack {
      if let binding = pin.value { PlainRow(plain: binding) }
      Button("move 2 last") { plains.append(plains.remove(at: 1)) }
      Button("rename 1") { plains[0].title = "first" }
    }
  }
}

@MainActor
private func projectionCount(_ kept: WrappersBox<BindingCell<[Plain]>?>) -> Int {
  (kept.value?.location as? StateBox<[Plain]>)?.projections?.count ?? 0
}

// MARK: - Tests

/// Where row precision stops: values no rule can compare, bindings whose storage the runtime cannot
/// see, and the bookkeeping behind the fast path.
@MainActor
@Suite struct ProjectionFallbackTests {
  @Test(
    "An element that cannot be compared (a closure field) re-runs its row when its bytes changed")
  func uncomparableElementRerunsWhenItsBytesChanged() throws {
    // The rule cannot compare a closure, so a changed element's row re-runs; an element whose
    // bytes did not change (the same closure, the same title) is the same value, and is skipped.
    let host = ViewHost(Tasks())
    try host.expectBodies(.view(Tasks.self), .path("Tasks/VStack/ForEach[id: 1]/TaskRow")) {
      try host.tap("rename 1")
    }
    #expect(host.text.hasPrefix("first\ntask 2\ntask 3\n"))
  }

  @Test("A non-Equatable element of comparable fields is compared field by field: one row re-runs")
  func fieldwiseElementsRerunOneRow() throws {
    let host = ViewHost(Plains())
    try host.expectBodies(.view(Plains.self), .path("Plains/VStack/ForEach[id: 1]/PlainRow")) {
      try host.tap("rename 1")
    }
    #expect(host.text.hasPrefix("first\nplain 2\nplain 3\n"))
  }

  @Test("Rows over a get/set binding depend on what its closures read: every row re-runs")
  func closureBindingRowsRerunEveryRow() throws {
    let host = ViewHost(
      ClosureRows(storage: WrappersBox((1...3).map { Plain(id: $0, title: "p\($0)") })))
    try host.expectBodies(.view(ClosureRows.self), .view(PlainRow.self, times: 3)) {
      try host.tap("rename 1")
    }
    #expect(host.text.hasPrefix("first\np2\np3\n"))
  }

  @Test("Projections live as long as the views that read them")
  func projectionsLiveAsLongAsTheirReaders() throws {
    let kept = WrappersBox<BindingCell<[Plain]>?>(nil)
    let host = ViewHost(Kept(kept: kept))
    // One per element (the rows and the content closure read them) and the ids (the ForEach).
    #expect(projectionCount(kept) == 5)
    let graph = host.dependencyGraph()
    let forEach = try #require(graph.views.first { $0.path.hasSuffix("ForEach") })
    let forEachReads = forEach.reads.compactMap { id in graph.sources.first { $0.id == id }?.name }
    #expect(
      forEachReads == [
        "Kept.plains (ids)", "Kept.plains[id: 1]", "Kept.plains[id: 2]", "Kept.plains[id: 3]",
        "Kept.plains[id: 4]",
      ],
      "the ForEach depends on the ids, and on each element its content closure read")
    try host.expectBodies(.view(Kept.self), .path("Kept/VStack/if/ForEach[id: 1]/PlainRow")) {
      try host.tap("rename 1")
    }
    #expect(projectionCount(kept) == 5)
    try host.tap("hide rows")
    host.flush()
    #expect(projectionCount(kept) == 0, "removed views no longer read the array")
  }

  @Test("A binding whose element moved from its index reads it by id, depending on the whole array")
  func movedElementReadsTheSlowWay() throws {
    let host = ViewHost(Pinned(pin: WrappersBox(nil)))
    #expect(host.text.hasPrefix("plain 2\n"))
    // The element left index 1: its projection no longer reaches it, so the reader re-runs, and
    // reads the element by id (the slow way), depending on the whole array from then on.
    try host.expectBodies(.view(PlainRow.self)) { try host.tap("move 2 last") }
    #expect(host.text.hasPrefix("plain 2\n"))
    try host.expectBodies(.view(PlainRow.self)) { try host.tap("rename 1") }
    #expect(host.text.hasPrefix("plain 2\n"))
  }

  @Test("A row's recorded reason names its element and the element's old and new value")
  func recordedReasonNamesTheElement() throws {
    let host = ViewHost(Plains())
    let records = try host.expectBodies(.view(Plains.self), .view(PlainRow.self)) {
      try host.tap("rename 1")
    }
    let reasons = records.flatMap(\.evaluations).map(\.description)
    #expect(
      reasons.contains {
        $0.contains("Plains.plains[id: 1] changed") && $0.contains("\"plain 1\"")
          && $0.contains("\"first\"")
      }, "\(reasons)")
  }
}
