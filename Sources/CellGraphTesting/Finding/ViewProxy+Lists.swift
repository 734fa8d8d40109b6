import CellGraph

/// Row interactions on a found view: the view is a row of a `List` or `Form`, or is inside one,
/// and the interaction acts on that row as the host's `select(_:)`, `deselect(_:)`, `delete(_:)`
/// and `move(_:before:)` would on the row's label. Records name them as the host's do.
///
/// If the view is in no row, it throws a ``FindError`` and nothing runs.
extension ViewProxy {
  /// Selects the list row this view is or is inside.
  ///
  /// ```swift
  /// try host.find(TodoRow.self) { $0.todo.title == "Milk" }.select()
  /// ```
  public func select() throws {
    try performOnRow({ .select($0) }, describe: { "select \"\($0)\"" })
  }

  /// Deselects the list row this view is or is inside.
  ///
  /// ```swift
  /// try host.find(text: "Milk").deselect()
  /// ```
  public func deselect() throws {
    try performOnRow({ .deselect($0) }, describe: { "deselect \"\($0)\"" })
  }

  /// Deletes the list row this view is or is inside, through its `ForEach`'s `onDelete` action.
  ///
  /// ```swift
  /// try host.find(text: "Milk").delete()
  /// ```
  public func delete() throws {
    try performOnRow({ .delete($0) }, describe: { "delete \"\($0)\"" })
  }

  /// Moves the list row this view is or is inside before the row labelled `other` (to the end
  /// when `nil`), through its `ForEach`'s `onMove` action.
  ///
  /// ```swift
  /// try host.find(text: "Bread").move(before: "Milk")
  /// ```
  public func move(before other: String?) throws {
    let trigger: (String) -> String = { label in
      if let other {
        "move \"\(label)\" before \"\(other)\""
      } else {
        "move \"\(label)\" to the end"
      }
    }
    try performOnRow({ .move($0, before: other) }, describe: trigger)
  }

  private func performOnRow(
    _ makeAction: (String) -> ControlAction, describe: (String) -> String
  ) throws {
    try checkInTree()
    guard try node.performRowAction(makeAction, describe: describe) else {
      throw FindError(.notFound, "\(path) is not a row of a List or Form, nor inside one.")
    }
  }
}
