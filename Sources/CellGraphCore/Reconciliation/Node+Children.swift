/// Reconciliation: matching the children a view produces now against last time's nodes.
///
/// A child keeps its node (and its state) when it appears under the same key with the same view
/// type; otherwise a new node is created and the old one is removed. Matching is positional while
/// keys agree, which is every case except `ForEach` insertions, removals and moves; at the first
/// disagreement the remaining old children go into a dictionary by key:
///
///     old:  [a][b][c][d]          new: a, c, e, b
///            ✓  ✗ ─▶ unmatched = {b, c, d}
///     result: [a][c][e*][b]       d removed, e* created
extension Node {
  /// Reconciles a node that has exactly one child, `view`, under `key`.
  ///
  /// A block (`TupleView`) as the content has no node of its own: its elements become this
  /// node's children, keyed by position, as they would be the block's. A block is plumbing that
  /// identity paths, text and records already see through, so a node for it would only add work
  /// to every update of its parent. This holds because a block's identity is its position under
  /// its parent, which the flattened children keep as their keys. Only content under `.content`
  /// is flattened: a branch or an explicit id keeps its key on a node.
  ///
  ///     HStack                      HStack
  ///      └ TupleView        ─▶       ├ [0] Text
  ///         ├ [0] Text               └ [1] Text
  ///         └ [1] Text
  package final func updateChild<V: View>(_ view: V, key: ChildKey = .content) {
    if children.count == 1, children[0].key.isSameKey(as: key) {
      update(
        existing: children[0], at: 0, with: view, environment: environmentForChildren,
        force: forcesChildren)
      return
    }
    if let tupleType = flattenedTupleType, tupleType == V.self {
      // The same block type as last time: its elements are the children, position by position.
      return updateFlattenedChildren(blockStorage(of: view), positionsMatch: true)
    }
    // Insert first, then remove: the new view's appear actions run before the old view's
    // disappear actions, as in SwiftUI, unless the old view declares `.identity`: then it
    // leaves first (`leavesBeforeReplacement`).
    var replaced = children
    let previous = replaced.first
    children.removeAll(keepingCapacity: true)
    if replaced.count == 1, graph.leavesBeforeReplacement(replaced[0]) {
      graph.remove(replaced[0])
      replaced.removeAll()
    }
    // Looked up once, for the check and for making the node.
    let info = TypeInfoCache.info(of: V.self)
    if key == .content, info.isFlattenedTuple {
      // A block of another type than before: a different view, so its elements are all new.
      flattenedTupleType = V.self
      updateFlattenedChildren(blockStorage(of: view), positionsMatch: false)
    } else {
      flattenedTupleType = nil
      let child = makeChild(view, key: key, replacing: previous, info: info)
      // A first child (most nodes have one): a list made for it, not grown from none.
      if children.capacity == 0 { children = [child] } else { children.append(child) }
    }
    childrenDidChange()
    for child in replaced { graph.remove(child) }
  }

  /// Reconciles the elements of the block in `storage` as this node's children.
  ///
  /// `positionsMatch`: the children are the elements of a block of the same type, reconciled
  /// before, and each element goes to the child at its position (see `BlockChildren`).
  final func updateFlattenedChildren(_ storage: TupleStorage, positionsMatch: Bool) {
    if positionsMatch {
      return storage.updateMatchedChildren(storage.address, BlockChildren(parent: self))
    }
    if children.isEmpty { children.reserveCapacity(storage.count) }
    var reconciler = ChildReconciler(parent: self)
    storage.reconcileChildren(storage.address, &reconciler)
    reconciler.finish()
  }

  /// Hands each row of `rows` to the existing child at the same position: the caller knows that
  /// the rows match the children one for one, in order (a `ForEach` whose ids are unchanged).
  ///
  /// The loop a `ChildReconciler` would run, without its bookkeeping: the environment, the
  /// children and the rows are read once for all the rows. Inside a reconciler's `mutating`
  /// method, every row copied them again (a retain and a release each) in case the call changed
  /// the reconciler. A row that the child would skip is found without a call
  /// (`UnchangedRowTest`).
  final func updateMatchedChildren<V: View>(with rows: ProducedRows<V>) {
    let children = self.children
    assert(rows.count == children.count, "\(rows.count) rows for \(children.count) children")
    let environment = environmentForChildren
    let force = forcesChildren
    let unchanged = UnchangedRowTest(rowsOf: V.self, under: self)
    let first = rows.firstAddress
    let stride = MemoryLayout<V>.stride
    for position in 0..<min(rows.count, children.count) {
      let row = first + position * stride
      if let unchanged, unchanged.skips(children[position], rowAt: row) { continue }
      update(
        existing: children[position], at: position, withValueAt: row, of: V.self,
        environment: environment, force: force)
    }
  }

