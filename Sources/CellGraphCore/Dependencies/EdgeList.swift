/// One side of the graph's edges: a node's `dependencies` or a source's `observers`.
///
/// Most nodes read one source, and most sources have one reader (a row's state cell and the row
/// that shows it). So the first edge is stored inline and only the later ones in an array: such a
/// row allocates no edge buffer, and a write to its cell, followed by the row's evaluation, reads
/// and confirms its edges without following a pointer to memory that may be cold.
///
///     EdgeList with 1 edge:   first = e0   rest = []            (no allocation)
///     EdgeList with 3 edges:  first = e0   rest = [e1, e2]
///
/// Invariant: `first == nil` implies `rest.isEmpty`; every mutation below keeps it (removing an
/// edge removes the last one, or all from an index on).
package struct EdgeList<Edge>: RandomAccessCollection, MutableCollection {
  private var first: Edge?
  private var rest: ContiguousArray<Edge> = []

  package init() {}

  package var startIndex: Int { 0 }
  package var endIndex: Int { first == nil ? 0 : 1 + rest.count }
  package var isEmpty: Bool { first == nil }

  package subscript(index: Int) -> Edge {
    get {
      precondition(index >= 0 && index < endIndex, "edge \(index) of \(endIndex)")
      return index == 0 ? first.unsafelyUnwrapped : rest[index - 1]
    }
    set {
      precondition(index >= 0 && index < endIndex, "edge \(index) of \(endIndex)")
      if index == 0 { first = newValue } else { rest[index - 1] = newValue }
    }
  }

  package mutating func append(_ edge: Edge) {
    if first == nil { first = edge } else { rest.append(edge) }
  }

  /// Removes the last edge; the list must not be empty.
  mutating func removeLast() {
    if rest.isEmpty {
      precondition(first != nil, "removing an edge from an empty list")
      first = nil
    } else {
      rest.removeLast()
    }
  }

  /// Removes the edges from `index` to the end.
  package mutating func removeAll(from index: Int) {
    if index == 0 {
      removeAll()
    } else if index - 1 < rest.count {
      rest.removeSubrange((index - 1)...)
    }
  }

  mutating func removeAll() {
    first = nil
    rest = []
  }
}
