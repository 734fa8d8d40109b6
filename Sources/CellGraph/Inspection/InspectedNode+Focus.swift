import CellGraphCore

extension InspectedNode {
  /// Whether the node is a control that can hold keyboard focus (a text field, a search field).
  package var isFocusableControl: Bool {
    controlHandle?.isFocusable == true
  }
}
