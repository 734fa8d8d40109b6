import CellGraphCore

/// The focused values of one host: who publishes what, and the values that hold for the
/// current focus. The host's `FocusCoordinator` owns it, since focus decides what is visible.
///
/// ```
/// .focusedValue / .focusedSceneValue appears, changes, leaves ─┐
/// FocusCoordinator moves focus ───────────────────────────────┴─▶ resolve (commit phase)
///     focused field ─▶ its ancestors, nearest first: each publisher's values, nearest wins
///                   ─▶ then scene publishers, in the order they appeared
///     per key read by someone: old entry ≠ new entry ─▶ that key's readers re-run
/// ```
///
/// Readers depend on one source per key (`FocusedValueSlot`), so a reader of `\.selectedNote`
/// re-runs when the note on the focused path changes, and not when focus moves between two
/// views publishing the same note, nor when another key changes.
@MainActor
final class FocusedValueTable {
  // `unowned(unsafe)`: the graph owns the coordinator, which owns this table.
  unowned(unsafe) let graph: Graph
  /// Every publisher in the tree, in the order it appeared.
  private var publishers: [FocusedValuePublisher] = []
  /// The values that hold now, by key.
  private(set) var resolved: [ObjectIdentifier: any FocusedEntry] = [:]
  /// One source per key something has read.
  private var slots: [ObjectIdentifier: FocusedValueSlot] = [:]
  private var isQueued = false

  init(graph: Graph) {
    self.graph = graph
  }

  // MARK: Publishers

  /// A publisher appeared (or was shown again).
  func register(_ publisher: FocusedValuePublisher) {
    guard !publishers.contains(where: { $0 === publisher }) else { return }
    publishers.append(publisher)
    queue(by: publisher.node)
  }

  /// A publisher's values changed.
  func publisherChanged(_ publisher: FocusedValuePublisher) {
    queue(by: publisher.node)
  }

  /// A publisher left the tree (or was hidden).
  func unregister(_ publisher: FocusedValuePublisher) {
    guard let index = publishers.firstIndex(where: { $0 === publisher }) else { return }
    publishers.remove(at: index)
    queue(by: nil)
  }

  // MARK: Resolving

  /// Computes the values for the focused field now, and re-runs the readers of every key whose
  /// value changed. Runs in the commit phase: after focus moved, or as a queued effect.
  func resolve() {
    isQueued = false
    publishers.removeAll { $0.isGone }
    var next: [ObjectIdentifier: any FocusedEntry] = [:]
    let focused = graph.feature(FocusCoordinator.self).focusedField
    if let focused, !focused.isRemoved {
      var byNode: [ObjectIdentifier: FocusedValuePublisher] = [:]
      for publisher in publishers where publisher.scope == .focus {
        if let node = publisher.node { byNode[ObjectIdentifier(node)] = publisher }
      }
      var ancestor: Node? = focused
      while let node = ancestor {
        if let publisher = byNode[ObjectIdentifier(node)] {
          next.merge(publisher.values.entries) { nearer, _ in nearer }
        }
        ancestor = node.parent
      }
    }
    for publisher in publishers where publisher.scope == .scene {
      next.merge(publisher.values.entries) { earlier, _ in earlier }
    }
    let previous = resolved
    resolved = next
    for (key, slot) in slots {
      let old = previous[key]
      let new = next[key]
      switch (old, new) {
      case (nil, nil): continue
      case (let old?, let new?) where old.isSame(as: new): continue
      default: slot.changed(from: old, to: new)
      }
    }
  }

  // MARK: Reading

  /// The value at `keyPath` for the current focus, recording a dependency of the evaluation in
  /// progress on each key the key path read.
  func read<Value>(_ keyPath: KeyPath<FocusedValues, Value>) -> Value {
    let log = FocusedValuesReadLog()
    let value = FocusedValues(entries: resolved, log: log)[keyPath: keyPath]
    for key in log.keys { slot(for: key).source.recordRead() }
    return value
  }

  private func slot(for key: ObjectIdentifier) -> FocusedValueSlot {
    if let existing = slots[key] { return existing }
    let made = FocusedValueSlot()
    slots[key] = made
    return made
  }

  private func queue(by node: Node?) {
    // Queued and not yet run, unless the flush dropped its effects (an update loop).
    guard !isQueued || graph.effects.isEmpty else { return }
    guard let anchor = node.flatMap({ $0.isRemoved ? nil : $0 }) ?? graph.rootNode else { return }
    isQueued = true
    graph.enqueue("focused values", of: anchor) { [weak self] in self?.resolve() }
  }
}

/// The source readers of one focused-value key depend on.
@MainActor
final class FocusedValueSlot: SourceOwner {
  private(set) lazy var source = OwnedSource(owner: self)
  private var current: (any FocusedEntry)?

  var sourceName: String { "FocusedValues[\(current?.name ?? "key")]" }
  var sourceValueDescription: String { current?.valueDescription ?? "nil" }
  var sourceDependencyKind: DependencyGraph.SourceNode.Kind { .environment }

  /// The key's value changed: its readers re-run.
  func changed(from old: (any FocusedEntry)?, to new: (any FocusedEntry)?) {
    current = new
    let change =
      EvaluationRecorder.isAnyAttached
      ? SourceChange(
        kind: .environment, name: "FocusedValues[\((new ?? old)?.name ?? "key")]",
        oldValue: old?.valueDescription ?? "nil", newValue: new?.valueDescription ?? "nil")
      : nil
    source.invalidateReaders(change: change)
  }
}

extension FocusedValueTable {
  /// The table a reader installed in `node` reads: the active scene's, where the environment
  /// names one (an app's commands), otherwise its own host's.
  static func of(_ node: Node) -> FocusedValueTable {
    if let scene = node.environment.focusedScene { return scene }
    return node.graph.feature(FocusCoordinator.self).values
  }
}

/// The environment key naming the focused values of the active scene, for views outside it (an
/// app's menu bar).
private struct FocusedSceneKey: EnvironmentKey {
  static var defaultValue: FocusedValueTable? { nil }
}

extension EnvironmentValues {
  /// The focused values of the active scene; `nil` in a scene's own views, which read their
  /// host's.
  var focusedScene: FocusedValueTable? {
    get { self[FocusedSceneKey.self] }
    set { self[FocusedSceneKey.self] = newValue }
  }
}
