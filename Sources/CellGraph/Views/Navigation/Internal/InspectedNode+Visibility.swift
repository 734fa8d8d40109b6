import CellGraphCore

extension InspectedNode {
  /// Whether the view is in a hidden subtree (an unselected tab, a covered navigation screen, a
  /// hidden split-view column): kept with its state, but not on screen, so finding views skips it.
  package var isHidden: Bool { node.isHidden }
}
