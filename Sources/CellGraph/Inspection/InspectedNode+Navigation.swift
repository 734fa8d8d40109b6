/// Moving up the tree and telling nodes apart, for tools that resolve a found view to the control
/// around it (a tap on a button's label taps the button) or deduplicate what they found.
extension InspectedNode {
  /// The node's parent, or `nil` for the host's root and for a node no longer in the tree.
  package var parent: InspectedNode? {
    guard isLive, let parent = node.parent else { return nil }
    return InspectedNode(node: parent)
  }

  /// The node's identity within its host: equal for two handles on the same node, and never
  /// reused while either handle exists (a handle keeps its node alive).
  package var id: ObjectIdentifier { ObjectIdentifier(node) }
}
