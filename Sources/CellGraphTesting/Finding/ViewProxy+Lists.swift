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
    try perform(.select)
  }

  /// Deselects the list row this view is or is inside.
  ///
  /// ```swift
  /// try host.find(text: "Milk").deselect()
  /// ```
  public func deselect() throws {
    try perform(.deselect)
  }

  /// Deletes the list row this view is or is inside, through its `ForEach`'s `onDelete` action.
  ///
  /// ```swift
  /// try host.find(text: "Milk").delete()
  /// ```
  public func delete() throws {
    try perform(.delete)
  }

  /// Moves the list row this view is or is inside before the row labelled `other` (to the end
  /// when `nil`), through its `ForEach`'s `onMove` action.
  ///
  /// ```swift
  /// try host.find(text: "Bread").move(before: "Milk")
  /// ```
  public func move(before other: String?) throws {
    try perform(.move(before: other))
  }

}
