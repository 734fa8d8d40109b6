import CellGraphCore

/// The keyboard focus of one host: which focusable control holds it, and the `.focused`
/// modifiers whose focus states must agree with that.
///
/// Focus can change from three directions, and each only queues a reconciliation for the commit
/// phase, where the tree of this flush is complete:
///
///     code writes a focus state ──▶ boxWritten ─┐
///     host.focus("Email")       ──▶ request ────┼─▶ reconcile (commit phase)
///     a .focused field appears / leaves ────────┘     │
///                                                     ├─ picks the one field to focus
///                                                     ├─ clears every other focus state
///                                                     ├─ reports values no field is bound to
///                                                     └─ re-renders the old and the new field
///
/// Reconciling writes only unfocused values (`false`, `nil`), so the reconciliation it may queue
/// again finds nothing more to do: focus settles in one extra round at most.
@MainActor
final class FocusCoordinator: GraphFeature {
  // `unowned(unsafe)`: the graph owns its coordinator.
  unowned(unsafe) let graph: Graph
  /// The focusable control that holds focus.
  var focusedField: Node?
  /// Per focusable control that held focus once, the source saying whether it holds focus:
  /// moving focus re-renders the field that lost it and the one that got it, no other.
  var flags: [ObjectIdentifier: StateBox<Bool>] = [:]
  /// The `.focused` modifiers in the tree, in the order they appeared.
  var claims: [FocusClaim] = []
  /// Claims whose modifier left the tree since the last reconciliation, while claiming focus.
  var departed: [FocusClaim] = []
  /// The focus states written since the last reconciliation.
  var written: [any AnyFocusBox] = []
  var request: Request?
  var isQueued = false
  /// The focused values, made when a view first publishes or reads one.
  private(set) var valueTable: FocusedValueTable?

  /// The focused values of this host: what the focused view and its ancestors publish.
  var values: FocusedValueTable {
    if let valueTable { return valueTable }
    let made = FocusedValueTable(graph: graph)
    valueTable = made
    return made
  }

  init(graph: Graph) {
    self.graph = graph
  }

  /// A focus change asked of a control directly, not through a focus state.
  enum Request {
    /// A focus interaction on a control that no `.focused` modifier binds.
    case focus(Node)
    /// The control gives focus up (a dismissed search).
    case resign(Node)
  }

  // MARK: Reading

  /// Whether `field` holds focus, read as a dependency of the evaluation in progress.
  ///
  /// A field that never held focus reads no source (dependency graphs of screens without focus
  /// stay as they were); the first time focus moves to it, `move(to:)` creates its flag and
  /// invalidates it directly.
  func isFocused(_ field: Node) -> Bool {
    guard let flag = flags[ObjectIdentifier(field)] else { return false }
    flag.recordRead()
    return flag.value
  }

  // MARK: Events

  /// A focus state was written by code or an interaction.
  func boxWritten(_ box: any AnyFocusBox, by owner: Node) {
    if !written.contains(where: { $0 === box }) { written.append(box) }
    queue(by: owner)
  }

  /// A focus interaction on `field`: through its `.focused` modifier's state if it has one,
  /// otherwise directly.
  func requestFocus(for field: Node) {
    if let claim = claim(of: field) {
      request = nil
      claim.requestFocus()
      // An unchanged state (the field already claims focus) queues nothing, but a control that
      // took focus since must give it back: reconcile anyway.
      claim.wasClaiming = false
    } else {
      request = .focus(field)
    }
    queue(by: field)
  }

  /// `field` gives focus up, if it holds it (a dismissed search).
  func resignFocus(of field: Node) {
    request = .resign(field)
    queue(by: field)
  }

  /// A `.focused` modifier appeared.
  func register(_ claim: FocusClaim) {
    claims.append(claim)
    queue(by: claim.node)
  }

  /// A `.focused` modifier's state or value changed.
  func claimChanged(_ claim: FocusClaim) {
    queue(by: claim.node)
  }

  /// A `.focused` modifier left the tree.
  func unregister(_ claim: FocusClaim) {
    // Gone already if a reconciliation ran between its removal and this call.
    guard let index = claims.firstIndex(where: { $0 === claim }) else { return }
    claims.remove(at: index)
    if claim.wasClaiming { departed.append(claim) }
    queue(by: nil)
  }

  /// A focusable control left the tree.
  func fieldDisappeared(_ field: Node) {
    flags[ObjectIdentifier(field)] = nil
    if focusedField === field { queue(by: nil) }
  }

  /// The focus modifier whose field is `field`: the nearest enclosing one, if it focuses it;
  /// otherwise a `.searchFocused` inside the search field's content that binds it.
  private func claim(of field: Node) -> FocusClaim? {
    var ancestor = field.parent
    while let node = ancestor {
      if let claim = claims.first(where: { $0.node === node }) {
        if claim.field === field { return claim }
        break
      }
      ancestor = node.parent
    }
    return claims.last { $0.target == .searchField && $0.field === field }
  }

  private func queue(by node: Node?) {
    // Queued and not yet run, unless the flush dropped its effects (an update loop): then the
    // reconciliation is queued again.
    guard !isQueued || graph.effects.isEmpty else { return }
    // A node that left the tree is no place to attribute the reconciliation to; the root is.
    guard let anchor = node.flatMap({ $0.isRemoved ? nil : $0 }) ?? graph.rootNode else { return }
    isQueued = true
    graph.enqueue("focus", of: anchor) { [weak self] in self?.reconcile() }
  }
}
