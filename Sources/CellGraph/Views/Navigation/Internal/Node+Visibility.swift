import CellGraphCore

/// Hiding and showing a subtree without removing it: what a navigation stack does to the
/// destinations it covers and a tab view to its unselected tabs.
///
/// A hidden subtree keeps its nodes, so its state survives, and it still updates when its sources
/// change; it is not shown, the host's interactions do not reach it, and its lifecycle actions
/// follow what the user sees:
///
///     hide:  every node flagged `.hidden`; a lifecycle node that has appeared runs its disappear
///            actions (its task is cancelled at once); one whose appear is still queued (created
///            in this very update) loses that appear and never disappears
///     show:  flags cleared; every lifecycle node runs its appear actions again (a task restarts)
///
/// Children come before parents in both, as for insertion and removal. Hiding nests: the node a
/// container hid is flagged `.hidesSubtree`, and showing an ancestor (a tab holding a stack)
/// leaves such a node (a covered destination) hidden; showing a node whose parent is hidden only
/// drops its own mark, and the ancestor reveals it later. A node created inside a hidden subtree
/// inherits `.hidden` (`Node.init`) and appears only when shown; a hidden node that is removed
/// does not disappear a second time (`Graph.remove`).
///
///     Tab (hidden) ─▶ Stack ─┬▶ root layer      (.hidesSubtree)   stays hidden when Tab shows
///                            └▶ top layer                         shown with Tab
extension Node {
  /// Whether this node is in a hidden subtree.
  var isHidden: Bool { flags.contains(.hidden) }

  /// Hides this node and its descendants, running the disappear actions of those that appeared.
  func hideSubtree() {
    let wasHidden = flags.contains(.hidden)
    flags.insert(.hidesSubtree)
    guard !wasHidden else { return }
    var lifecycleNodes: [Node] = []
    func visit(_ node: Node) {
      // A subtree hidden by its own container inside this one is hidden already.
      if node !== self && node.flags.contains(.hidden) { return }
      for child in node.children { visit(child) }
      node.flags.insert(.hidden)
      if node.hasLifecycle { lifecycleNodes.append(node) }
    }
    visit(self)
    guard !lifecycleNodes.isEmpty else { return }
    // Appear effects still queued belong to nodes created in this update: they never appeared,
    // so they lose the appear and have nothing to disappear from.
    let hiddenIDs = Set(lifecycleNodes.map(ObjectIdentifier.init))
    var neverAppeared: Set<ObjectIdentifier> = []
    graph.effects.removeAll { effect in
      guard case .appear(let node) = effect, hiddenIDs.contains(ObjectIdentifier(node)) else {
        return false
      }
      neverAppeared.insert(ObjectIdentifier(node))
      return true
    }
    for node in lifecycleNodes where !neverAppeared.contains(ObjectIdentifier(node)) {
      node.willRemove()
      graph.effects.append(.disappear(node))
    }
  }

  /// Shows this node and its descendants again, running their appear actions; a node below that
  /// its own container hid stays hidden.
  func showSubtree() {
    flags.remove(.hidesSubtree)
    guard flags.contains(.hidden), !(parent?.flags.contains(.hidden) ?? false) else { return }
    func visit(_ node: Node) {
      if node !== self && node.flags.contains(.hidesSubtree) { return }
      for child in node.children { visit(child) }
      node.flags.remove(.hidden)
      if node.hasLifecycle { graph.effects.append(.appear(node)) }
    }
    visit(self)
  }
}

extension Node {
  /// Renders every child, for a container whose text shows only some of them (a stack's top
  /// screen, a tab view's selected tab, a toolbar's content but not its items).
  ///
  /// The text cache relies on a stale node's ancestors being stale too (`setNeedsRender()` stops
  /// at the first stale ancestor). A child whose text its parent never asks for would stay stale
  /// for good and stop every later change below it from reaching the parent; asked here, it is
  /// re-rendered only when something below it changed.
  func renderUnshownChildren() {
    for child in children { _ = child.text }
  }
}
