import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Cell: View {
  let number: Int
  var body: some View { Text("\(number)") }
}

private struct Grid: View {
  var columns = [GridItem(), GridItem(), GridItem()]
  var body: some View {
    ScrollView {
      LazyVGrid(columns: columns) { ForEach(1..<301) { Cell(number: $0) } }
    }
  }
}

private struct Strip: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack { ForEach(0..<1000) { Cell(number: $0) } }
    }
  }
}

private struct Columns: View {
  var body: some View {
    ScrollView(.horizontal) {
      LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(1..<101) { Cell(number: $0) } }
    }
  }
}

@MainActor
@Suite struct LazyGridTests {
  @Test(
    "A lazy grid shows its cells in rows of one cell per column, each column as wide as its widest cell"
  )
  func gridTextForm() {
    let host = ViewHost(Grid(), viewport: 4)
    #expect(
      host.text == """
        1  2  3
        4  5  6
        7  8  9
        10 11 12
        ▼ more below
        """)
  }

  @Test("A lazy grid creates a row of cells at a time as it comes into view")
  func gridIsLazy() throws {
    let host = ViewHost(Grid(), viewport: 4)
    #expect(host.evaluations(of: Cell.self) == 12)
    host.resetEvaluations()
    try host.scroll(by: 2)
    host.flush()
    #expect(host.evaluations(of: Cell.self) == 6, "two rows of three came into view")
    #expect(host.text.hasPrefix("▲ 2 lines above\n7  8  9\n"))
  }

  @Test("A grid with no GridItem is reported and laid out in one column")
  func emptyColumns() {
    let host = ViewHost(Grid(columns: []), viewport: 2)
    #expect(host.text == "1\n2\n▼ more below")
    #expect(host.diagnostics.map(\.kind) == [.emptyGridItems])
  }

  @Test("A lazy horizontal stack creates the cells that fit the viewport's columns")
  func horizontalStack() throws {
    let host = ViewHost(Strip(), viewportColumns: 10)
    // "0 1 2 3 4" is 9 columns; cell 5 would start at column 10, out of view.
    #expect(host.evaluations(of: Cell.self) == 5)
    #expect(host.text == "0 1 2 3 4\n▶ more right")
    host.resetEvaluations()
    try host.scroll(by: 0, columns: 10)
    host.flush()
    #expect(host.evaluations(of: Cell.self) == 5)
    #expect(host.text == "5 6 7 8 9\n◀ 10 columns left · ▶ more right")
  }

  @Test("A lazy horizontal grid creates a column of cells at a time")
  func horizontalGrid() {
    let host = ViewHost(Columns(), viewportColumns: 5)
    #expect(host.evaluations(of: Cell.self) == 6)
    #expect(host.text == "1 3 5\n2 4 6\n▶ more right")
  }
}
