import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Cell: View {
  @StateCell var first = 0
  @StateCell var second = 0
  @StateCell var readsSecond = true
  var body: some View {
    Text(readsSecond ? "\(first) \(second)" : "\(first)")
  }
}

/// The first node under `node` (or `node` itself) that runs the body of `V`.
@MainActor
private func bodyNode<V: View>(of _: V.Type, under node: Node) -> TypedNode<V>? {
  if let found = node as? TypedNode<V> { return found }
  return node.children.lazy.compactMap { bodyNode(of: V.self, under: $0) }.first
}

@MainActor
@Suite struct EdgeListTests {
  @Test("The first edge is kept inline, later ones after it, in order")
  func keepsEdgesInOrder() {
    var list = EdgeList<Int>()
    #expect(list.isEmpty && list.count == 0)
    list.append(10)
    #expect(Array(list) == [10], "one edge")
    list.append(11)
    list.append(12)
    #expect(Array(list) == [10, 11, 12], "the inline edge, then the array's")
    list[0] = 20
    list[2] = 22
    #expect(Array(list) == [20, 11, 22], "edges are replaced where they are")
  }

  @Test("Removing the last edge empties the array first, then the inline slot")
  func removesFromTheEnd() {
    var list = EdgeList<Int>()
    for edge in 0..<3 { list.append(edge) }
    list.removeLast()
    #expect(Array(list) == [0, 1])
    list.removeLast()
    list.removeLast()
    #expect(list.isEmpty, "the inline edge goes last")
    list.append(7)
    #expect(Array(list) == [7], "an emptied list takes a new first edge inline")
  }

  @Test("Removing from an index drops that edge and all after it")
  func removesFromAnIndex() {
    var list = EdgeList<Int>()
    for edge in 0..<4 { list.append(edge) }
    list.removeAll(from: 4)
    #expect(Array(list) == [0, 1, 2, 3], "from the end: nothing")
    list.removeAll(from: 2)
    #expect(Array(list) == [0, 1])
    list.removeAll(from: 0)
    #expect(list.isEmpty, "from the start: everything, the inline edge too")
  }

  @Test("A body that stops reading a source leaves its edges consistent on both sides")
  func edgesStayLinkedThroughChurn() throws {
    let host = ViewHost(Cell())
    let cell = try #require(bodyNode(of: Cell.self, under: host.rootNode))
    let sources = cell.sourcesRead
    #expect(sources.count == 3, "reads its three cells")
    for (index, dependency) in cell.dependencies.enumerated() {
      #expect(
        dependency.source.observers[dependency.observerIndex].node === cell
          && dependency.source.observers[dependency.observerIndex].dependencyIndex == index,
        "edge \(index) is linked both ways")
    }
    cell.view.readsSecond = false
    host.flush()
    #expect(host.text == "0")
    #expect(cell.sourcesRead.count == 2, "the edge to the second cell is gone")
    for (index, dependency) in cell.dependencies.enumerated() {
      #expect(dependency.source.observers[dependency.observerIndex].dependencyIndex == index)
    }
  }
}
