import CellGraphCore

/// Interactions with the rows of lists and forms, found by their label: the row's text, its lines
/// trimmed and joined by spaces (`Text("Milk")` is the row `Milk`).
///
/// Each first flushes, then finds the one row with the label among every list and form shown,
/// and acts through the container that holds it. If no row or several have the label, or the row
/// or its container is disabled, it throws an ``InteractionError`` and nothing runs.
extension ViewHost {
  /// Selects the row labelled `row`: a single selection becomes the row's value, a multiple
  /// selection gains it. The row's value is its tag (`.tag(_:)`) or its `ForEach` element's id.
  ///
  /// ```swift
  /// List(todos, selection: $selection) { Text($0.title) }
  /// try host.select("Milk")   // selection == milk.id
  /// ```
  public func select(_ row: String) throws {
    try perform(.select, on: row)
  }

  /// Deselects the row labelled `row`: a single selection becomes `nil`, a multiple selection
  /// loses the row's value. Throws if the row is not selected.
  ///
  /// ```swift
  /// try host.deselect("Milk")
  /// ```
  public func deselect(_ row: String) throws {
    try perform(.deselect, on: row)
  }

  /// Deletes the row labelled `row`, as a swipe to delete does: calls its `ForEach`'s
  /// `onDelete(perform:)` action with the row's offset.
  ///
  /// ```swift
  /// ForEach(todos) { Text($0.title) }.onDelete { todos.remove(atOffsets: $0) }
  /// try host.delete("Milk")   // the action gets IndexSet(integer: offset of Milk)
  /// ```
  public func delete(_ row: String) throws {
    try perform(.delete, on: row)
  }

  /// Moves the row labelled `row` before the row labelled `other` (to the end when `other` is
  /// `nil`), as a drag does: calls their `ForEach`'s `onMove(perform:)` action with the row's
  /// offset and the destination offset, in the data before the move.
  ///
  /// ```swift
  /// ForEach(todos) { Text($0.title) }
  ///   .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
  /// try host.move("Bread", before: "Milk")
  /// ```
  public func move(_ row: String, before other: String?) throws {
    try perform(.move(before: other), on: row)
  }

  /// Finds the one row labelled `label` in the lists and forms shown and performs `action`
  /// through its container.
  func interactWithRow(_ label: String, action: ControlAction, trigger: String) throws {
    flush()
    var found: [(container: ControlHandle, row: ListContent.Item)] = []
    var all: [String] = []
    func visit(_ node: Node) {
      // A hidden subtree (an unselected tab, a covered destination) is not on screen.
      if node.flags.contains(.hidden) { return }
      if let container = node as? any RowContainerNode {
        // A row leaving with a transition cannot be interacted with.
        for row in ListContent(of: node).rows where !row.node.isWithinLeavingView {
          let rowLabel = ListContent.label(of: row.node)
          all.append("\"\(rowLabel)\" (\(row.node.identityPath))")
          if rowLabel == label {
            found.append((container.rowHandle(label: rowLabel, row: row.node), row))
          }
        }
      }
      for child in node.children { visit(child) }
    }
    visit(rootNode)
    let kind = ControlKind.listRow.rawValue
    guard found.count == 1 else {
      let candidates =
        found.isEmpty
        ? all : found.map { "\"\(label)\" (\($0.row.node.identityPath))" }
      throw InteractionError(
        reason: found.isEmpty ? .notFound : .ambiguous, controlKind: kind, label: label,
        candidates: candidates)
    }
    let (container, row) = found[0]
    // A disabled container refuses as a whole (in `perform`); an enabled one may hold a disabled row.
    guard !container.isEnabled || Tracking.untracked({ row.node.environmentForChildren.isEnabled })
    else {
      throw InteractionError(
        reason: .disabled, controlKind: kind, label: label,
        candidates: ["\"\(label)\" (\(row.node.identityPath))"])
    }
    try Self.perform(action, on: container, in: graph, trigger: trigger)
  }
}
