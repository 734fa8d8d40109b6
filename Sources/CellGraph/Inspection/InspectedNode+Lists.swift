import CellGraphCore

extension InspectedNode {
  /// The label of the list or form row this node is or is inside, and whether it is one.
  ///
  /// The row is the one of the nearest enclosing `List` or `Form` whose node is this node or one
  /// of its ancestors; `nil` when the node is in no row.
  var listRow: (label: String, container: ControlHandle)? {
    var ancestor: Node? = node
    var path: Set<ObjectIdentifier> = []
    while let current = ancestor {
      if let container = current as? any RowContainerNode, current !== node {
        for row in ListContent(of: current).rows where path.contains(ObjectIdentifier(row.node)) {
          let label = ListContent.label(of: row.node)
          return (label, container.rowHandle(label: label, row: row.node))
        }
        return nil
      }
      path.insert(ObjectIdentifier(current))
      ancestor = current.parent
    }
    return nil
  }

  /// Performs the row interaction `interaction` (`.select`, `.delete`, …) on the list or form row
  /// this node is or is inside, named as the host names it.
  ///
  /// Throws `InteractionError` when the container or row is disabled or refuses the action;
  /// returns `false` without running anything if the node is not live or in no row.
  @discardableResult
  package func performRowAction(_ interaction: Interaction) throws -> Bool {
    guard isLive, let (label, container) = listRow else { return false }
    try ViewHost.perform(
      interaction.action(label), on: container, in: node.graph,
      trigger: interaction.phrase(label: label))
    return true
  }
}
