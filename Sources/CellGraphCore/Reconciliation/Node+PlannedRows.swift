/// Reconciling a `ForEach`'s rows by a `RowMatchPlan`: each row goes to the child the plan names
/// (or to a new child), in one pass over the rows, and the children no row keeps are removed
/// after, in their previous order (so appear actions are queued before disappear actions, as in
/// SwiftUI).
///
///     children:  [c0] [c1] [c2] [c3]       plan sources:  0  3  -1  2      removed: 1
///     result:    [c0] [c3] [new] [c2]      c1 removed after the rows are handed over
extension Node {
  /// Hands each of `rows` (whose keys are `keys`) to the child `plan` names, creates the new
  /// ones, removes the children no row keeps, and records in `moves` how the blocks of the text
  /// move when only the order and set of children changed (see `BlockMoves`).
  final func updateChildren<V: View>(
    with rows: ProducedRows<V>, keys: ContiguousArray<ChildKey>, plan: RowMatchPlan,
    moves: inout BlockMoves?
  ) {
    guard plan.changesChildren else { return updateMatchedChildren(with: rows) }
    if plan.insertsChildren {
      return updateInsertingChildren(with: rows, keys: keys, plan: plan, moves: &moves)
    }
    // Only moves and removals: the children take their new order at once, in place where they
    // kept it, and each row goes to the child at its position. Read before any is written: a
    // child may move to where another is still to be read.
    var removed = ContiguousArray<Node>()
    for index in plan.removed { removed.append(children[index]) }
    noteRearrangement(plan.sources, previousCount: children.count, moves: &moves)
    let end = rows.count - plan.suffix
    if rows.count == children.count {
      var moved = ContiguousArray<Node>()
      for position in plan.prefix..<end where plan.sources[position] != position {
        moved.append(children[plan.sources[position]])
      }
      var next = 0
      for position in plan.prefix..<end where plan.sources[position] != position {
        children[position] = moved[next]
        next += 1
      }
    } else {
      // Without insertions, every row of the middle keeps a child, and a different count means
      // a removal there: every position of the middle is written.
      var middle = ContiguousArray<Node>()
      middle.reserveCapacity(end - plan.prefix)
      for position in plan.prefix..<end { middle.append(children[plan.sources[position]]) }
      children.replaceSubrange(plan.prefix..<(children.count - plan.suffix), with: middle)
    }
    updateMatchedChildren(with: rows)
    for node in removed { graph.remove(node) }
  }

  /// `updateChildren(with:keys:plan:moves:)` when some rows are new: the children are settled
  /// one by one, in order, each new one created (and evaluated) at its place, as a
  /// `ChildReconciler` creates them; the rows of the common prefix go to their children before
  /// the list changes at all.
  private func updateInsertingChildren<V: View>(
    with rows: ProducedRows<V>, keys: ContiguousArray<ChildKey>, plan: RowMatchPlan,
    moves: inout BlockMoves?
  ) {
    let previous = children
    let environment = environmentForChildren
    let force = forcesChildren
    let unchanged = UnchangedRowTest(rowsOf: V.self, under: self)
    let first = rows.firstAddress
    let stride = MemoryLayout<V>.stride
    for position in 0..<plan.prefix {
      let row = first + position * stride
      if let unchanged, unchanged.skips(previous[position], rowAt: row) { continue }
      update(
        existing: previous[position], at: position, withValueAt: row, of: V.self,
        environment: environment, force: force)
    }
    noteRearrangement(plan.sources, previousCount: previous.count, moves: &moves)
    children.removeSubrange(plan.prefix...)
    children.reserveCapacity(rows.count)
    for position in plan.prefix..<rows.count {
      let address = first + position * stride
      let source = plan.sources[position]
      if source >= 0 {
        let child = previous[source]
        children.append(child)
        if let unchanged, unchanged.skips(child, rowAt: address) { continue }
        update(
          existing: child, at: position, withValueAt: address, of: V.self,
          environment: environment, force: force)
      } else {
        children.append(
          makeChild(address.assumingMemoryBound(to: V.self).pointee, key: keys[position]))
      }
    }
    for index in plan.removed { graph.remove(previous[index]) }
  }

  /// Marks the children rearranged by `sources` (for each new child, its previous index or `-1`).
  ///
  /// When the cached text is one block per child of the previous children (or was, before moves
  /// already recorded), the blocks can follow the children: the text is marked stale and `moves`
  /// records where each block goes; `childrenChanged` stays unset. Otherwise, or while views are
  /// leaving with a transition (which take their containers out of the children during an
  /// evaluation without marking the children changed), the children are marked changed and the
  /// text is assembled afresh.
  private func noteRearrangement(
    _ sources: ContiguousArray<Int>, previousCount: Int, moves: inout BlockMoves?
  ) {
    let followsText =
      flags.contains(.oneBlockPerChild) && !flags.contains(.childrenChanged)
      && graph.animations.leavingCount == 0 && !TransactionContext.isAnimating
    guard followsText else {
      moves = nil
      return childrenDidChange()
    }
    moves =
      moves?.followed(by: sources) ?? BlockMoves(sources: sources, blockCount: previousCount)
    setNeedsRender()
    if preferences != nil { graph.preferenceChildrenDidChange(of: self) }
  }
}
