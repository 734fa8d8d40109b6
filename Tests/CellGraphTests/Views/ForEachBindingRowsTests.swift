import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// `ForEach($items)` makes its rows with a `BindingRowMaker` (specialized code) when the rows'
// locations can be interned: a binding to a state box's own `Int`-indexed collection. The other
// bindings (a key path into a state box, a closure binding, a collection with another index type)
// fall back to making rows one by one. Both must show the same rows and re-run the same bodies.

private struct Task: Identifiable, Equatable {
  var id: Int
  var title: String
}

private func tasks(_ count: Int) -> [Task] {
  (1...count).map { Task(id: $0, title: "task \($0)") }
}

/// A row with state of its own, to see which identity a row has.
private struct TaskRow: View {
  @BindingCell var task: Task
  @StateCell var taps = 0

  var body: some View {
    HStack {
      Text("\(task.title) (\(taps))")
      Button("tap \(task.title)") { taps += 1 }
    }
  }
}

/// The fast path: `ForEach($tasks)` over a state cell's array.
private struct Board: View {
  @StateCell var tasks = CellGraphTests.tasks(4)

  var body: some View {
    VStack {
      ForEach($tasks) { $task in TaskRow(task: $task) }
      Button("rename 2") { tasks[1].title = "two" }
      Button("swap 1 and 3") { tasks.swapAt(0, 2) }
      Button("remove 2") { tasks.remove(at: 1) }
      Button("add 2 back") { tasks.insert(Task(id: 2, title: "task 2"), at: 1) }
      Button("copy 1 over 4") { tasks[3] = Task(id: 1, title: "copy") }
      Button("rename copy") { tasks[3].title = "copy again" }
    }
  }
}

private struct Project: Equatable {
  var name: String
  var tasks: [Task]
}

/// Rows over one of two arrays with the same ids, chosen by a flag.
private struct TwoBoards: View {
  @StateCell var showsSecond = false
  @StateCell var first = CellGraphTests.tasks(2)
  @StateCell var second = [Task(id: 1, title: "other 1"), Task(id: 2, title: "other 2")]

  var body: some View {
    VStack {
      Text("first: \(first.map(\.title).joined(separator: ", "))")
      ForEach(showsSecond ? $second : $first) { $task in EditableRow(task: $task) }
      Button("show second") { showsSecond = true }
    }
  }
}

/// A row that writes its element through its binding.
private struct EditableRow: View {
  @BindingCell var task: Task
  var body: some View {
    Button("edit \(task.title)") { task.title += "!" }
  }
}

/// A fallback: the collection is a key path into the state cell's value.
private struct ProjectBoard: View {
  @StateCell var project = Project(name: "p", tasks: CellGraphTests.tasks(3))

  var body: some View {
    VStack {
      ForEach($project.tasks) { $task in TaskRow(task: $task) }
      Button("rename 2") { project.tasks[1].title = "two" }
    }
  }
}

/// A fallback: a binding made of closures over the state cell's array.
private struct ClosureBoard: View {
  @StateCell var tasks = CellGraphTests.tasks(3)

  var body: some View {
    let bound = BindingCell(get: { tasks }, set: { tasks = $0 })
    return VStack {
      ForEach(bound) { $task in TaskRow(task: $task) }
      Button("rename 2") { tasks[1].title = "two" }
    }
  }
}

/// A collection indexed by `Int8`, not `Int`.
private struct Pile: MutableCollection, RandomAccessCollection, Equatable {
  var storage: [Task]
  var startIndex: Int8 { 0 }
  var endIndex: Int8 { Int8(storage.count) }
  subscript(position: Int8) -> Task {
    get { storage[Int(position)] }
    set { storage[Int(position)] = newValue }
  }
}

/// A fallback: the indices are not `Int`s.
private struct PileBoard: View {
  let seen: WrappersBox<BindingCell<Pile>?>
  @StateCell var pile = Pile(storage: CellGraphTests.tasks(3))

  var body: some View {
    seen.value = $pile
    return VStack {
      ForEach($pile) { $task in TaskRow(task: $task) }
      Button("rename 2") { pile[1].title = "two" }
    }
  }
}

/// A row that holds its binding.
private struct Holder: View {
  @BindingCell var task: Task
  var body: some View { Text(task.title) }
}

/// Hands the test the binding its body sees.
private struct Exposing: View {
  let seen: WrappersBox<BindingCell<[Task]>?>
  @StateCell var tasks = CellGraphTests.tasks(3)

