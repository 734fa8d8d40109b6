/// Who is reading right now: the node whose body (or content closure) is running.
///
/// Reads of any `Source` consult `currentNode`; when it is set, the read becomes an edge. The
/// `epoch` changes whenever a tracking scope begins or resumes, so a source can tell in one
/// comparison whether it was already recorded for the current reader (`Source.lastReadEpoch`).
@MainActor
@usableFromInline
enum Tracking {
  // `@exclusivity(unchecked)`: read on every state read; see the note on `Node`.

  /// The node being evaluated, if any.
  @exclusivity(unchecked) private(set) static var currentNode: Node?
  /// A number that is unique to the current tracking scope. `@usableFromInline`: read by
  /// `StateBox.read()`, inlined into the module that reads a cell.
  @exclusivity(unchecked) @usableFromInline private(set) static var epoch: UInt64 = 1

  /// What `begin(_:)` replaced, to be handed back to `end(_:)`.
  struct Scope {
    fileprivate let previousNode: Node?
  }

  /// Makes `node` the reader of every source read until the matching `end(_:)`.
  @inline(__always)
  static func begin(_ node: Node) -> Scope {
    let scope = Scope(previousNode: currentNode)
    currentNode = node
    epoch &+= 1
    node.beginDependencyUpdate()
    return scope
  }

  /// Ends the scope of the current node and resumes the previous reader, if any.
  @inline(__always)
  static func end(_ scope: Scope) {
    currentNode?.endDependencyUpdate()
    currentNode = scope.previousNode
    // A fresh epoch: sources read by the node that just ended must be recordable again for the
    // resumed reader.
    epoch &+= 1
  }

  /// Clears the reader while a node that does not track reads is evaluated (a built-in view
  /// reconciling its children must not attribute reads to an enclosing `ForEach`).
  @inline(__always)
  static func suspend() -> Scope {
    let scope = Scope(previousNode: currentNode)
    currentNode = nil
    return scope
  }

  /// Undoes `suspend()`.
  @inline(__always)
  static func resume(_ scope: Scope) {
    currentNode = scope.previousNode
    epoch &+= 1
  }

  /// Runs `body` with no reader, so its reads record nothing (actions, effects, comparisons).
  static func untracked<Result>(_ body: () throws -> Result) rethrows -> Result {
    let saved = currentNode
    currentNode = nil
    defer {
      currentNode = saved
      epoch &+= 1
    }
    return try body()
  }
}
