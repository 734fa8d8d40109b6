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
  /// Which control the modifier binds.
  private(set) var target: FocusTarget
  private var value: AnyHashable
  private var matches: @MainActor () -> Bool
  private var request: @MainActor () -> Void
  /// Whether the claim held at the coordinator's last reconciliation: a claim that holds now
  /// but did not then is a new request for focus.
  var wasClaiming = false

  init<Value: Hashable>(node: Node?, box: FocusBox<Value>, value: Value, target: FocusTarget) {
    self.node = node
    self.target = target
    self.box = box
    self.value = AnyHashable(value)
    self.matches = { box.value == value }
    self.request = { box.write(value) }
  }

  /// Points the claim at `box`, `value` and `target`; returns whether any changed.
  func update<Value: Hashable>(box: FocusBox<Value>, value: Value, target: FocusTarget) -> Bool {
    let changed =
      self.box !== box || self.value != AnyHashable(value) || self.target != target
    self.box = box
    self.target = target
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

  /// The field this claim gives focus to: for `.focused`, the first focusable control in the
  /// modifier's subtree; for `.searchFocused`, the first search field in it, or else the search
  /// field of the nearest `.searchable` around the modifier.
  var field: Node? {
    guard let node else { return nil }
    switch target {
    case .firstFocusable:
      return node.firstDescendant { $0.control?.isFocusable == true }
    case .searchField:
      let isSearchField = { (node: Node) in node.control?.kind == .searchField }
      if let below = node.firstDescendant(where: isSearchField) { return below }
      var ancestor = node.parent
      while let candidate = ancestor {
        if isSearchField(candidate) { return candidate }
        ancestor = candidate.parent
      }
      return nil
    }
  }
}

/// The control a focus modifier binds: `.focused` binds the first focusable control below it,
/// `.searchFocused` the search field of the nearest `.searchable`.
enum FocusTarget: Equatable {
  case firstFocusable
  case searchField
}

extension Node {
  /// The first node in this subtree, this node included, depth first, for which `matches` holds.
  @MainActor
  fileprivate func firstDescendant(where matches: (Node) -> Bool) -> Node? {
    if matches(self) { return self }
    for child in children {
      if let found = child.firstDescendant(where: matches) { return found }
    }
    return nil
  }
}
