import CellGraphCore
import Foundation

/// What stands for "the system" behind a host's environment actions: it records the URLs that
/// `\.openURL` leaves to the system and reports `\.dismiss` calls to the host's diagnostics.
///
/// The host's root environment holds actions that point here (see `HostEnvironment`); a handler a
/// view installs inherits the same system, so `.systemAction` results land here too.
@MainActor
final class HostSystem {
  /// The host's graph, for diagnostics; `nil` once it is gone. Not a strong reference: the graph
  /// owns the tree whose environment holds this object.
  var graph: Graph? { graphHandle.graph }
  private let graphHandle: GraphHandle
  /// The URLs opened by the system action, oldest first.
  var openedURLs: [URL] = []

  init(graph: Graph) {
    graphHandle = graph.handle
  }
}
