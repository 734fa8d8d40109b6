import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A re-run `ForEach` finds the rows its children would skip by reading each child where it lies
// (`UnchangedRowTest`), and hands every other row to the child's `receive`. These tests check
// both sides: the rows the test skips are exactly the ones `receive` would skip, and each reason
// to hand a row over (a changed row, a dirty child, a forced environment, a recording host, a
// row type without a byte span) sends it through `receive`.

/// A row's own count, read by the row's body: a write makes that row dirty.
@Observable private final class Tally {
  var taps = 0
}

/// A row whose fields all compare by their bits or as strings, with no gap between them: the
/// type has a byte span.
private struct ScoreRow: View {
  let id: Int
  let name: String
  let tally: Tally
  let isSelected: Bool
  var body: some View {
    Text("\(isSelected ? ">" : " ") \(name) \(tally.taps)")
  }
}

/// A row with a closure field: no byte span, so every row is handed over (and re-runs).
private struct ActionRow: View {
  let name: String
  let action: () -> Void
  var body: some View { Text(name) }
}

private struct Board: View {
  let tallies = (0..<4).map { _ in Tally() }
  @StateCell var names = ["ada", "bo", "cy", "di"]
  @StateCell var selected = -1
  @StateCell var withActions = false
  var body: some View {
    VStack {
      ForEach(Array(names.enumerated()), id: \.offset) { offset, name in
        ScoreRow(id: offset, name: name, tally: tallies[offset], isSelected: offset == selected)
      }
      if withActions {
        ForEach(names, id: \.self) { name in ActionRow(name: name, action: {}) }
      }
    }
    .environment(selected > 10 ? \.graphFirst : \.graphSecond, "provided")
  }
}

@MainActor
@Suite struct UnchangedRowTestTests {
  private func rowNodes(in host: ViewHost) throws -> [TypedNode<ScoreRow>] {
    var rows: [TypedNode<ScoreRow>] = []
    func collect(_ node: Node) {
      if let row = node as? TypedNode<ScoreRow> { rows.append(row) }
      node.children.forEach(collect)
    }
    collect(host.rootNode)
    return rows
  }

  private func board(in host: ViewHost) throws -> TypedNode<Board> {
    try #require(firstNode(of: Board.self, under: host.rootNode))
  }

  @Test("The test skips a child handed its own value and hands over a child handed another")
  func skipsExactlyTheSameValue() throws {
    let host = ViewHost(Board())
    _ = host.text
    let rows = try rowNodes(in: host)
    let forEach = try #require(rows.first?.parent)
    let test = try #require(UnchangedRowTest(rowsOf: ScoreRow.self, under: forEach))

    let same = rows[1].view
    #expect(ViewTypeInfo.of(ScoreRow.self).sameBitsSpan == 33, "id, name, tally, isSelected")
    #expect(withUnsafeBytes(of: same) { test.skips(rows[1], rowAt: $0.baseAddress!) })
    let selected = ScoreRow(id: same.id, name: same.name, tally: same.tally, isSelected: true)
    #expect(!withUnsafeBytes(of: selected) { test.skips(rows[1], rowAt: $0.baseAddress!) })
    let renamed = ScoreRow(
      id: same.id, name: same.name + "!", tally: same.tally, isSelected: false)
    #expect(!withUnsafeBytes(of: renamed) { test.skips(rows[1], rowAt: $0.baseAddress!) })
  }

  @Test("A selection that moves re-runs the two rows that changed and skips the others")
  func movedSelectionRunsTwoRows() throws {
    let host = ViewHost(Board())
    _ = host.text
    let board = try board(in: host)
    board.view.selected = 1
    host.flush()
    host.resetEvaluations()

    board.view.selected = 2
    host.flush()
    #expect(host.evaluations(of: ScoreRow.self) == 2, "the row left and the row selected")
    #expect(host.text == "  ada 0\n  bo 0\n> cy 0\n  di 0")
  }

