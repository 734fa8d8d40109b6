import CellGraphCore
import Foundation

/// What an `anchorPreference` node remembers: where the last layout placed its view, and how to
/// write the preference for an anchor placed so. The preference is written again only when the
/// placement changes, so the readers of the key run again exactly when the view moves or
/// resizes (or the writer itself changes):
///
///     layout ──▶ layoutDidChange ──▶ frame changed? ──▶ publish ──▶ preference changed?
///                                                                     └──▶ readers re-run
@MainActor
final class AnchorPlacementWatch: GeometryObserver {
  private unowned let node: Node
  /// Writes the node's preference for an anchor of a view placed as given; set by each
  /// evaluation of the node, with its newest source and transform.
  var publish: ((AnchorPlacement) -> Void)?
  /// The view's placement in the last layout; pending until a layout has seen it.
  private(set) var placement = AnchorPlacement.pending

  init(node: Node) {
    self.node = node
  }

  func layoutDidChange(_ layout: GeometryLayout) -> Bool {
    let new: AnchorPlacement =
      layout.frames[ObjectIdentifier(node)].map { .placed($0, host: ObjectIdentifier(node.graph)) }
      ?? .notPlaced(path: node.identityPath)
    guard new != placement else { return false }
    placement = new
    publish?(new)
    return true
  }
}
