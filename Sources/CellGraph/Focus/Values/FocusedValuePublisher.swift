import CellGraphCore

/// What a `.focusedValue` or `.focusedSceneValue` modifier publishes: its node keeps it (in its
/// `state`), and the host's `FocusedValueTable` lists it while the node is on screen.
@MainActor
final class FocusedValuePublisher {
  /// Whether the values hold while focus is inside the modifier, or while its scene is active.
  enum Scope {
    /// `.focusedValue`, `.focusedObject`: while the focused view is the modified view or inside it.
    case focus
    /// `.focusedSceneValue`, `.focusedSceneObject`: while the window is the active one, wherever
    /// focus is.
    case scene
  }

  /// The modifier's node; weak, as a flush that drops its effects can free it first.
  weak var node: Node?
  let scope: Scope
  private(set) var values: FocusedValues

  init(node: Node, scope: Scope, values: FocusedValues) {
    self.node = node
    self.scope = scope
    self.values = values
  }

  /// Whether the modifier has left the tree.
  var isGone: Bool { node?.isRemoved ?? true }

  /// Takes the values the modifier publishes now; returns whether any differs.
  func update(_ newValues: FocusedValues) -> Bool {
    let old = values.entries
    values = newValues
    let new = newValues.entries
    guard old.count == new.count else { return true }
    for (key, entry) in new {
      guard let previous = old[key], previous.isSame(as: entry) else { return true }
    }
    return false
  }
}
