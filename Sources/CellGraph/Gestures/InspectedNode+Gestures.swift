import CellGraphCore

extension InspectedNode {
  /// The name of the gesture attached to this node (`tap`, `drag`, `long press`), if a gesture
  /// modifier (`.onTapGesture`, `.gesture(_:)`, …) made it: the views the live runner can focus
  /// and tap besides controls.
  package var attachedGestureName: String? {
    node.attachedGesture.map { $0.makeRecognizer(GestureSpace(node: node)).name }
  }
}
