/// The phase of one `.transition(_:)` whose transition shows a body by phase: a source its node
/// reads, so that a change of phase re-runs that node only.
///
///     inserted under an animation ─▶ willAppear ─▶ (clock advances) ─▶ identity
///     removed under an animation  ─▶ didDisappear ─▶ (re-added) ─▶ identity
@MainActor
final class TransitionPhaseCell: SourceOwner {
  private(set) lazy var source = OwnedSource(owner: self)
  /// The node of the `.transition(_:)`, for the source's name.
  private unowned let node: Node
  private(set) var phase: TransitionPhase

  init(node: Node, phase: TransitionPhase) {
    self.node = node
    self.phase = phase
  }

  var sourceName: String { "transition phase of \(node.identityPath)" }
  var sourceValueDescription: String { phase.description }

  /// Reads the phase as a dependency of the evaluation in progress.
  func trackedPhase() -> TransitionPhase {
    source.recordRead()
    return phase
  }

  /// Moves to `newPhase`, re-running the node if it changed.
  func move(to newPhase: TransitionPhase) {
    guard newPhase != phase else { return }
    let old = phase
    phase = newPhase
    source.invalidateReaders(
      change: EvaluationRecorder.isAnyAttached
        ? SourceChange(
          kind: .state, name: sourceName, oldValue: old.description,
          newValue: newPhase.description)
        : nil)
  }
}
