import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Sheet: View {
  @StateCell var count = 0
  var body: some View { Text("count \(count)") }
}

@MainActor
@Suite struct GraphHandleTests {
  @Test("A graph's handle reads the graph while it lives and nil once it is gone")
  func handleReadsNilAfterTheGraph() {
    var host: ViewHost? = ViewHost(Sheet())
    let handle = host!.graph.handle
    #expect(handle.graph === host!.graph, "the handle reads its graph while the host lives")
    #expect(host!.graph.handle === handle, "a graph hands out one handle")
    weak let graph = host!.graph
    host = nil
    #expect(graph == nil, "the handle does not keep the graph alive")
    #expect(handle.graph == nil, "the graph emptied its handle when it went")
  }

  @Test("A dismiss action kept past its host reports with no host, instead of touching the graph")
  func systemOutlivesItsGraph() {
    var host: ViewHost? = ViewHost(Sheet())
    let dismiss = host!.rootNode.environment.dismiss
    host = nil
    // Synchronous on the main actor: no other test's diagnostics come between.
    UnhostedDiagnostics.removeAll()
    dismiss()
    #expect(
      UnhostedDiagnostics.all.map(\.kind) == [.dismissUnavailable],
      "the host's system reads no graph once the host is gone, so the diagnostic is unhosted")
  }

  @Test("Lists a flush empties keep their storage, short or long")
  func listsEmptyInPlace() {
    let nodes = (0..<10).map { _ in Source() }
    for count in [0, 1, Array<Source>.shortLength, Array<Source>.shortLength + 1, 10] {
      var list = Array(nodes.prefix(count))
      list.reserveCapacity(16)
      let capacity = list.capacity
      list.removeAllKeepingCapacity()
      #expect(list.isEmpty, "\(count) elements: the list is empty")
      #expect(list.capacity == capacity, "\(count) elements: the storage is kept")
    }
  }
}
