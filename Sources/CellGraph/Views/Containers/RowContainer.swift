import CellGraphCore
import Foundation

/// A view whose rows a host selects, deletes and moves: `List` and `Form`.
///
/// Not a `Control`: the host finds rows, not the container, by label (`ViewHost.select(_:)`), and
/// a list has no label of its own. The host makes a `ControlHandle` of kind `list row` for the
/// row it found, which acts through the container (`rowHandle`): a disabled container refuses as
/// a disabled control does, and messages name the row.
@MainActor
protocol RowContainer: PrimitiveView {
  /// Performs a row action (`select`, `deselect`, `delete`, `move`) on the row it names; throws
  /// `.unsupported` for other actions and `.rejected` for a row it cannot act on, writing nothing.
  func performRowAction(_ action: ControlAction, on node: PrimitiveNode<Self>)
    throws(ControlActionError)
}

/// A node whose view is a `RowContainer`, found by a cast.
@MainActor
protocol RowContainerNode: Node {
  /// A handle on the row `row`, labelled `label`, of this container: enabled when the container
  /// is, performing row actions through the container.
  func rowHandle(label: String, row: Node) -> ControlHandle
}

extension PrimitiveNode: RowContainerNode where V: RowContainer {
  func rowHandle(label: String, row: Node) -> ControlHandle {
    // Read without a reader: finding a row must not make anything depend on the environment.
    let isEnabled = Tracking.untracked { environment.isEnabled }
    return ControlHandle(
      kind: .listRow, label: label, path: row.identityPath, isEnabled: isEnabled,
      isFocusable: false,
      perform: { (action) throws(ControlActionError) in
        try self.view.performRowAction(action, on: self)
      }, heldText: { nil }, options: { nil })
  }
}

extension ControlKind {
  /// A row of a list or form, which the host finds by its label.
  static let listRow = ControlKind("list row")
}

/// Where a row moves: before the row labelled `before`, or to the end for `nil`.
package struct RowMove: Hashable, Sendable {
  let row: String
  let before: String?
}

// The actions on rows, which name the row they act on by its label.
extension ControlAction.Name {
  /// Selects the row labelled by the input (adds it to a multiple selection).
  package static let select = Self("select") { _, action in
    "select \"\(action.rowLabel ?? "")\""
  }
  /// Deselects the row labelled by the input.
  package static let deselect = Self("deselect") { _, action in
    "deselect \"\(action.rowLabel ?? "")\""
  }
  /// Deletes the row labelled by the input (swipe to delete).
  package static let delete = Self("delete") { _, action in
    "delete \"\(action.rowLabel ?? "")\""
  }
  /// Moves a row before another one, or to the end (`RowMove`).
  package static let move = Self("move") { _, action in
    switch action.rowMove {
    case (let row, let before?)?: "move \"\(row)\" before \"\(before)\""
    case (let row, nil)?: "move \"\(row)\" to the end"
    case nil: "move"
    }
  }
}

extension ControlAction {
  /// Selects the row labelled `row`.
  package static func select(_ row: String) -> ControlAction { ControlAction(.select, input: row) }
  /// Deselects the row labelled `row`.
  package static func deselect(_ row: String) -> ControlAction {
    ControlAction(.deselect, input: row)
  }
  /// Deletes the row labelled `row`.
  package static func delete(_ row: String) -> ControlAction { ControlAction(.delete, input: row) }
  /// Moves the row labelled `row` before the row labelled `other`, or to the end for `nil`.
  package static func move(_ row: String, before other: String?) -> ControlAction {
    ControlAction(.move, input: RowMove(row: row, before: other))
  }

  /// The row a `select`, `deselect` or `delete` action names; `nil` for any other action.
  package var rowLabel: String? {
    name == .select || name == .deselect || name == .delete ? input(String.self) : nil
  }

  /// The row a `move` action moves and the row it goes before; `nil` for any other action.
  package var rowMove: (row: String, before: String?)? {
    guard name == .move, let move = input(RowMove.self) else { return nil }
    return (move.row, move.before)
  }
}

extension Interaction {
  /// Selects the row: a single selection becomes its value, a multiple selection gains it
  /// (``ViewHost/select(_:)``).
  public static let select = Interaction(.row) { .select($0) }
  /// Deselects the row (``ViewHost/deselect(_:)``).
  public static let deselect = Interaction(.row) { .deselect($0) }
  /// Deletes the row through its `ForEach`'s `onDelete` action (``ViewHost/delete(_:)``).
  public static let delete = Interaction(.row) { .delete($0) }
  /// Moves the row before the row labelled `other` (to the end for `nil`) through its
  /// `ForEach`'s `onMove` action (``ViewHost/move(_:before:)``).
  public static func move(before other: String?) -> Interaction {
    Interaction(.row) { .move($0, before: other) }
  }
}

/// The row actions every row container shares: finding a row by label, deleting and moving it.
@MainActor
enum RowInteraction {
  /// The one row of `container` labelled `label`, enabled where it stands.
  static func row(labelled label: String, in container: Node) throws(ControlActionError)
    -> ListContent.Item
  {
    let rows = ListContent(of: container).rows
    let matches = rows.filter { ListContent.label(of: $0.node) == label }
    guard matches.count == 1 else {
      if matches.isEmpty {
        throw .rejected("no row is labelled \"\(label)\". Rows: \(listing(rows)).")
      }
      throw .rejected("\(matches.count) rows are labelled \"\(label)\"; the row is ambiguous.")
    }
    let row = matches[0]
    // The environment below the row's node: a row written `.disabled(true)` is that modifier's
    // node, which is enabled itself and provides `false` to what it shows.
    guard Tracking.untracked({ row.node.environmentForChildren.isEnabled }) else {
      throw .rejected("the row \"\(label)\" is disabled (.disabled(true) on it).")
    }
    return row
  }

  /// Deletes or moves a row, by its `ForEach`'s `onDelete`/`onMove` action; `.unsupported` for
  /// any other action.
  static func edit(_ action: ControlAction, in container: Node) throws(ControlActionError) {
    if action.name == .delete, let label = action.rowLabel {
      let row = try row(labelled: label, in: container)
      guard let edit = row.edit, let delete = edit.actions.delete else {
        throw .rejected(
          "the row \"\(label)\" cannot be deleted: only the rows of a ForEach with "
            + ".onDelete(perform:) can.")
      }
      delete(IndexSet(integer: edit.offset))
    } else if let (label, before) = action.rowMove {
      let row = try row(labelled: label, in: container)
      guard let edit = row.edit, let move = edit.actions.move else {
        throw .rejected(
          "the row \"\(label)\" cannot be moved: only the rows of a ForEach with "
            + ".onMove(perform:) can.")
      }
      var destination = edit.rows.children.count
      if let before {
        let target = try self.row(labelled: before, in: container)
        guard let targetEdit = target.edit, targetEdit.rows === edit.rows else {
          throw .rejected(
            "the rows \"\(label)\" and \"\(before)\" are not in the same ForEach; a row moves "
              + "only among its ForEach's rows.")
        }
        destination = targetEdit.offset
      }
      move(IndexSet(integer: edit.offset), destination)
    } else {
      throw .unsupported
    }
  }

  /// The labels of `rows`, quoted, the first ten of them.
  static func listing(_ rows: [ListContent.Item]) -> String {
    let labels = rows.prefix(10).map { "\"\(ListContent.label(of: $0.node))\"" }
    if labels.isEmpty { return "none" }
    return labels.joined(separator: ", ") + (rows.count > 10 ? ", … (\(rows.count) rows)" : "")
  }
}
