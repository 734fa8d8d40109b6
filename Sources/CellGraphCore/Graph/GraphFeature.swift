/// The state a feature keeps per host (a focus coordinator, the presented layers, the running
/// tasks), declared in the feature's own folder and kept in the host's graph by type.
///
/// The engine knows no feature, and a feature adds no stored property to `Graph`: it declares a
/// class that adopts this protocol, and asks the graph for it. The graph makes it the first time
/// it is asked for, keeps it as long as the host lives, and calls the hooks the feature needs:
///
///     graph.feature(FocusCoordinator.self)     made on first use, then the same object
///       ├─ awaitPendingWork()      ViewHost.settle() waits for what the feature still runs
///       ├─ screenText(over:)       ViewHost.text lets the feature lay its layers over the screen
///       └─ graphWillTearDown()     the host is going away
///
/// ```swift
/// @MainActor
/// final class RunningTasks: GraphFeature {
///   var tasks: [Int: Task<Void, Never>] = [:]
///   init(graph: Graph) {}
///   func graphWillTearDown() { for task in tasks.values { task.cancel() } }
/// }
/// graph.feature(RunningTasks.self).tasks[id] = task
/// ```
@MainActor
package protocol GraphFeature: AnyObject {
  /// Makes the feature's state for `graph`, the first time the feature asks for it.
  init(graph: Graph)

  /// Waits for one piece of work the feature still runs (a task), and returns `true`; returns
  /// `false` at once when it runs nothing. `ViewHost.settle()` flushes and asks again until every
  /// feature returns `false`.
  func awaitPendingWork() async -> Bool

  /// The screen's text with the feature's layers over `screen` (presented sheets framed after
  /// it); `screen` itself when the feature shows nothing. `ViewHost.text` asks every feature, in
  /// the order they were made. A feature whose layers change without a node's text changing
  /// calls `graph.screenLayersDidChange()`, so the host does not return the text it kept.
  func screenText(over screen: [TextBlock]) -> [TextBlock]

  /// The host is going away: its tree is being torn down (cancel work, finish output).
  func graphWillTearDown()

  /// The host's virtual clock moved forward to `now` (`ViewHost.advance(by:)`); called once per
  /// advance, after what fell due on the way ran. A feature whose sources follow the clock
  /// writes them here.
  func clockDidAdvance(to now: Duration)
}

extension GraphFeature {
  package func awaitPendingWork() async -> Bool { false }
  package func screenText(over screen: [TextBlock]) -> [TextBlock] { screen }
  package func graphWillTearDown() {}
  package func clockDidAdvance(to now: Duration) {}
}

/// The features a graph keeps, by type, in the order they were made.
@MainActor
struct GraphFeatures {
  private var byType: [ObjectIdentifier: any GraphFeature] = [:]
  /// In the order they were made, for the hooks.
  private(set) var all: [any GraphFeature] = []

  /// The feature of type `F`, if it was made.
  func existing<F: GraphFeature>(_: F.Type) -> F? {
    byType[ObjectIdentifier(F.self)].map { unsafeDowncast($0, to: F.self) }
  }

  /// Keeps `feature`, made for the graph.
  mutating func add<F: GraphFeature>(_ feature: F) {
    byType[ObjectIdentifier(F.self)] = feature
    all.append(feature)
  }
}

extension Graph {
  /// `F`'s state for this graph: made the first time a feature asks for it, then the same.
  ///
  /// ```swift
  /// let focus = node.graph.feature(FocusCoordinator.self)
  /// ```
  package func feature<F: GraphFeature>(_ type: F.Type) -> F {
    if let existing = features.existing(type) { return existing }
    let made = F(graph: self)
    features.add(made)
    return made
  }

  /// Keeps `feature`, made with more than the graph (a host's settings over the environment it
  /// was given), as `F`'s state: before any `feature(_:)` asks for it, which would make one.
  package func install<F: GraphFeature>(_ feature: F) {
    assert(features.existing(F.self) == nil, "\(F.self) was made before it was installed")
    features.add(feature)
  }

  /// Tells the host that a feature's layers over the screen changed (see `screenText(over:)`):
  /// the text it kept from its last read is stale.
  package func screenLayersDidChange() {
    textGeneration &+= 1
  }

  /// `F`'s state for this graph if a feature made it, without making it.
  package func existingFeature<F: GraphFeature>(_ type: F.Type) -> F? {
    features.existing(type)
  }
}
