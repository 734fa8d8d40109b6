import Synchronization

/// The graph source that stands for the `@Observable` properties one node read in its evaluation.
///
/// The Observation framework tracks reads itself: `withObservationTracking` records every
/// property read while its closure runs, and calls back once when the first of them is about to
/// change. Its public API says neither which properties were read nor which one changed, so the
/// graph cannot have a source per property. It has one per *reader* instead: each node that reads
/// `@Observable` properties owns one `ObservedProperties`, which is among its dependencies while
/// its last evaluation read such properties, and which the framework's callback invalidates.
///
///     book.title ─┐                        (Observation's registrar)
///     book.pages ─┴─ withObservationTracking ─▶ ObservedProperties(Row#3) ─▶ Row#3
///
/// Precision is the framework's: only a change to a property this node read calls back.
///
/// Each evaluation installs new trackings, and the public Observation API cancels a tracking only
/// when it fires; so that a node re-run while the properties it read stay the same does not pile
/// armed trackings up in the models' registrars, the node keeps at most two armed at a time:
///
/// - one *untagged* tracking: exactly the evaluation's reads. It is how the engine learns that
///   an evaluation read something at all (`withObservationTracking` builds its `onChange` only
///   then), and it is installed only while no other untagged tracking of this node is armed;
///   it stays armed until one of the properties it read changes.
/// - the *tagged* trackings of the node's current generation: the evaluation's reads plus the
///   node's `TrackingTag`. Writing the tag fires and so removes them, which `beginEvaluation()`
///   does before the next evaluation installs its own, and `deinit` when the node goes away.
///
/// Invariants:
/// 1. Every evaluation's reads are covered by a tracking installed after them (untagged or
///    tagged), so no change to a property the node last read is missed.
/// 2. At most one untagged tracking is armed (`untaggedArmed`); the tagged trackings armed all
///    belong to the current generation. So `armedTrackings` stays at most 1 + the number of
///    tracking scopes in one evaluation (1 for a body), however often the node re-runs.
/// 3. A callback acts only if the generation it was installed in is still the node's current
///    one (`sharedGeneration`): older trackings, and those fired by the tag, do nothing.
///
/// While an untagged tracking is armed, evaluations run tagged, and a tagged tracking always read
/// something (the tag): the node then keeps this source among its dependencies even if its last
/// evaluation read no `@Observable` property, until the untagged tracking fires. That edge is
/// only conservative: a tracking that read nothing but the tag never calls back.
@MainActor
final class ObservedProperties: Source {
  override var dependencyKind: DependencyGraph.SourceNode.Kind { .observation }

  /// The reading node; weak because callbacks may outlive it.
  private weak var reader: Node?
  /// The evaluation the current trackings belong to.
  private(set) var generation: UInt64 = 0
  /// `generation`, readable from any thread: a callback on another thread checks it before it
  /// creates a task, so that stale trackings firing in a burst cost no main-actor work.
  nonisolated let sharedGeneration = Atomic<UInt64>(0)
  /// Whether `generation` belongs to the reader's evaluation in progress (or last evaluation);
  /// cleared when a new evaluation begins, so its first tracking starts a new generation.
  var isCurrent = false
  /// Whether an untagged tracking of this node is armed: set when one is installed, cleared by
  /// its callback (on the thread of the change that fires it).
  nonisolated let untaggedArmed = Atomic<Bool>(false)
  /// Whether tagged trackings may be armed (installed since the tag was last written).
  private var taggedArmed = false
  /// Read by every tagged tracking of this node; writing it removes them all.
  nonisolated let tag = TrackingTag()
  /// How many trackings of this node are registered in models' registrars: installed, and not
  /// yet fired. Package-visible so that tests can pin the bound (invariant 2).
  package nonisolated let armedTrackings = Atomic<Int>(0)

  init(reader: Node) {
    self.reader = reader
  }

  /// A removed reader's tagged trackings leave the models' registrars now, not at the next change
  /// of a property they read. (Their callbacks find this source gone and do nothing.)
  deinit {
    tag.cancelReaders()
  }

  /// Whether the reader's next tracking should be tagged: while its untagged one is armed.
  var tracksTagged: Bool { untaggedArmed.load(ordering: .relaxed) }

  /// Marks the start of the reader's evaluation, and removes the trackings of its last one that
  /// can be removed (the tagged ones).
  @inline(__always)
  func beginEvaluation() {
    isCurrent = false
    if taggedArmed { retireTaggedTrackings() }
  }

  /// Moves to a generation no armed tracking carries (so that the callbacks fired next do
  /// nothing), then writes the tag, which fires and removes every tagged tracking.
  private func retireTaggedTrackings() {
    isCurrent = false
    _ = beginGeneration()
    taggedArmed = false
    tag.cancelReaders()
  }

  /// Called by the first tracking of an evaluation that read an `@Observable` property.
  func beginGeneration() -> UInt64 {
    if !isCurrent {
      isCurrent = true
      generation &+= 1
      sharedGeneration.store(generation, ordering: .relaxed)
    }
    return generation
  }

  /// The callback for an untagged tracking that read something: the reader depends on this
  /// source, and the tracking is the node's one armed untagged tracking.
  func untaggedTrackingCallback() -> @Sendable () -> Void {
    untaggedArmed.store(true, ordering: .relaxed)
    return callback(untagged: true)
  }

  /// The callback for a tagged tracking (which read at least the tag).
  func taggedTrackingCallback() -> @Sendable () -> Void {
    taggedArmed = true
    return callback(untagged: false)
  }

  /// Records the reader's dependency and counts the tracking armed until its callback runs.
  private func callback(untagged: Bool) -> @Sendable () -> Void {
    let generation = beginGeneration()
    recordRead()
    armedTrackings.add(1, ordering: .relaxed)
    // Observation calls this once, on the thread that makes the change, inside its `willSet`,
    // and then removes the tracking from every registrar: the node is marked dirty now and
    // re-evaluated by a later pass, after the value is stored.
    return { [weak self] in
      guard let self else { return }  // the reader is gone
      armedTrackings.subtract(1, ordering: .relaxed)
      if untagged { untaggedArmed.store(false, ordering: .relaxed) }
      guard sharedGeneration.load(ordering: .relaxed) == generation else {
        return  // a stale tracking, or one fired by the tag
      }
      MainActorDelivery.deliver { self.propertyWillChange(generation: generation) }
    }
  }

  override var name: String { reader?.identityPath ?? "a removed view" }
  override var valueDescription: String { "@Observable properties" }

  /// A property the reader read in `generation` is about to change.
  func propertyWillChange(generation: UInt64) {
    guard generation == self.generation else { return }
    invalidateReaders(change: EvaluationRecorder.isAnyAttached ? unrecordedChange : nil)
  }

  override var unrecordedChange: SourceChange {
    SourceChange(kind: .observation, name: name, oldValue: "", newValue: "")
  }

  override func writeDuringUpdate(by node: Node) -> Diagnostic {
    Diagnostic(
      kind: .stateWrittenDuringUpdate,
      message: """
        An @Observable property read by \(name) was changed while \(node.identityPath) was being \
        evaluated. The change was applied; the views that read it will re-run in the next pass. \
        Change models from actions, onAppear, onChange or task instead of body.
        """,
      path: node.identityPath)
  }
}
