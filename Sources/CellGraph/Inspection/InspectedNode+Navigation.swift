import CellGraphCore

/// Moving up the tree, for tools that resolve a found view to the control around it (a tap on a
/// button's label taps the button).
extension InspectedNode {
  /// The node's parent, or `nil` for the host's root and for a node no longer in the tree.
  package var parent: InspectedNode? {
    guard isLive else { return nil }
    // A kept label's parent is the node that keeps it.
    if isLabel { return InspectedNode(node: node) }
    return node.parent.map(InspectedNode.init)
  }
}
