import CellGraphCore

/// What a `.focused` modifier tells the host's `FocusCoordinator`: which focus state it binds
/// and which value of it means "this field".
///
/// The modifier's node keeps it (in its `state`) and updates it on each evaluation; the
/// coordinator keeps it registered while the node is in the tree.
@MainActor
final class FocusClaim {
  /// The `.focused` modifier's node; the field it focuses is the first focusable control below.
  /// Weak: a flush that drops its effects (an update loop) can free the node before its
  /// disappear call unregisters the claim.
  weak var node: Node?
  private(set) var box: any AnyFocusBox
  private var value: AnyHashable
  private var matches: @MainActor () -> Bool
  private var request: @MainActor () -> Void
  /// Whether the claim held at the coordinator's last reconciliation: a claim that holds now
  /// but did not then is a new request for focus.
  var wasClaiming = false

  init<Value: Hashable>(node: Node?, box: FocusBox<Value>, value: Value) {
    self.node = node
    self.box = box
    self.value = AnyHashable(value)
    self.matches = { box.value == value }
    self.request = { box.write(value) }
  }

  /// Points the claim at `box` and `value`; returns whether either changed.
  func update<Value: Hashable>(box: FocusBox<Value>, value: Value) -> Bool {
    let changed = self.box !== box || self.value != AnyHashable(value)
    self.box = box
    self.value = AnyHashable(value)
    self.matches = { box.value == value }
    self.request = { box.write(value) }
    return changed
  }

  /// Whether the modifier has left the tree.
  var isGone: Bool { node?.isRemoved ?? true }

  /// Whether the focus state names this field now.
  var isClaiming: Bool { matches() }

  /// Writes this field's value into the focus state (a focus interaction on the field).
  func requestFocus() { request() }

  /// The field this claim gives focus to: the first focusable control in the modifier's subtree.
  var field: Node? {
    func first(in node: Node) -> Node? {
      if node.control?.isFocusable == true { return node }
      for child in node.children {
        if let found = first(in: child) { return found }
      }
      return nil
    }
    return node.flatMap(first(in:))
  }
}
