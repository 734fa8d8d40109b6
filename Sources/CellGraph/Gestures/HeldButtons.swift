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
  private var held: [WeakNode] = []

  init(graph: Graph) {}

  /// Holds `node` down, most recent last.
  func hold(_ node: Node) {
    held.removeAll { $0.node == nil || $0.node === node }
    held.append(WeakNode(node))
  }

  /// Forgets `node` as held.
  func release(_ node: Node) {
    held.removeAll { $0.node == nil || $0.node === node }
  }

  /// The button held most recently that is still in the tree; `nil` when none is.
  var mostRecent: Node? {
    held.removeAll { $0.node == nil || $0.node?.isRemoved != false }
    return held.last?.node
  }
}