  /// Removes every child (a conditional with no branch taken, an empty `ForEach`).
  final func removeAllChildren() {
    guard !children.isEmpty else { return }
    let removed = children
    children.removeAll()
    for child in removed { graph.remove(child) }
    childrenDidChange()
  }

  /// Marks the list of children changed (a child inserted, removed, replaced or moved), and the
  /// text stale: a parent that patches its children's text in place must rebuild it.
  package final func childrenDidChange() {
    flags.insert(.childrenChanged)
    setNeedsRender()
    if preferences != nil { graph.preferenceChildrenDidChange(of: self) }
  }

  /// Reconciles a sequence of children produced in order by `produce`.
  package final func updateChildren(_ produce: (inout ChildReconciler) -> Void) {
    var reconciler = ChildReconciler(parent: self)
    produce(&reconciler)
    reconciler.finish()
  }

  /// Hands `view` to the existing `child` at `index`, or replaces the child if its type differs.
  /// `environment` and `force` are this node's `environmentForChildren` and `forcesChildren`,
  /// read once by the caller for all its children.
  fileprivate func update<V: View>(
    existing child: Node, at index: Int, with view: V, environment: EnvironmentValues,
    force: Bool
  ) {
    guard child.viewType == ObjectIdentifier(V.self) else {
      return replace(child, at: index, with: view)
    }
    unsafeDowncast(child, to: TypedNode<V>.self).receive(
      view, environment: environment, force: force)
  }

  /// `update(existing:at:with:environment:force:)` for a `V` at `address`, which stays the
  /// caller's.
  func update<V: View>(
    existing child: Node, at index: Int, withValueAt address: UnsafeRawPointer, of _: V.Type,
    environment: EnvironmentValues, force: Bool
  ) {
    guard child.viewType == ObjectIdentifier(V.self) else {
      return replace(child, at: index, with: address.assumingMemoryBound(to: V.self).pointee)
    }
    unsafeDowncast(child, to: TypedNode<V>.self).receive(
      valueAt: address, environment: environment, force: force)
  }

  /// Whether children must be re-evaluated whatever they receive.
  var forcesChildren: Bool {
    flags.contains(.environmentReplaced) || graph.evaluatesEverything
  }

  /// Same position, different type: a different view. Replaces `child` with a new node.
  private func replace<V: View>(_ child: Node, at index: Int, with view: V) {
    let replacement = makeChild(view, key: child.key, replacing: child)
    graph.remove(child)
    children[index] = replacement
    childrenDidChange()
  }

  fileprivate func insertNewChild<V: View>(_ view: V, key: ChildKey) {
    children.append(makeChild(view, key: key))
    childrenDidChange()
  }

  /// Creates and evaluates the node for a new child; `replacing` is the node it takes the place
  /// of, if its identity changed (for invalidation records). `info` is `V`'s, when the caller
  /// has it already.
  func makeChild<V: View>(
    _ view: V, key: ChildKey, replacing previous: Node? = nil, info: ViewTypeInfo? = nil
  ) -> Node {
    if graph.animations.leavingCount > 0,
      let leaving = graph.reclaimLeaving(key: key, viewType: ObjectIdentifier(V.self), under: self)
    {
      // A view leaving with a transition comes back, with its state (Node+Leaving.swift).
      unsafeDowncast(leaving, to: TypedNode<V>.self).receive(
        view, environment: environmentForChildren, force: false)
      return leaving
    }
    let node = makeNode(for: view, key: key, parent: self, info: info)
    if node.flags.contains(.isLabel) {
      // A new label is made, not run. Running a label evaluates nothing: it has no children,
      // reads no source, and has no fields and no lifecycle (the invariants `receiveLabel` relies
      // on, checked by `LabelUpdateTests`). A run would only queue its text for rendering at the
      // end of the pass, and the label is made by the evaluation of an ancestor whose run is
      // queued and renders the label's text with its own. So the text is only marked stale.
      node.setNeedsRender()
      return node
    }
    if let previous, node.hasBody, let recorder = graph.recorder {
      recorder.noteReplacement(of: node, previousPath: previous.identityPath)
    }
    node.run(.appeared)
    graph.didInsert(node)
    return node
  }
}

/// The children of a node whose content is a block (`TupleView`) of the same type as last time,
/// to hand the block's elements to: a block's elements are keyed by position and their types are
/// the block type's, so they match the children one for one, in order, every time after the
/// first, and no key is compared.
///
/// Not a `ChildReconciler`: each child handed to a reconciler, whose methods are `mutating`,
/// retained and released the parent, its children and the child again, in case the call changed
/// the reconciler. This is read-only and holds all three for the whole block.
///
/// `@usableFromInline`: a block's elements are handed to it by code inlined into the module that
/// built the block (see `TupleStorage`).
@MainActor
@usableFromInline
struct BlockChildren {
  private let parent: Node
  private let children: ContiguousArray<Node>
  private let environment: EnvironmentValues
  private let forcesChildren: Bool

