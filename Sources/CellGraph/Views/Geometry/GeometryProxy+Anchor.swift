import CellGraphCore
import Foundation

extension GeometryProxy {
  /// The value of `anchor` in this proxy's local coordinates, in points (SwiftUI's
  /// `subscript(_:)`: "Resolves the value of an anchor to the container view").
  ///
  /// Consistent with `frame(in:)`: an anchor of a view's `.bounds` resolved by a reader at the
  /// same place is `frame(in: .local)`; in general it is the view's frame moved by minus this
  /// reader's global origin.
  ///
  /// An anchor made before the host's first layout reached its view (pending) resolves as its
  /// source on an empty rectangle at this proxy's origin, without a diagnostic: the flush lays
  /// the tree out and runs the reader again with the placed anchor. An anchor whose view the
  /// layout does not place (inside a view laid out as one block of text, or removed), or an
  /// anchor of another host, resolves the same way and is reported (`anchorNotPlaced`,
  /// `anchorFromOtherHost`).
  ///
  /// ```swift
  /// .overlayPreferenceValue(SelectedKey.self) { anchor in
  ///   GeometryReader { proxy in
  ///     let box = proxy[anchor!]
  ///     Rectangle().frame(width: box.width, height: 2).offset(x: box.minX, y: box.maxY)
  ///   }
  /// }
  /// ```
  public subscript<T>(anchor: Anchor<T>) -> T {
    switch anchor.placement {
    case .pending:
      return anchor.value(relativeTo: globalFrame.origin)
    case .placed(_, let host):
      if let graph = node?.graph, ObjectIdentifier(graph) != host {
        graph.report(
          Diagnostic(
            kind: .anchorFromOtherHost,
            message: """
              A GeometryProxy resolved an Anchor made in another host: an anchor is in the \
              coordinates of its own host's layout. It resolved as its source on an empty \
              rectangle at the proxy's origin.
              """, path: node?.identityPath))
        return anchor.source.resolve(.zero)
      }
      return anchor.value(relativeTo: globalFrame.origin)
    case .notPlaced(let path):
      node?.graph.report(
        Diagnostic(
          kind: .anchorNotPlaced,
          message: """
            A GeometryProxy resolved an Anchor of \(path), which the host's layout does not \
            place (it is inside a view laid out as one block of text, or left the tree). It \
            resolved as its source on an empty rectangle at the proxy's origin.
            """, path: path))
      return anchor.source.resolve(.zero)
    }
  }
}

extension Diagnostic.Kind {
  /// A `GeometryProxy` resolved an anchor of a view the layout does not place.
  public static let anchorNotPlaced = Self("anchorNotPlaced")
  /// A `GeometryProxy` resolved an anchor made in another host.
  public static let anchorFromOtherHost = Self("anchorFromOtherHost")
}
