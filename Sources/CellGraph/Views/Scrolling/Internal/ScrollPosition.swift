import CellGraphCore

/// Where one ``ScrollView`` is scrolled to: the first line and column of its content shown.
///
/// A source kept in the scroll view's node for the node's life, so the position survives every
/// update of the view value, as SwiftUI keeps it. The scroll view and the lazy stacks inside it
/// read it; a scroll interaction writes it, which updates exactly them: no body above or beside
/// them runs, and a lazy stack's rows run only if they come into view for the first time.
///
/// The requested position may lie past the end of content that is not all known yet (rows of a
/// lazy stack not created); the scroll view shows it clamped to the content, and a lazy stack
/// that created its last row clamps it (`settle`), without an update: the value is then what is
/// shown.
@MainActor
package final class ScrollPosition: SourceOwner {
  /// The source standing for this state in the graph (see `OwnedSource`).
  private(set) lazy var source = OwnedSource(owner: self)

  /// The first line shown (vertical scrolling).
  private(set) var line = 0
  /// The first column shown (horizontal scrolling).
  private(set) var column = 0
  /// The axes the scroll view scrolls along, as last given.
  var axes: Axis.Set = .vertical
  /// The identity path of the scroll view, for records and messages.
  let path: String
  /// The rows not created yet of each lazy stack inside, by node: while any is left, the content
  /// below (or after) the last created row is unknown, and the text says so.
  var uncreatedRows: [ObjectIdentifier: (axis: Axis, count: Int)] = [:]
  /// The extent of the content along each axis at the last render, to clamp the next scroll.
  var renderedLines = 0
  var renderedColumns = 0

  init(path: String) {
    self.path = path
  }

  package var sourceName: String { "scroll position of \(path)" }
  package var sourceValueDescription: String { "line \(line), column \(column)" }

  /// The offset along `axis`, read as a dependency of the evaluation in progress.
  func trackedOffset(along axis: Axis) -> Int {
    source.recordRead()
    return offset(along: axis)
  }

  func offset(along axis: Axis) -> Int { axis == .vertical ? line : column }

  /// Whether a lazy stack inside stacks along `axis`: then the text does not count the lines
  /// after the screen, which would depend on how far the stack was scrolled before.
  func hasLazyStacks(along axis: Axis) -> Bool {
    uncreatedRows.values.contains { $0.axis == axis }
  }

  /// Whether some lazy stack inside, stacking along `axis`, has rows not created yet.
  func hasUncreatedRows(along axis: Axis) -> Bool {
    uncreatedRows.values.contains { $0.axis == axis && $0.count > 0 }
  }

  /// Moves by `lines` and `columns` (negative: up, left), as a user drags: never before the
  /// start, and never past the end of content known to end (every row created). Returns whether
  /// the position changed; the readers update in the next pass.
  @discardableResult
  func scroll(lines: Int, columns: Int) -> Bool {
    // Clamped so that a jump to the end (`Int.max`) cannot overflow later arithmetic.
    let limit = Int(Int32.max)
    func moved(
      _ offset: Int, by delta: Int, rendered: Int, viewport: Int, openEnded: Bool
    ) -> Int {
      let (sum, overflow) = offset.addingReportingOverflow(delta)
      let target = overflow ? (delta > 0 ? limit : 0) : min(max(sum, 0), limit)
      return openEnded ? target : min(target, max(rendered - viewport, 0))
    }
    // An axis the scroll view does not scroll along stays at 0.
    let newLine =
      axes.contains(.vertical)
      ? moved(
        line, by: lines, rendered: renderedLines, viewport: visibleLines,
        openEnded: hasUncreatedRows(along: .vertical)) : 0
    let newColumn =
      axes.contains(.horizontal)
      ? moved(
        column, by: columns, rendered: renderedColumns, viewport: visibleColumns,
        openEnded: hasUncreatedRows(along: .horizontal)) : 0
    guard newLine != line || newColumn != column else { return false }
    let old = sourceValueDescription
    line = newLine
    column = newColumn
    source.invalidateReaders(
      change: EvaluationRecorder.isAnyAttached
        ? SourceChange(
          kind: .state, name: sourceName, oldValue: old, newValue: sourceValueDescription)
        : nil)
    return true
  }

  /// The viewport extents the scroll view last showed.
  var visibleLines = Viewport.defaultLines
  var visibleColumns = Viewport.defaultColumns

  /// Sets the offset along `axis` to `offset` without an update: the scroll view, rendering
  /// content that is known to end before the requested position, shows it clamped, and this
  /// makes the position what is shown (what the readers would compute from it is unchanged).
  func settle(_ offset: Int, along axis: Axis) {
    if axis == .vertical { line = offset } else { column = offset }
  }
}
