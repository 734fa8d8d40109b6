import CellGraphCore

/// Makes the rows of a lazy stack's segments by index, giving repeated ids their own keys.
@MainActor
struct LazyRowMaker {
  let segments: [LazySegment]
  // `unowned(unsafe)`: a maker lives for one update of this node, which is running.
  unowned(unsafe) let node: Node
  /// Whether the content has several `ForEach`s, whose ids then include the segment's place.
  let segmentsElementKeys: Bool
  private var seen: [ChildKey: Int] = [:]
  private var duplicates: [(ChildKey, Int)] = []

  init(segments: [LazySegment], node: Node) {
    self.segments = segments
    self.node = node
    segmentsElementKeys = segments.count { $0.isElements } > 1
  }

  /// Makes rows `range`, in order.
  mutating func make(_ range: Range<Int>) -> [LazyRow] {
    guard !range.isEmpty else { return [] }
    var rows: [LazyRow] = []
    rows.reserveCapacity(range.count)
    var segment = 0
    var first = 0
    for index in range {
      while index >= first + segments[segment].count {
        first += segments[segment].count
        segment += 1
      }
      var row = segments[segment].make(index - first)
      if segmentsElementKeys, segments[segment].isElements {
        row.key = .element(AnyHashable(SegmentedRowID(segment: segment, key: row.key)))
      }
      let occurrences = (seen[row.key] ?? 0) + 1
      seen[row.key] = occurrences
      if occurrences > 1 {
        duplicates.append((row.key, occurrences))
        row.key = .duplicate(
          row.key.elementID ?? AnyHashable("\(row.key)"), occurrence: occurrences)
      }
      rows.append(row)
    }
    return rows
  }

  /// Reports each repeated id once, as `ForEach` does.
  func reportDuplicates() {
    var counts: [ChildKey: Int] = [:]
    for (key, occurrence) in duplicates { counts[key] = max(counts[key] ?? 0, occurrence) }
    for (key, count) in counts {
      let id = key.elementID?.base ?? key
      node.graph.report(
        Diagnostic(
          kind: .duplicateID,
          message: """
            \(node.identityPath): the id \(id) occurs \(count) times in the rows made so far. \
            The first element keeps the identity (and its state); the others are shown as \
            separate rows (id #2, #3, …) whose state resets if they move. Give each element a \
            unique id.
            """,
          path: node.identityPath))
    }
  }
}
