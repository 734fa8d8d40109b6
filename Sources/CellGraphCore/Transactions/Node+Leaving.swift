/// Views leaving with a transition: removed by an animated update, they stay in the tree until
/// the animation ends on the host's clock.
///
/// A leaving view keeps its node, state, dependencies and tasks; it is wrapped in a
/// `LeavingContainer`, which its former parent shows among its children, at the leaving view's
/// former place, and which marks its lines. The parent's own reconciliation never sees it: each
/// evaluation of the parent takes the containers out of its children first and puts them back
/// after (`evaluateKeepingLeavingChildren`), so matching by position and key works on the
/// children the parent produces.
///
///     parent: [a][b][c]   b removed under an animation
///     parent: [a][Leaving ─ b][c]   ─▶ clock passes the duration ─▶ [a][c], b removed for good
///
/// When the parent produces a view with the leaving view's key and type again before then, the
/// leaving view comes back, with its state: SwiftUI's documented behaviour ("If a view is re-added
/// while it is transitioning out, its phase will change back to identity", `TransitionPhase`).
extension Node {
  /// Evaluates the node, keeping the views leaving from under it out of its reconciliation.
  /// Only called while an animation is current or some view is leaving.
  ///
  /// Each leaving view goes back just before the first child that stood after it and is still
  /// there (at the end if none is), in its former order:
  ///
  ///     before: [a][b][c]      a and b removed, d inserted first     after: [d][c]
  ///     a and b: before c   ─▶   [d][a][b][c]
  @inline(never)
  final func evaluateKeepingLeavingChildren(_ reason: EvaluationReason) {
    let animations = graph.animations
    let id = ObjectIdentifier(self)
    // Each leaving view with its place in `before`: existing ones stood just before
    // `before[index]`, new ones were `before[index]`.
    var placed: [(index: Int, isNew: Bool, container: LeavingContainer)] = []
    if let containers = animations.leavingByParent[id], !containers.isEmpty {
      var kept = ContiguousArray<Node>()
      kept.reserveCapacity(children.count)
      for child in children {
        if let container = child as? LeavingContainer {
          placed.append((kept.count, false, container))
        } else {
          kept.append(child)
        }
      }
      children = kept
    }
    let before = TransactionContext.isAnimating || !placed.isEmpty ? children : []
    evaluate(reason)
    // Views this evaluation removed under an animation.
    if !animations.unplacedLeaving.isEmpty {
      animations.unplacedLeaving.removeAll { container in
        guard container.parent === self else { return false }
        container.unplacedParent = nil
        let node = container.children.first
        placed.append((before.firstIndex { $0 === node } ?? before.count, true, container))
        animations.leavingByParent[id, default: []].append(container)
        return true
      }
    }
    // Containers whose view came back (`reclaimLeaving`) are no longer listed.
    let listed = animations.leavingByParent[id] ?? []
    placed.removeAll { entry in !listed.contains { $0 === entry.container } }
    guard !placed.isEmpty else { return }
    var positions: [ObjectIdentifier: Int] = [:]
    for (position, child) in children.enumerated() { positions[ObjectIdentifier(child)] = position }
    var places = placed.enumerated().map { order, entry in
      // The first child at or after its place (after it, for a view that was `before[index]`)
      // that is still a child.
      let start = min(entry.index + (entry.isNew ? 1 : 0), before.count)
      let anchor = before[start...].lazy.compactMap { positions[ObjectIdentifier($0)] }.first
      return (anchor ?? children.count, entry.index, entry.isNew ? 1 : 0, order, entry.container)
    }
    places.sort { ($0.0, $0.1, $0.2, $0.3) < ($1.0, $1.1, $1.2, $1.3) }
    for (offset, place) in places.enumerated() {
      children.insert(place.4, at: min(place.0 + offset, children.count))
    }
    childrenDidChange()
  }

  /// Whether the node stands for a view leaving with a transition (interactions skip it).
  package final var isLeaving: Bool { self is LeavingContainer }

  /// Whether the node is part of a view leaving with a transition.
  package final var isWithinLeavingView: Bool {
    var current: Node? = self
    while let node = current {
      if node.isLeaving { return true }
      current = node.parent
    }
    return false
  }
}

extension Graph {
  /// Called when `node` is removed: when an animated update removes the top of a subtree, and
  /// its transition animates removal, the subtree starts leaving instead and this returns `true`.
  /// A container removed for good (its time is up, or its parent left) is forgotten here.
  func beginsLeaving(_ node: Node) -> Bool {
    // Every container not yet forgotten is counted in `leavingCount`: with none counted, no node
    // removed is one, and the cast (a walk up the node's class chain) is skipped.
    if animations.leavingCount > 0, let container = node as? LeavingContainer {
      forgetLeaving(container)
      return false
    }
    guard animations.removalNesting == 0, node.leavesWithTransition, let parent = node.parent,
      !parent.isRemoved
    else { return false }
    // An unanimated update animates only a transition with an animation of its own, and with no
    // explicit transition in the host there is none: the common removal stops here.
    let isAnimating = TransactionContext.isAnimating
    guard isAnimating || !animations.transitions.isEmpty else { return false }
    let removal = transition(of: node)
    guard removal.animatesRemoval,
      let animation = removal.animation
        ?? (isAnimating ? TransactionContext.current?.animation : nil)
    else { return false }
    let container = LeavingContainer(leaving: node, under: parent, transition: removal)
    moveLeavingTransition(of: node, to: .didDisappear)
    animations.unplacedLeaving.append(container)
    animations.leavingCount += 1
    if let duration = animation.duration {
      animations.schedule(.remove(container), at: animations.now + duration)
      noteLeaving(until: animations.now + duration)
    }
    return true
  }

