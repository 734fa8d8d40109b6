import CellGraphCore

/// The buttons the host holds down (`ViewHost.press(_:)`), most recent last, until
/// `ViewHost.release()` lifts them: per-host state, kept in the graph as a feature.
///
///     host.press("Save")   ─▶ [Save]      Save's style sees isPressed == true
///     host.release()       ─▶ []          isPressed == false, Save's action runs
///
/// A button removed from the tree while held is forgotten: its node is held weakly, and
/// releasing it runs nothing.
@MainActor
final class HeldButtons: GraphFeature {
  /// A held button and what lifts the finger from it (sets its `isPressed` back to `false`).
  private struct Held {
    let node: WeakNode
    let lift: @MainActor () -> Void
  }

  private var held: [Held] = []

  init(graph: Graph) {}

  /// Holds `node` down, most recent last; `lift` ends the hold.
  func hold(_ node: Node, lift: @escaping @MainActor () -> Void) {
    held.removeAll { $0.node.node == nil || $0.node.node === node }
    held.append(Held(node: WeakNode(node), lift: lift))
  }

  /// Lifts the finger from `node`, if it holds it.
  func release(_ node: Node) {
    for entry in held where entry.node.node === node { entry.lift() }
    held.removeAll { $0.node.node == nil || $0.node.node === node }
  }

  /// The button held most recently that is still in the tree; `nil` when none is.
  var mostRecent: Node? {
    held.removeAll { $0.node.node == nil || $0.node.node?.isRemoved != false }
    return held.last?.node.node
  }
}
