@testable import CellGraph
@testable import CellGraphCore

/// A model the undo tests edit: a list of entries, so order and grouping are visible.
@MainActor
final class UndoLog {
  var entries: [String] = []
  var value = 0

  /// Sets `value`, registering an undo that sets it back and itself registers the redo, the way
  /// the lecture's `undoablyPerform` does.
  func set(_ newValue: Int, named name: String, in undo: UndoStack) {
    let old = value
    value = newValue
    undo.registerUndo(withTarget: self) { log in log.set(old, named: name, in: undo) }
    undo.setActionName(name)
  }
}
