import CellGraphWorkloads

/// Bytes per row of shape (A): heap in use and resident memory before and after building a
/// host of `rowCount` rows, and again after its text was rendered (each node caches its text).
struct MemoryReport {
  static let rowCount = 100_000

  let graph: HeapUsage
  let withText: HeapUsage

  @MainActor
  static func measure() -> MemoryReport {
    let before = HeapUsage.now()
    let host = MemoryFixtures.stateRows(count: rowCount)
    let built = HeapUsage.now()
    blackHole(host.text)
    let rendered = HeapUsage.now()
    withExtendedLifetime(host) {}
    return MemoryReport(
      graph: HeapUsage(
        heap: built.heap - before.heap, resident: built.resident - before.resident),
      withText: HeapUsage(
        heap: rendered.heap - before.heap, resident: rendered.resident - before.resident))
  }

  /// Heap bytes per row once the text is rendered: the figure the memory target is about.
  var heapPerRow: Double { Double(withText.heap) / Double(Self.rowCount) }

  var markdown: String {
    let nodes = MemoryFixtures.nodesPerStateRow
    func perRow(_ bytes: Int) -> String {
      "\(Int((Double(bytes) / Double(Self.rowCount)).rounded())) B"
    }
    func perNode(_ bytes: Int) -> String {
      "\(Int((Double(bytes) / Double(Self.rowCount * nodes)).rounded())) B"
    }
    return """
      ## Memory, shape (A), \(Self.rowCount.formatted) rows

      A row is \(nodes) node (`StateRow`, which keeps its body's `Text`) and one `StateCell` box.
      Heap: glibc `mallinfo2()` (`uordblks + hblkhd`, chunk headers included); resident:
      `/proc/self/statm`.

      | after | heap per row | heap per node | resident per row |
      |---|---:|---:|---:|
      | `ViewHost(root)` (graph built, text not yet rendered) | \(perRow(graph.heap)) | \(perNode(graph.heap)) | \(perRow(graph.resident)) |
      | `host.text` (every node's text cached) | \(perRow(withText.heap)) | \(perNode(withText.heap)) | \(perRow(withText.resident)) |

      """
  }
}
