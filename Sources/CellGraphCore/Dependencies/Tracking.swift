/// Who is reading right now: the node whose body (or content closure) is running.
///
/// Reads of any `Source` consult `currentNode`; when it is set, the read becomes an edge. The
/// `epoch` changes whenever a tracking scope begins or resumes, so a source can tell in one
/// comparison whether it was already recorded for the current reader (`Source.lastReadEpoch`).
@MainActor
@usableFromInline
package enum Tracking {
  // `@exclusivity(unchecked)`: read on every state read; see the note on `Node`.

  /// The node being evaluated, if any, not retained.
  ///
  /// Unretained: it is always a node whose evaluation is on the stack, which the evaluation's
  /// caller holds until it returns (`Node.run` is called on a node its parent's children, or the
  /// graph's queue, keep), and every scope ends before that evaluation returns. A strong
  /// reference was retained and released at every scope's beginning and end, around every body.
  /// Read it borrowed (`borrowing(_:_:)`), as `Source.recordRead` does, or through `currentNode`.
  @exclusivity(unchecked) private(set) static var current: Unmanaged<Node>?

  /// The node being evaluated, if any (see `current`).
  package static var currentNode: Node? { current?.takeUnretainedValue() }
  /// A number that is unique to the current tracking scope. `@usableFromInline`: read by
  /// `StateBox.read()`, inlined into the module that reads a cell.
  @exclusivity(unchecked) @usableFromInline private(set) static var epoch: UInt64 = 1

  /// What `begin(_:)` replaced, to be handed back to `end(_:)`.
  struct Scope {
    /// The enclosing reader, whose evaluation is on the stack below this one's (see `current`).
    fileprivate let previous: Unmanaged<Node>?
  }

  /// Makes `node` the reader of every source read until the matching `end(_:)`.
  @inline(__always)
  static func begin(_ node: Node) -> Scope {
    let scope = Scope(previous: current)
    current = Unmanaged.passUnretained(node)
    epoch &+= 1
    node.beginDependencyUpdate()
    return scope
  }

  /// Ends the scope of the current node and resumes the previous reader, if any.
  @inline(__always)
  static func end(_ scope: Scope) {
    if let current { borrowing(current) { $0.endDependencyUpdate() } }
    current = scope.previous
    // A fresh epoch: sources read by the node that just ended must be recordable again for the
    // resumed reader.
    epoch &+= 1
  }

  /// Clears the reader while a node that does not track reads is evaluated (a built-in view
  /// reconciling its children must not attribute reads to an enclosing `ForEach`).
  @inline(__always)
  static func suspend() -> Scope {
    let scope = Scope(previous: current)
    current = nil
    return scope
  }

  /// Undoes `suspend()`.
  @inline(__always)
  static func resume(_ scope: Scope) {
    current = scope.previous
    epoch &+= 1
  }

  /// Runs `body` with no reader, so its reads record nothing (actions, effects, comparisons).
  package static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    let saved = current
    current = nil
    defer {
      current = saved
      epoch &+= 1
    }
    return try body()
  }
}
