import Observation

/// Runs user code (a body, a `ForEach` content closure, a binding's getter) inside the Observation
/// framework's tracking, so that the `@Observable` properties it reads become dependencies of the
/// node being evaluated.
///
/// Scopes never contain the evaluation of another node. Observation merges a nested tracking's
/// reads into the enclosing one, so a `ForEach` that evaluated its rows inside its own scope would
/// depend on everything its rows read; `ForEach` therefore makes all its rows' views in one scope,
/// and evaluates the rows after the scope has closed. A scope opened while another is open
/// (a binding read inside a body) adds nothing: the enclosing scope already tracks the read.
///
/// The cost when a body reads no `@Observable` property is that of an empty
/// `withObservationTracking` (two thread-local accesses and a closure call); the callback is built
/// only when something was read (`withObservationTracking` takes it as an autoclosure).
@MainActor
package enum ObservationScope {
  @exclusivity(unchecked) private static var isOpen = false

  /// Marks the start of `node`'s evaluation: its first tracking starts a new generation, and the
  /// tagged trackings of its last evaluation are removed (see `ObservedProperties`).
  @inline(__always)
  static func beginEvaluation(of node: Node) {
    node.observedProperties?.beginEvaluation()
  }

  /// Runs `apply` tracking the `@Observable` properties it reads as dependencies of `node`, which
  /// must be the node being evaluated (`Tracking.currentNode`).
  ///
  /// Untagged while the node has no armed untagged tracking (always, for a node that never read
  /// an `@Observable` property: then an evaluation that reads none installs nothing); tagged
  /// otherwise, so that the tracking can be removed before the next evaluation installs its own.
  @inline(__always)
  package static func track<Result>(_ node: Node, _ apply: () -> Result) -> Result {
    if isOpen { return apply() }
    isOpen = true
    defer { isOpen = false }
    if let source = node.observedProperties, source.tracksTagged {
      return withTracking(apply, tag: source.tag, onChange: source.taggedTrackingCallback())
    }
    return withTracking(apply, onChange: untaggedCallback(for: node))
  }

  /// Runs `apply` tracking its reads for the node being evaluated, if any (a binding's getter, read
  /// by a built-in view). Outside any evaluation, just runs it.
  @inline(__always)
  static func trackForCurrentReader<Result>(_ apply: () -> Result) -> Result {
    guard !isOpen, let node = Tracking.currentNode else { return apply() }
    return track(node, apply)
  }

  /// The callback for an untagged tracking that read something: creates the node's
  /// `ObservedProperties` on its first read.
  private static func untaggedCallback(for node: Node) -> @Sendable () -> Void {
    if let existing = node.observedProperties { return existing.untaggedTrackingCallback() }
    let source = ObservedProperties(reader: node)
    node.observedProperties = source
    return source.untaggedTrackingCallback()
  }
}

/// `withObservationTracking` called from a nonisolated function: a main-actor closure handed
/// directly to the Observation module (compiled in the Swift 5 language mode) gets a run-time check
/// of its executor on every call, which would cost more than the tracking itself.
nonisolated private func withTracking<Result>(
  _ apply: () -> Result, onChange: @autoclosure () -> @Sendable () -> Void
) -> Result {
  withObservationTracking(apply, onChange: onChange())
}

/// `withTracking` for a tagged tracking: `apply`'s reads, and `tag`'s.
nonisolated private func withTracking<Result>(
  _ apply: () -> Result, tag: TrackingTag, onChange: @autoclosure () -> @Sendable () -> Void
) -> Result {
  withObservationTracking(
    {
      let result = apply()
      tag.read()
      return result
    }, onChange: onChange())
}