  /// Places the leaving views whose parent's evaluation did not (a removal outside one): at the
  /// end of their parent's children. Called after every pass.
  func placeUnplacedLeaving() {
    guard !animations.unplacedLeaving.isEmpty else { return }
    for container in animations.unplacedLeaving {
      guard let parent = container.unplacedParent, !parent.isRemoved else {
        // Its former parent left meanwhile: the view leaves with it.
        remove(container)
        continue
      }
      container.unplacedParent = nil
      animations.leavingByParent[ObjectIdentifier(parent), default: []].append(container)
      parent.children.append(container)
      parent.childrenDidChange()
    }
    animations.unplacedLeaving.removeAll()
  }

  /// The transition of a removed subtree: the first `.transition(_:)` down its chain of single
  /// children, or `.opacity`, SwiftUI's default.
  private func transition(of node: Node) -> AnyTransition {
    explicitTransition(of: node) ?? .opacity
  }

  /// The first `.transition(_:)` down the chain of single children of `node`, if any.
  private func explicitTransition(of node: Node) -> AnyTransition? {
    var current = node
    while true {
      if let transition = animations.transitions[ObjectIdentifier(current)] { return transition }
      guard current.children.count == 1 else { return nil }
      current = current.children[0]
    }
  }

  /// Whether `node`, replaced by a view of another identity, leaves before its replacement is
  /// made: it declares an explicit `.identity` transition. SwiftUI then runs the old view's
  /// `onDisappear` before the new view's `onAppear`; with no transition declared (or an
  /// animated one) the new view appears first (see "Order of lifecycle events" in
  /// Docs/Architecture.md).
  package func leavesBeforeReplacement(_ node: Node) -> Bool {
    guard !animations.transitions.isEmpty, let transition = explicitTransition(of: node) else {
      return false
    }
    return !transition.animatesRemoval
  }

  /// The leaving view under `parent` with `key` and `viewType`, brought back into the tree: the
  /// parent produced it again before its transition ended. Its container is dropped.
  func reclaimLeaving(key: ChildKey, viewType: ObjectIdentifier, under parent: Node) -> Node? {
    let id = ObjectIdentifier(parent)
    guard var containers = animations.leavingByParent[id],
      let index = containers.firstIndex(where: { container in
        guard let node = container.children.first else { return false }
        return node.viewType == viewType && node.key.isSameKey(as: key)
      })
    else { return nil }
    let container = containers.remove(at: index)
    animations.leavingByParent[id] = containers.isEmpty ? nil : containers
    animations.cancelRemoval(of: container)
    animations.leavingCount -= 1
    let node = container.children[0]
    container.children.removeAll()
    container.flags.insert(.removed)
    container.parent = nil
    node.parent = parent
    // "If a view is re-added while it is transitioning out, its phase will change back to
    // identity" (`TransitionPhase`).
    moveLeavingTransition(of: node, to: .identity)
    return node
  }

  /// The transition of `container` ended: its view leaves for good (tasks cancelled, disappear
  /// actions queued, state released).
  func finishLeaving(_ container: LeavingContainer) {
    guard let parent = container.parent else { return }
    if let index = parent.children.firstIndex(where: { $0 === container }) {
      parent.children.remove(at: index)
      parent.childrenDidChange()
    }
    remove(container)
  }

  /// Drops `container` from the graph's lists (it is being removed).
  private func forgetLeaving(_ container: LeavingContainer) {
    animations.cancelRemoval(of: container)
    if let parent = container.parent {
      let id = ObjectIdentifier(parent)
      animations.leavingByParent[id]?.removeAll { $0 === container }
      if animations.leavingByParent[id]?.isEmpty == true { animations.leavingByParent[id] = nil }
    }
    animations.unplacedLeaving.removeAll { $0 === container }
    animations.leavingCount -= 1
  }
}

/// The stand-in for a view that is leaving: shown among its former parent's children, with
/// ` (leaving)` after each of its lines, and skipped by interactions.
///
/// Structural (identity paths see through it) and keyed `.content`, so that the leaving view's
/// path and key read as before.
@MainActor
final class LeavingContainer: Node {
  let transition: AnyTransition
  /// The former parent, held until it places the container among its children: `parent` does
  /// not keep it alive, and a parent removed before then must not be reached through it.
  var unplacedParent: Node?

  init(leaving node: Node, under parent: Node, transition: AnyTransition) {
    self.transition = transition
    unplacedParent = parent
    super.init(
      graph: node.graph, parent: parent, key: .content,
      viewType: ObjectIdentifier(LeavingContainer.self), environment: node.environment)
    children = [node]
    node.parent = self
  }

  override var isStructural: Bool { true }
  override var typeName: String { "Leaving" }

  override func render() -> [TextBlock] {
    let text = childrenText
    // The leaving view draws a present one at its place: that one is not leaving.
    if children.first?.flags.contains(.drawsPresentView) == true { return text }
    return text.map { block in
      guard case .text = block.kind else { return block }
      var marked = block
      marked.lines = block.lines.map { $0 + " (leaving)" }
      marked.width = block.width + " (leaving)".count
      return marked
    }
  }
}
