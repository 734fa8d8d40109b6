/// What reads the host's layout: a `GeometryReader`'s node, an `onGeometryChange`. Registered
/// with the host's `GeometryState` while its node is in the tree; as long as one is, the host
/// lays out its tree after every update that changed text, and tells each observer.
@MainActor
package protocol GeometryObserver: AnyObject {
  /// Reads `layout`, the host's new layout, and returns whether it changed anything (wrote a
  /// source, queued an action), so that the host runs another pass.
  func layoutDidChange(_ layout: GeometryLayout) -> Bool
}
