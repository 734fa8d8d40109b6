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
/// Each evaluation installs a new tracking, and a tracking cannot be cancelled before it fires, so
/// an evaluation may leave an older tracking armed (the node re-ran for another reason). The
/// `generation` tells them apart: a callback carries the generation it was installed in and is
/// ignored unless that is still the node's current one. An armed tracking also stays registered
/// in the model until one of the properties it read changes (see Docs/Limitations.md).
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

  init(reader: Node) {
    self.reader = reader
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
