/// The host's screen, in lines and columns: how much of a ``ScrollView``'s content is shown.
///
/// A source, so that the scroll views and the lazy stacks inside them, which read it, update when
/// a test resizes the screen (`ViewHost.viewportLines`), and nothing else does.
///
/// Kept in the graph as a feature (`graph.viewport`): made with a classic terminal's size the
/// first time a host asks, or at the size `ViewHost.init` was given.
@MainActor
package final class Viewport: Source, GraphFeature {
  /// The lines shown by a scroll view along its vertical axis; at least 1.
  package private(set) var lines: Int
  /// The columns shown by a scroll view along its horizontal axis; at least 1.
  package private(set) var columns: Int

  /// The screen of a host created without one: a classic terminal's.
  package static let defaultLines = 24
  package static let defaultColumns = 80

  init(lines: Int = Viewport.defaultLines, columns: Int = Viewport.defaultColumns) {
    self.lines = max(lines, 1)
    self.columns = max(columns, 1)
  }

  package convenience init(graph: Graph) {
    self.init()
  }

  override var name: String { "viewport" }
  override var valueDescription: String { "\(lines) lines × \(columns) columns" }

  /// The extent along `axis`, read as a dependency of the evaluation in progress.
  package func trackedExtent(along axis: Axis) -> Int {
    recordRead()
    return axis == .vertical ? lines : columns
  }

  /// Resizes the screen; the scroll views and lazy stacks update in the next pass.
  func resize(lines: Int? = nil, columns: Int? = nil) {
    let newLines = lines ?? self.lines
    let newColumns = columns ?? self.columns
    guard newLines != self.lines || newColumns != self.columns else { return }
    let old = valueDescription
    self.lines = newLines
    self.columns = newColumns
    invalidateReaders(
      change: EvaluationRecorder.isAnyAttached
        ? SourceChange(kind: .state, name: name, oldValue: old, newValue: valueDescription)
        : nil)
  }
}
