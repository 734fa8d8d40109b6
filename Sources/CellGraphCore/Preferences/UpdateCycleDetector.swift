/// Bounds how often one preference action runs in one flush, so that an action which changes
/// the value it reacts to ends instead of looping.
///
/// Like SwiftUI's, it lets an action run twice per update (once for the change, once for the
/// consequence of its own write); the third time in the same flush it drops the call and reports
/// a `preferenceCycle` diagnostic, once. The value is remembered all the same, so the next change
/// in a later flush is delivered as usual.
@MainActor
package struct UpdateCycleDetector {
  package init() {}

  private var flush = -1
  private var remaining = 0

  /// Whether the action may run now; reports the diagnostic when it may not.
  package mutating func dispatch(in graph: Graph, at node: Node, label: @autoclosure () -> String)
    -> Bool
  {
    if flush != graph.flushNumber {
      flush = graph.flushNumber
      remaining = 1
      return true
    }
    if remaining > 0 {
      remaining -= 1
      return true
    }
    let path = node.identityPath
    graph.report(
      Diagnostic(
        kind: .preferenceCycle,
        message: """
          \(label()) tried to update multiple times per frame: the action of its \
          onPreferenceChange at \(path) changed the value it reacts to again. The runtime \
          stopped calling it for this update; the value it last saw is kept and the next change \
          is delivered.
          """,
        path: path))
    return false
  }
}