  var body: some View {
    seen.value = $tasks
    return Text("\(tasks.count)")
  }
}

private typealias TaskRows = ForEach<BindingCell<[Task]>, Int, Holder>

/// Makes every row, in order, as an update does, and checks their titles; returns their keys and
/// locations.
@MainActor
private func makeRows(
  _ maker: TaskRows.BindingRowMaker, _ tasks: BindingCell<[Task]>, _ store: BindingRowLocations
) throws -> (keys: [ChildKey], locations: [AnyObject]) {
  let (count, make) = try #require(maker.rows(tasks, store))
  let rows = UnsafeMutablePointer<Holder>.allocate(capacity: count)
  defer { rows.deallocate() }
  var keys: [ChildKey] = []
  var locations: [AnyObject] = []
  for offset in 0..<count {
    keys.append(make(offset, UnsafeMutableRawPointer(rows + offset)))
    #expect(rows[offset].task.title == tasks.wrappedValue[offset].title)
    locations.append(rows[offset].$task.location)
  }
  rows.deinitialize(count: count)
  store.keepFirst(count)
  return (keys, locations)
}

@MainActor
@Suite struct ForEachBindingRowsTests {
  @Test("The row maker makes each row's view and key from the element, reusing its location")
  func rowMakerMakesRowsAndKeys() throws {
    let seen = WrappersBox<BindingCell<[Task]>?>(nil)
    _ = ViewHost(Exposing(seen: seen))
    let tasks = try #require(seen.value)
    let forEach = ForEach(tasks) { $task in Holder(task: $task) }
    let maker = try #require(forEach.bindingRows)
    let store = BindingRowLocations()

    let first = try makeRows(maker, tasks, store)
    #expect(first.keys == [.integerElement(1), .integerElement(2), .integerElement(3)])
    // Unchanged rows get the same location objects; a row whose element's id changed a new one.
    tasks.wrappedValue[2].id = 30
    let second = try makeRows(maker, tasks, store)
    #expect(second.keys == [.integerElement(1), .integerElement(2), .integerElement(30)])
    #expect(ObjectIdentifier(second.locations[0]) == ObjectIdentifier(first.locations[0]))
    #expect(ObjectIdentifier(second.locations[1]) == ObjectIdentifier(first.locations[1]))
    #expect(ObjectIdentifier(second.locations[2]) != ObjectIdentifier(first.locations[2]))
    // A removed row's location is forgotten.
    tasks.wrappedValue.removeLast()
    _ = try makeRows(maker, tasks, store)
    #expect(store.locations.count == 2)
  }

  @Test("One element changed re-runs the owner and that element's row, on the specialized path")
  func fastPathRerunsOneRow() throws {
    let host = ViewHost(Board())
    try host.expectBodies(.view(Board.self), .path("Board/VStack/ForEach[id: 2]/TaskRow")) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntwo (0) [tap two]\ntask 3 (0)"))
  }

  @Test("Swapped elements re-run their two rows, which keep their state by id")
  func fastPathMovedElements() throws {
    let host = ViewHost(Board())
    try host.tap("tap task 1")
    try host.expectBodies(.view(Board.self), .view(TaskRow.self, times: 2)) {
      try host.tap("swap 1 and 3")
    }
    #expect(host.text.hasPrefix("task 3 (0) [tap task 3]\ntask 2 (0) [tap task 2]\ntask 1 (1)"))
    // The moved row's binding follows its new index: editing it re-runs that row only.
    try host.expectBodies(.view(Board.self), .path("Board/VStack/ForEach[id: 2]/TaskRow")) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 3 (0) [tap task 3]\ntwo (0) [tap two]\ntask 1 (1)"))
  }

