import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Item: Identifiable, Equatable {
  let id: Int
  let title: String
}

private struct Row: View {
  let item: Item
  var body: some View { Text(item.title) }
}

/// A 10,000-row list with a sheet: the benchmark's workload, checked for precision here.
private struct LongList: View {
  let items = (1...10_000).map { Item(id: $0, title: "row \($0)") }
  @StateCell var showsFilter = false

  var body: some View {
    VStack {
      Button("Filter") { showsFilter = true }
      List(items) { item in Row(item: item) }
    }
    .sheet(isPresented: $showsFilter) {
      FilterSheet()
    }
  }
}

private struct FilterSheet: View {
  @StateCell var query = ""
  @EnvironmentCell(\.dismiss) var dismiss

  var body: some View {
    VStack {
      TextField("Query", text: $query)
      QueryEcho(query: query)
      Button("Apply") { dismiss() }
    }
  }
}

private struct QueryEcho: View {
  let query: String
  var body: some View { Text("Filtering by \(query)") }
}

/// Precision: presenting, dismissing and editing a presentation re-run only what they touch.
@MainActor
@Suite struct PresentationPrecisionTests {
  @Test("Presenting and dismissing a sheet over 10,000 rows runs no row and not the presenter")
  func tenThousandRows() throws {
    let host = ViewHost.testing(LongList())
    try host.expectBodies(.view(FilterSheet.self), .view(QueryEcho.self)) {
      try host.tap("Filter")
    }
    #expect(host.presentations == ["sheet"])
    try host.expectNoBodies {
      try host.dismissPresentation()
    }
    #expect(host.presentations.isEmpty)
    #expect(host.evaluations(of: Row.self) == 0)
    #expect(host.text.hasSuffix("row 9999\nrow 10000"))
  }

  @Test("A change inside the sheet runs only the sheet's bodies that read it")
  func changeInsideSheet() throws {
    let host = ViewHost.testing(LongList())
    try host.tap("Filter")
    try host.expectBodies(.view(FilterSheet.self), .view(QueryEcho.self)) {
      try host.type("milk", into: "Query")
    }
    #expect(host.text.contains("|Filtering by milk"))
  }
}
