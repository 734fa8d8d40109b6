/// A reference to a graph that does not keep it alive and reads `nil` once the graph is gone:
/// what an object that may outlive the graph (a host's system actions, an undo stack, a
/// presentation's dismiss action, a save in flight) holds instead of a `weak` reference.
///
/// A weak reference gives the object it points to a side table, for the rest of its life, and
/// from then on every retain and release of that object takes the runtime's slow path. The graph
/// is retained and released on every write, pass and evaluation, so it is never the target of a
/// weak reference: the graph owns one handle, hands it out (`Graph.handle`), and empties it in its
/// `deinit`.
///
/// ```swift
/// let handle = graph.handle
/// // … later, perhaps after the host went away:
/// handle.graph?.report(diagnostic)
/// ```
@MainActor
package final class GraphHandle {
  // `unowned(unsafe)`: read only while the graph is alive. `Graph`'s `deinit` sets it to `nil`
  // before the graph's memory goes, and both that `deinit` and every read of this property run
  // on the main actor, so no read can come between.
  unowned(unsafe) package private(set) var graph: Graph?

  init(_ graph: Graph) {
    self.graph = graph
  }

  /// Called by the graph's `deinit`: from now on the handle reads `nil`.
  func graphDidEnd() {
    graph = nil
  }
}
