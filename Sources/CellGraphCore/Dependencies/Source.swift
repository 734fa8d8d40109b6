/// Anything a body can read and that can change: a state box (`StateBox`), an environment slot
/// (`EnvironmentEntry`), a key of a store (`StorageSource`), an observable object
/// (`ObjectWillChangeSource`), or the `@Observable` properties one view read (`ObservedProperties`).
///
/// All sources share one mechanism. A read while a node is being evaluated records an edge
/// source → node; a change marks every reader dirty, records why, and schedules a pass in each
/// reader's graph. Edges are stored twice, once on each side, each remembering its index on the
/// other side, so that linking and unlinking an edge are O(1):
///
///     Source.observers                      Node.dependencies
///     ┌───────────────────────────┐          ┌─────────────────────────────┐
///     │ [0] node: Row#1, dep: 0 ──┼────────▶ │ [0] source: box, obs: 0     │  (Row#1)
///     │ [1] node: Row#7, dep: 2 ──┼──┐       └─────────────────────────────┘
///     └───────────────────────────┘  └─────▶ [2] of Row#7's dependencies
///
/// Subclasses describe themselves for diagnostics and invalidation records (`name`) and decide what
/// counts as a change; this class only keeps the edges.
///
/// `@usableFromInline`: `StateBox` derives from it and is read by inlined code (`StateCell`), which
/// calls `recordRead()`.
@MainActor
@usableFromInline
package class Source {
  // `@exclusivity(unchecked)` on hot properties: see the note on `Node`.

  /// The nodes that read this source in their last evaluation.
  @exclusivity(unchecked) package final var observers = EdgeList<Observer>()
  /// The tracking epoch of the last recorded read, so repeated reads in one evaluation record one
  /// edge (see `Tracking.epoch`). `@usableFromInline`: `StateBox.read()`, inlined into the module
  /// that reads a cell, compares it with the epoch before it makes any call.
  @exclusivity(unchecked) @usableFromInline final var lastReadEpoch: UInt64 = 0

  /// A readable name such as `Row.isOn` or `environment ThemeKey`.
  var name: String { "source" }

  /// The current value, described for graph dumps.
  var valueDescription: String { "" }

  /// What kind of source this is in a dependency graph (`ViewHost.dependencyGraph()`).
  var dependencyKind: DependencyGraph.SourceNode.Kind { .state }

  /// `recordRead()` for code inlined into another module (`StateBox.read()`).
  ///
  /// The source comes unretained: the caller's state cell holds it for the whole call. Passed as a
  /// reference, it made the inlined caller copy the whole cell, through its value witnesses, to
  /// keep the box alive across this call it cannot see into.
  @usableFromInline
  package static func recordRead(of source: Unmanaged<Source>) {
    borrowing(source) { $0.recordRead() }
  }

  /// Records that the node being evaluated (if any) read this source.
  @inline(__always)
  package final func recordRead() {
    guard let reader = Tracking.current else { return }
    let epoch = Tracking.epoch
    if lastReadEpoch == epoch { return }
    lastReadEpoch = epoch
    borrowing(reader) { $0.recordDependency(on: self) }
  }

  /// Marks every reader dirty because this source changed. `change` describes the change for
  /// invalidation records; pass it only while `EvaluationRecorder.isAnyAttached`.
  package final func invalidateReaders(change: SourceChange? = nil) {
    if let writer = Tracking.currentNode {
      writer.graph.reportWriteDuringUpdate(to: self, by: writer)
    }
    invalidateObservers(change: change)
  }

  /// Marks every reader dirty, with no diagnostic.
  ///
  /// By index, not over a copy of the list: copying it would retain its inline edge's node and
  /// its array. Invalidating a reader changes no edge (it only marks and queues the node), and
  /// each `observers[index]` is an access of its own that ends before the call, so nothing
  /// overlaps; the count is read again on every turn all the same. Each reader is borrowed, not
  /// retained, for its call: the edge keeps it, and invalidating it removes no edge.
  final func invalidateObservers(change: SourceChange?) {
    var index = 0
    while index < observers.count {
      borrowing(observers.reference(at: index)) { $0.invalidate(because: self, change: change) }
      index += 1
    }
  }

  /// The diagnostic for a change of this source while `node` was being evaluated, when it needs
  /// other words than a state write's.
  func writeDuringUpdate(by node: Node) -> Diagnostic? { nil }

  /// A change record for a write whose values were not described.
  var unrecordedChange: SourceChange {
    SourceChange(kind: .state, name: name, oldValue: "?", newValue: "?")
  }
}

/// One edge, as the source stores it: the reading node and the edge's index in that node's
/// `dependencies`.
package struct Observer {
  package let node: Node
  var dependencyIndex: Int
}

extension EdgeList where Edge == Observer {
  /// The reader of edge `index`, not retained: the edge keeps it alive for as long as the edge
  /// stays in the list. A bit cast of the stored reference, which a plain read would retain.
  @MainActor
  func reference(at index: Int) -> Unmanaged<Node> {
    unsafeBitCast(self[index].node, to: Unmanaged<Node>.self)
  }
}

/// One edge, as the node stores it: the source read and the edge's index in its `observers`.
package struct Dependency {
  package let source: Source
  package var observerIndex: Int
}