  @Test("An element removed then added back gets a fresh row; the rows that shifted re-run")
  func fastPathRemovedThenReAdded() throws {
    let host = ViewHost(Board())
    try host.tap("tap task 2")
    // Tasks 3 and 4 moved to other indices: their rows get new locations and re-run.
    try host.expectBodies(.view(Board.self), .view(TaskRow.self, times: 2)) {
      try host.tap("remove 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntask 3 (0) [tap task 3]\ntask 4 (0)"))
    // The projections follow the new indices: a write to index 1 (task 3 now) re-runs its row.
    try host.expectBodies(.view(Board.self), .path("Board/VStack/ForEach[id: 3]/TaskRow")) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntwo (0) [tap two]\ntask 4 (0)"))
    // Task 2 returns as a new identity (its tap count starts again); tasks 3 and 4 shift back.
    try host.expectBodies(.view(Board.self), .view(TaskRow.self, times: 3)) {
      try host.tap("add 2 back")
    }
    #expect(
      host.text.hasPrefix(
        "task 1 (0) [tap task 1]\ntask 2 (0) [tap task 2]\ntwo (0) [tap two]\ntask 4 (0)"))
  }

  @Test("A duplicate id is reported, shown as its own row, and its changes re-run only it")
  func fastPathDuplicateIDs() throws {
    let host = ViewHost(Board())
    try host.expectBodies(.view(Board.self), .path("Board/VStack/ForEach[id: 1 #2]/TaskRow")) {
      try host.tap("copy 1 over 4")
    }
    #expect(host.diagnostics.filter { $0.kind == .duplicateID }.count == 1)
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntask 2 (0)"))
    #expect(host.text.contains("\ncopy (0) [tap copy]\n"))
    try host.expectBodies(.view(Board.self), .path("Board/VStack/ForEach[id: 1 #2]/TaskRow")) {
      try host.tap("rename copy")
    }
    #expect(host.text.contains("\ncopy again (0) [tap copy again]\n"))
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\n"))
  }

  @Test("Rows over another state box get that box's locations, and write to it")
  func anotherBoxGetsItsOwnLocations() throws {
    let host = ViewHost(TwoBoards())
    // Same ids at the same offsets, but another box: the kept locations are not handed out, so
    // each row gets a new binding and re-runs.
    try host.expectBodies(.view(TwoBoards.self), .view(EditableRow.self, times: 2)) {
      try host.tap("show second")
    }
    #expect(host.text == "first: task 1, task 2\n[edit other 1]\n[edit other 2]\n[show second]")
    try host.expectBodies(
      .view(TwoBoards.self), .path("TwoBoards/VStack/ForEach[id: 1]/EditableRow")
    ) {
      try host.tap("edit other 1")
    }
    #expect(host.text == "first: task 1, task 2\n[edit other 1!]\n[edit other 2]\n[show second]")
  }

  @Test("A binding through a key path has no row maker's rows and re-runs the same bodies")
  func keyPathBindingFallsBack() throws {
    let seen = WrappersBox<BindingCell<[Task]>?>(nil)
    _ = ViewHost(Exposing(seen: seen))
    let tasks = try #require(seen.value)
    let derived = BindingCell<[Task]>(
      location: KeyPathLocation(base: tasks.location, keyPath: \[Task].self))
    #expect(
      ForEach(derived) { $task in Text(task.title) }.bindingRows?.rows(
        derived, BindingRowLocations()) == nil)

    let host = ViewHost(ProjectBoard())
    try host.expectBodies(
      .view(ProjectBoard.self), .path("ProjectBoard/VStack/ForEach[id: 2]/TaskRow")
    ) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntwo (0) [tap two]\ntask 3 (0)"))
  }

  @Test("A closure binding falls back: each update makes new locations, so every row re-runs")
  func closureBindingFallsBack() throws {
    var values = tasks(2)
    let bound = BindingCell(get: { values }, set: { values = $0 })
    #expect(
      ForEach(bound) { $task in Text(task.title) }.bindingRows?.rows(bound, BindingRowLocations())
        == nil)

    // The owner makes a new closure binding each time, a different base for every row.
    let host = ViewHost(ClosureBoard())
    try host.expectBodies(.view(ClosureBoard.self), .view(TaskRow.self, times: 3)) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntwo (0) [tap two]\ntask 3 (0)"))
  }

  @Test("A collection whose index is not Int falls back and re-runs only the changed row")
  func nonIntegerIndexFallsBack() throws {
    let seen = WrappersBox<BindingCell<Pile>?>(nil)
    let host = ViewHost(PileBoard(seen: seen))
    let pile = try #require(seen.value)
    #expect(
      ForEach(pile) { $task in Text(task.title) }.bindingRows?.rows(pile, BindingRowLocations())
        == nil)
    try host.expectBodies(
      .view(PileBoard.self), .path("PileBoard/VStack/ForEach[id: 2]/TaskRow")
    ) {
      try host.tap("rename 2")
    }
    #expect(host.text.hasPrefix("task 1 (0) [tap task 1]\ntwo (0) [tap two]\ntask 3 (0)"))
  }
}
