import Testing

@testable import ReactiveFloor

// The re-make floor stands for SwiftUI's `ForEach` rule: a select must call the content closure
// for every row and re-evaluate only the parent and the rows whose value changed.
//
//     selection ──read by──▶ parent ──dirties──▶ row i   (only when row i's value changed)

@Suite struct RemakeGraphTests {
  /// A 1,000-row table whose content closure counts its calls, selecting the row with id 1.
  private final class Fixture {
    let runtime = FloorRuntime()
    let selection: FloorCell
    var contentCalls = 0
    private(set) var graph: RemakeGraph?

    init() {
      selection = FloorCell(1, in: runtime)
      var labels = LabelGenerator()
      let rows = (1...1_000).map { FloorRowData(id: $0, label: labels.next()) }
      let select = RemakeGraph.selecting(selection)
      graph = RemakeGraph(rows: rows, in: runtime) { [unowned self] row in
        self.contentCalls += 1
        return select(row)
      }
    }

    /// The ids of the kept rows marked selected.
    var selectedIDs: [Int] {
      graph?.kept.filter(\.isSelected).map(\.id) ?? []
    }
  }

  @Test("A select calls the content closure once per row")
  func contentPerRow() {
    let fixture = Fixture()
    fixture.contentCalls = 0
    fixture.selection.write(38)
    fixture.runtime.flush()
    #expect(fixture.contentCalls == 1_000, "a re-made ForEach evaluates its content per element")
  }

  @Test("A select re-evaluates the parent and the 2 rows whose selection changed, nothing else")
  func changedRowsOnly() throws {
    let fixture = Fixture()
    let graph = try #require(fixture.graph)
    var outputs = graph.rowNodes.map(\.output)
    let before = fixture.runtime.evaluations
    fixture.selection.write(38)
    fixture.runtime.flush()
    #expect(fixture.runtime.evaluations - before == 3, "the parent and rows 1 and 38")
    outputs[0] = 0
    outputs[37] = 1
    #expect(graph.rowNodes.map(\.output) == outputs, "only the changed rows' nodes re-ran")
  }

  @Test("After a select, the kept rows show the new selection")
  func keptRowsFollow() {
    let fixture = Fixture()
    #expect(fixture.selectedIDs == [1])
    fixture.selection.write(38)
    fixture.runtime.flush()
    #expect(fixture.selectedIDs == [38])
    fixture.selection.write(1_000)
    fixture.runtime.flush()
    #expect(fixture.selectedIDs == [1_000])
  }

  @Test("Writing the selected id again re-makes nothing")
  func equalSelection() {
    let fixture = Fixture()
    fixture.contentCalls = 0
    fixture.selection.write(1)
    #expect(!fixture.runtime.hasPendingWork)
    fixture.runtime.flush()
    #expect(fixture.contentCalls == 0)
  }
}
