import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Views

private struct ActionWriter: View {
  let log: WrappersLog
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("count \(count)")
      Button("write and read") {
        count = 5
        log.append("after first write: \(count)")
        count += 1
        log.append("after second write: \(count)")
      }
      Button("three writes") {
        count += 1
        count += 1
        count += 1
      }
      Button("write same") { count = count }
      Button("write 0") { count = 0 }
    }
  }
}

private struct Point: Equatable {
  var x: Int
  var y: Int
}

private struct PointView: View {
  @StateCell var point = Point(x: 1, y: 2)

  var body: some View {
    VStack {
      Text("point \(point.x),\(point.y)")
      Button("equal point") { point = Point(x: 1, y: 2) }
      Button("other point") { point = Point(x: 3, y: 4) }
    }
  }
}

private struct ProjectionOwner: View {
  let log: WrappersLog
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("owner \(count)")
      Button("write through $count") {
        let binding: BindingCell<Int> = $count
        binding.wrappedValue = 7
        log.append("state \(count) binding \(binding.wrappedValue)")
        count = 8
        log.append("binding after state write \(binding.wrappedValue)")
        log.append("same location \(binding.location.isSameLocation(as: $count.location))")
      }
      ProjectionEditor(value: $count)
    }
  }
}

private struct ProjectionEditor: View {
  @BindingCell var value: Int

  var body: some View {
    Button("child sets 42") { value = 42 }
  }
}

// MARK: - Tests

/// `StateCell` writes: seen at once, applied at flush, skipped when equal, shared by `$value`.
@MainActor
@Suite struct StateCellWriteTests {
  @Test("A write is visible at once to its writer, while bodies re-run only at flush")
  func writeVisibleImmediatelyBodiesRunAtFlush() throws {
    let log = WrappersLog()
    let host = ViewHost(ActionWriter(log: log))
    host.resetEvaluations()

    try host.tap("write and read")
    #expect(log.entries == ["after first write: 5", "after second write: 6"])
    #expect(host.hasPendingUpdates)
    #expect(host.evaluations(of: ActionWriter.self) == 0)

    host.flush()
    #expect(!host.hasPendingUpdates)
    #expect(host.evaluations(of: ActionWriter.self) == 1)
    #expect(host.text.hasPrefix("count 6\n"))
  }

  @Test("Several writes in one action coalesce into one body evaluation")
  func writesCoalesce() throws {
    let host = ViewHost(ActionWriter(log: WrappersLog()))
    host.resetEvaluations()
    try host.tap("three writes")
    host.flush()
    #expect(host.evaluations(of: ActionWriter.self) == 1)
    #expect(host.text.hasPrefix("count 3\n"))
  }

  @Test("Writing a value equal to the current one invalidates nothing")
  func equalWriteInvalidatesNothing() throws {
    let host = ViewHost(ActionWriter(log: WrappersLog()))
    host.resetEvaluations()
    try host.tap("write same")
    try host.tap("write 0")
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: ActionWriter.self) == 0)
  }

  @Test("Writing an equal Equatable struct invalidates nothing, a different one re-runs the body")
  func equalEquatableStructWrite() throws {
    let host = ViewHost(PointView())
    host.resetEvaluations()
    try host.tap("equal point")
    #expect(!host.hasPendingUpdates)
    host.flush()
    #expect(host.evaluations(of: PointView.self) == 0)

    try host.tap("other point")
    host.flush()
    #expect(host.evaluations(of: PointView.self) == 1)
    #expect(host.text.hasPrefix("point 3,4\n"))
  }

  @Test("The projected value is a binding that reads and writes the same box")
  func projectedValueWritesSameBox() throws {
    let log = WrappersLog()
    let host = ViewHost(ProjectionOwner(log: log))
    try host.tap("write through $count")
    #expect(
      log.entries == [
        "state 7 binding 7", "binding after state write 8", "same location true",
      ])
    #expect(host.text == "owner 8\n[write through $count]\n[child sets 42]")

    try host.tap("child sets 42")
    #expect(host.text == "owner 42\n[write through $count]\n[child sets 42]")
  }
}
