import Foundation

/// Bringing a kept layout up to date after an update, laying out again only what changed.
///
/// A view's layout is a function of its own value and its subviews' answers (the sizes they
/// chose for the proposals it made, `SizeAnswers`). So after an update, each view that changed
/// itself is asked again every proposal it answered; if every answer is the same, nothing above
/// it can have changed, and only its own subtree is placed again, in the frame it had. If an
/// answer differs, its parent is asked again in turn, and so on up to the nearest ancestor whose
/// answers hold (or the root):
///
///     VStack              answers the same: placed again in its frame; its other rows,
///     ├─ Row              placed where they were, keep their frames and are not walked
///     ├─ Row   ◀── "42" became "4,200": wider, so its answers differ → its VStack is asked
///     │  └─ Text*
///     └─ Row
///
/// `*` marks a view that changed itself (its value, children, text or environment: every such
/// change calls `Node.setNeedsRender`, which lists the node in `Graph.changedForLayout`). A view
/// whose text changes only because something below it changed is asked again only if a changed
/// answer reaches it.
///
/// Two cases where an answer is not all a parent reads, each propagated whatever the answers:
/// a view that writes values its parent's layout reads besides its size (a layout priority, a
/// layout value, a custom layout's spacing: `LayoutTraitPrimitive`), up through the wrappers
/// around it to the container that reads them; and a view sized by a container above its parent
/// (a grid's cell, `SizeAnswers.askerDepth`), up to that container.
extension GeometryLayout {
  /// Brings the layout up to date: `changed` are the nodes that changed themselves since it was
  /// made or last updated; the root is proposed `proposal`, as when it was made.
  ///
  /// Right when every change to what a view's layout depends on is a change of the view itself
  /// (`Node.setNeedsRender`): its value, its children, its text, its environment.
  /// `ViewHost.testing` checks each update against a layout made from scratch (`GeometryState`).
  package func update(_ root: Node, proposal: ProposedViewSize, changed: [Node]) {
    generation = Self.nextGeneration()
    var pass = UpdatePass()
    for node in changed where !node.isRemoved {
      pass.invalidate(node, in: self)
      if node.capability(LayoutTraitCapability.self) != nil {
        pass.propagate(from: node, toDepth: Int.min)
      }
    }
    guard !pass.isEmpty else { return }
    let roots = pass.settle(in: self, root: root)
    touched = pass.touched
    defer { touched = nil }
    for node in roots {
      if node === root {
        place(root, at: .zero, proposal: proposal, axis: nil)
        continue
      }
      let id = ObjectIdentifier(node)
      // A view sized but not placed (an option `ViewThatFits` did not choose) has no frame.
      guard let frame = frames[id], let placed = proposals[id] else { continue }
      place(node, at: frame.origin, proposal: placed, axis: axes[id])
    }
  }

  /// Forgets everything about `node`, which left the tree: its identifier may be a new node's.
  package func forget(_ node: Node) {
    let id = ObjectIdentifier(node)
    frames[id] = nil
    proposals[id] = nil
    axes[id] = nil
    answers[id] = nil
  }
}

/// The bookkeeping of one `GeometryLayout.update`: the views asked again, deepest first, with the
/// answers they gave before.
@MainActor
private struct UpdatePass {
  /// The answers of each view invalidated by this update, as they were before it.
  var previous: [ObjectIdentifier: SizeAnswers] = [:]
  /// The invalidated views by depth, to ask each after every view below it.
  var byDepth: [[Node]] = []
  /// Views that must invalidate their ancestors down to the given depth whatever they answer.
  var propagatesTo: [ObjectIdentifier: Int] = [:]
  /// The invalidated views and their ancestors (`GeometryLayout.touched`).
  var touched: Set<ObjectIdentifier> = []

  var isEmpty: Bool { previous.isEmpty }

  /// Takes `node`'s answers (to compare with its new ones) and queues it to be asked again.
  mutating func invalidate(_ node: Node, in layout: GeometryLayout) {
    let id = ObjectIdentifier(node)
    guard previous[id] == nil else { return }
    previous[id] = layout.answers.removeValue(forKey: id) ?? SizeAnswers()
    let depth = node.depth
    while byDepth.count <= depth { byDepth.append([]) }
    byDepth[depth].append(node)
    var next: Node? = node
    while let current = next, touched.insert(ObjectIdentifier(current)).inserted {
      next = current.parent
    }
  }

  /// Makes `node` invalidate its parent whatever it answers; `depth` is how far up the
  /// ancestors must be asked again (`Int.min`: up through the single-content wrappers around
  /// it, to the container that reads its traits).
  mutating func propagate(from node: Node, toDepth depth: Int) {
    let id = ObjectIdentifier(node)
    propagatesTo[id] = min(propagatesTo[id] ?? Int.max, depth)
  }

  /// Asks every invalidated view again, deepest first, and returns the views to place again:
  /// those whose answers held (or the root), none inside another's subtree.
  mutating func settle(in layout: GeometryLayout, root: Node) -> [Node] {
    var roots: [Node] = []
    var depth = byDepth.count - 1
    while depth >= 0 {
      // Views queued while this depth is settled are its parents: shallower, settled later.
      for node in byDepth[depth] {
        let id = ObjectIdentifier(node)
        let old = previous[id] ?? SizeAnswers()
        let forcedDepth = propagatesTo[id]
        let holds =
          forcedDepth == nil && old.isComplete && !old.answers.isEmpty
          && old.answers.allSatisfy { answer in
            layout.size(of: node, answer.proposal, axis: answer.axis) == answer.size
          }
        guard !holds, let parent = node.parent else {
          // Held, or the root; a view with no parent that is not the root is not laid out here.
          if holds || node === root { roots.append(node) }
          continue
        }
        invalidate(parent, in: layout)
        // How far up the change must reach whatever the parent answers: to a container that
        // sized this view from further up, or (a trait) through the wrappers around it.
        var reach = old.askerDepth == Int.max ? parent.depth : old.askerDepth
        if forcedDepth == Int.min {
          // A trait reaches the container through the wrappers of one content around it.
          if parent.children.count == 1 { reach = Int.min }
        } else if let forcedDepth {
          reach = min(reach, forcedDepth)
        }
        if reach < parent.depth { propagate(from: parent, toDepth: reach) }
      }
      depth -= 1
    }
    // A view inside another's subtree is placed with it.
    let ids = Set(roots.map(ObjectIdentifier.init))
    return roots.filter { node in
      var ancestor = node.parent
      while let current = ancestor {
        if ids.contains(ObjectIdentifier(current)) { return false }
        ancestor = current.parent
      }
      return true
    }
  }
}