  @Test("A dirty child is handed its row even when the row is unchanged, and runs once")
  func dirtyChildRunsOnce() throws {
    let host = ViewHost(Board())
    _ = host.text
    let board = try board(in: host)
    let rows = try rowNodes(in: host)
    let forEach = try #require(rows.first?.parent)
    host.resetEvaluations()

    board.view.tallies[3].taps = 5
    #expect(rows[3].isDirty)
    let test = try #require(UnchangedRowTest(rowsOf: ScoreRow.self, under: forEach))
    let same = rows[3].view
    #expect(!withUnsafeBytes(of: same) { test.skips(rows[3], rowAt: $0.baseAddress!) })

    board.view.selected = 0  // the table re-runs in the same pass
    host.flush()
    #expect(host.evaluations(of: ScoreRow.self) == 2, "row 0 (selected) and row 3 (dirty), once")
    #expect(host.text == "> ada 0\n  bo 0\n  cy 0\n  di 5")
  }

  @Test("A replaced environment chain forces every row: each is handed over and re-runs")
  func forcedEnvironmentHandsEveryRowOver() throws {
    let host = ViewHost(Board())
    _ = host.text
    let board = try board(in: host)
    host.resetEvaluations()

    board.view.selected = 11  // the environment modifier's value changes: the chain is replaced
    host.flush()
    #expect(host.evaluations(of: ScoreRow.self) == 4, "a replaced environment re-runs every row")
  }

  @Test("A recording host gets no test: every skipped row is listed in the update record")
  func recordingHostListsSkips() throws {
    let host = ViewHost(Board())
    _ = host.text
    let rows = try rowNodes(in: host)
    let forEach = try #require(rows.first?.parent)
    host.isRecordingEvaluations = true
    #expect(UnchangedRowTest(rowsOf: ScoreRow.self, under: forEach) == nil)

    try board(in: host).view.selected = 0
    host.flush()
    let record = try #require(host.updateRecords.last)
    #expect(record.skipped.count == 3, "rows 1, 2 and 3 are listed as skipped")
    #expect(host.evaluations(of: ScoreRow.self) >= 1)
  }

  @Test("A row type with a closure field has no byte span: no test, every row re-runs")
  func rowWithClosureHasNoTest() throws {
    let host = ViewHost(Board())
    let board = try board(in: host)
    board.view.withActions = true
    _ = host.text
    #expect(ViewTypeInfo.of(ActionRow.self).sameBitsSpan == 0)
    host.resetEvaluations()

    board.view.selected = 0
    host.flush()
    #expect(host.evaluations(of: ActionRow.self) == 4, "closures count as different")
  }

  @Test("A row type whose installed copy can change gets no test, and its rows stay skipped")
  func receivedValueTypesHaveNoTest() throws {
    let host = ViewHost(CountingBoard())
    #expect(host.text == "ada 1\nbo 1")
    #expect(ViewTypeInfo.of(CountingRow.self).comparesReceivedValues)
    let forEach = try #require(firstNode(of: CountingRow.self, under: host.rootNode)?.parent)
    #expect(UnchangedRowTest(rowsOf: CountingRow.self, under: forEach) == nil)
    host.resetEvaluations()

    // The installed copies counted an update; the rows received are the ones received before.
    try #require(firstNode(of: CountingBoard.self, under: host.rootNode)).view.tick += 1
    host.flush()
    #expect(host.evaluations(of: CountingRow.self) == 0, "compared as received: unchanged")
  }
}

@MainActor
private func firstNode<V: View>(of _: V.Type, under node: Node) -> TypedNode<V>? {
  if let typed = node as? TypedNode<V> { return typed }
  for child in node.children {
    if let found = firstNode(of: V.self, under: child) { return found }
  }
  return nil
}

private struct CountingRow: View {
  let name: String
  @GraphUpdateCounter var updates: Int
  var body: some View { Text("\(name) \(updates)") }
}

private struct CountingBoard: View {
  @StateCell var tick = 0
  var body: some View {
    VStack {
      ForEach(["ada", "bo"], id: \.self) { name in CountingRow(name: name) }
    }
    .id(tick < 0 ? 1 : 0)
  }
}
