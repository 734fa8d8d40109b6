/// Nodes entering and leaving the tree: appear effects for the new, and for the removed their
/// state released, their dependencies dropped, their disappear effects queued and the kept layout
/// told.
extension Graph {
  /// A node was created and evaluated for the first time.
  package func didInsert(_ node: Node) {
    // A node created inside a hidden subtree appears when the subtree is shown.
    if node.hasLifecycle && !node.flags.contains(.hidden) { effects.append(.appear(node)) }
  }

  /// Removes `node` and its subtree: releases their state, drops their dependencies and queues
  /// their disappear effects (children before parents, like appear).
  package func remove(_ node: Node) {
    // Under an animation, the top of a removed subtree may leave with a transition instead.
    if beginsLeaving(node) { return }
    animations.removalNesting += 1
    removeSubtree(node)
    animations.removalNesting -= 1
  }

  /// Removes `node`, which does not leave with a transition, and its subtree, in one pass: a
  /// node costs only what it holds (no work for children, edges or fields it does not have).
  private func removeSubtree(_ node: Node) {
    if node.preferences != nil { preferenceNodeWillLeave(node) }
    if !node.children.isEmpty {
      for child in node.children {
        // A leaving view's container below leaves with it; `beginsLeaving` forgets it (and,
        // within a removal, starts no transition). None exists while none is counted.
        if animations.leavingCount > 0 { _ = beginsLeaving(child) }
        removeSubtree(child)
      }
      node.children.removeAll()
    }
    node.flags.insert(.removed)
    node.flags.remove(.dirty)
    if keepsLayout { geometry.forget(node) }
    node.parent = nil
    if !node.dependencies.isEmpty { node.removeAllDependencies() }
    if !node.fieldStorage.isEmpty { node.fieldStorage.removeAll() }
    recorder?.forget(node)
    if node.hasLifecycle {
      node.willRemove()
      // A hidden node's disappear actions ran when it was hidden.
      if !node.flags.contains(.hidden) { effects.append(.disappear(node)) }
    }
  }

  /// Detaches the whole tree (the host is going away): runs its disappear actions, leaves no node
  /// observable by any source, and tells the features (which cancel their tasks).
  func tearDown(_ root: Node) {
    dirtyQueue.removeAll()
    effects.removeAll()
    remove(root)  // queues only disappear effects
    animations.reset()
    runEffects()
    // Whatever the disappear actions wrote has no tree left to update.
    effects.removeAll()
    dirtyQueue.removeAll()
    // Features finish last (running tasks cancelled, a trace file written with the disappear
    // actions in it): nothing of the host runs after this.
    for feature in features.all { feature.graphWillTearDown() }
  }
}
