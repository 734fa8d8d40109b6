/// Moving up the tree, for tools that resolve a found view to the control around it (a tap on a
/// button's label taps the button).
extension InspectedNode {
  /// The node's parent, or `nil` for the host's root and for a node no longer in the tree.
  package var parent: InspectedNode? {
    guard isLive, let parent = node.parent else { return nil }
    return InspectedNode(node: parent)
  }
}