  init(parent: Node) {
    self.parent = parent
    children = parent.children
    environment = parent.environmentForChildren
    forcesChildren = parent.forcesChildren
  }

  /// Hands `view` to the existing child at `position`.
  @usableFromInline
  func update<V: View>(_ view: V, at position: Int) {
    guard position < children.count else {
      // Not reached: a block of one type always has as many elements. Should the children be
      // fewer, the element becomes a new child at its position rather than being lost.
      return parent.insertNewChild(view, key: .position(position))
    }
    parent.update(
      existing: children[position], at: position, with: view, environment: environment,
      force: forcesChildren)
  }
}

/// Matches children in order; see the extension on `Node` above.
///
/// `@usableFromInline`: a `TupleView`'s children are handed to it by code inlined into the module
/// that built the block (see `TupleStorage`).
@MainActor
@usableFromInline
package struct ChildReconciler {
  private unowned(unsafe) let parent: Node
  /// How many children are settled (matched or created) so far.
  private var position = 0
  /// Old children not matched yet, once matching stopped being positional.
  private var unmatched: [ChildKey: Node]?
  /// Old children in their original order, to remove the unmatched ones in document order.
  private var unmatchedOrder: [Node] = []
  /// The environment every child receives, and whether every child must be re-evaluated: read
  /// once for all the children rather than once per child (each read retains what it reads).
  private let environment: EnvironmentValues
  private let forcesChildren: Bool

  package init(parent: Node) {
    self.parent = parent
    environment = parent.environmentForChildren
    forcesChildren = parent.forcesChildren
  }

  /// Produces the next child: `view` under `key`.
  @usableFromInline
  package mutating func update<V: View>(_ view: V, key: ChildKey) {
    defer { position += 1 }
    if let existing = positionalCandidate(key: key) ?? takeUnmatched(key: key) {
      parent.update(
        existing: existing, at: position, with: view, environment: environment,
        force: forcesChildren)
    } else {
      parent.insertNewChild(view, key: key)
    }
  }

  /// Produces the next child: the `V` at `address` (which stays the caller's) under `key`.
  mutating func update<V: View>(valueAt address: UnsafeRawPointer, of _: V.Type, key: ChildKey) {
    defer { position += 1 }
    if let existing = positionalCandidate(key: key) ?? takeUnmatched(key: key) {
      parent.update(
        existing: existing, at: position, withValueAt: address, of: V.self,
        environment: environment, force: forcesChildren)
    } else {
      parent.insertNewChild(address.assumingMemoryBound(to: V.self).pointee, key: key)
    }
  }

  /// The old child at the current position, if matching is still positional and it has `key`.
  /// At the first disagreement, matching switches to keys for the rest of the pass.
  private mutating func positionalCandidate(key: ChildKey) -> Node? {
    guard unmatched == nil, position < parent.children.count else { return nil }
    let candidate = parent.children[position]
    if candidate.key.isSameKey(as: key) { return candidate }
    unmatchedOrder = Array(parent.children[position...])
    unmatched = Dictionary(
      unmatchedOrder.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    parent.children.removeSubrange(position...)
    parent.childrenDidChange()
    return nil
  }

  /// Once matching is by key: the old child with `key`, moved to the current position, if any.
  private mutating func takeUnmatched(key: ChildKey) -> Node? {
    guard let existing = unmatched?.removeValue(forKey: key) else { return nil }
    parent.children.append(existing)
    parent.childrenDidChange()  // the order changed
    return existing
  }

  /// Produces the next child, the `V` at `address` (which stays the caller's), which the caller
  /// knows belongs to the old child at `position` (the same key): no key is compared. Only while
  /// matching is positional.
  mutating func update<V: View>(
    valueAt address: UnsafeRawPointer, of _: V.Type, matchingChildAt position: Int
  ) {
    assert(unmatched == nil && position == self.position, "positional match out of order")
    parent.update(
      existing: parent.children[position], at: position, withValueAt: address, of: V.self,
      environment: environment, force: forcesChildren)
    self.position += 1
  }

  /// Removes the old children that were not produced again.
  package mutating func finish() {
    if let unmatched {
      for node in unmatchedOrder where unmatched[node.key] === node {
        parent.graph.remove(node)
      }
      if !unmatched.isEmpty { parent.childrenDidChange() }
    } else if position < parent.children.count {
      let removed = parent.children[position...]
      parent.children.removeSubrange(position...)
      for node in removed { parent.graph.remove(node) }
      parent.childrenDidChange()
    }
  }
}
