/// The phases of transitions that show a body by phase (`Transition`,
/// `.modifier(active:identity:)`): each such `.transition(_:)` node reads its phase from a
/// `TransitionPhaseCell`, which insertion, the clock, removal and re-insertion move.
///
///     animated insertion ─▶ willAppear ── host.advance(by: > 0) ──▶ identity
///     animated removal   ─▶ didDisappear ── animation ends ──▶ removed
///                                        └─ re-added ──▶ identity
///
/// Without an animation in the transaction, no transition runs (the phase is `identity` from the
/// start and a removed view leaves at once, `beginsLeaving`) unless the transition has an
/// animation of its own (`AnyTransition.animation(_:)`, `Transition.animation(_:)`).
extension Graph {
  /// The phase `node`, a `.transition(_:)` with `transition`, shows now, read as a dependency of
  /// its evaluation (call inside its tracking scope). `isInsertion`: the node's first evaluation.
  package func transitionPhase(
    of node: Node, transition: AnyTransition, isInsertion: Bool
  ) -> TransitionPhase {
    let id = ObjectIdentifier(node)
    if let cell = animations.phaseCells[id] { return cell.trackedPhase() }
    let appears =
      isInsertion && transition.animatesInsertion
      && (TransactionContext.isAnimating || transition.animation != nil)
    let cell = TransitionPhaseCell(node: node, phase: appears ? .willAppear : .identity)
    animations.phaseCells[id] = cell
    if appears { animations.appearing.append(cell) }
    return cell.trackedPhase()
  }

  /// Moves every transition still in `willAppear` to `identity`: the clock advanced since they
  /// were inserted. Returns whether any moved.
  func settleAppearingTransitions() -> Bool {
    guard !animations.appearing.isEmpty else { return false }
    let appearing = animations.appearing
    animations.appearing.removeAll()
    for cell in appearing { cell.move(to: .identity) }
    return true
  }

  /// Moves the phase of the transition `node` leaves with (the first `.transition(_:)` down its
  /// chain of single children) to `phase`: `didDisappear` as it starts leaving, `identity` when
  /// it comes back.
  func moveLeavingTransition(of node: Node, to phase: TransitionPhase) {
    guard !animations.phaseCells.isEmpty else { return }
    var current = node
    while true {
      if let cell = animations.phaseCells[ObjectIdentifier(current)] {
        if phase != .willAppear { animations.appearing.removeAll { $0 === cell } }
        return cell.move(to: phase)
      }
      if animations.transitions[ObjectIdentifier(current)] != nil { return }
      guard current.children.count == 1 else { return }
      current = current.children[0]
    }
  }

  /// Forgets the phase of `node`'s transition (the node is removed).
  func forgetTransitionPhase(of node: Node) {
    guard let cell = animations.phaseCells.removeValue(forKey: ObjectIdentifier(node)) else {
      return
    }
    animations.appearing.removeAll { $0 === cell }
  }
}
