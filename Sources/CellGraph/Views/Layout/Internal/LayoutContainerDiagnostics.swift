import CellGraphCore
import Foundation

/// The reports of a custom `Layout` that answered a length no view can have.
@MainActor
enum LayoutContainerDiagnostics {
  static func reportSize(_ size: CGSize, of node: Node, proposal: ProposedViewSize) {
    node.graph.report(
      Diagnostic(
        kind: .layoutInvalidSize,
        message: """
          The layout of \(node.identityPath) returned the size \(size.width) × \(size.height) \
          for the proposal \(describe(proposal.width)) × \(describe(proposal.height)); a size \
          must be finite and not negative. It is used with NaN and negative lengths as 0 and \
          infinite ones as 1,000,000 points.
          """))
  }

  static func reportPosition(_ position: CGPoint, of node: Node) {
    node.graph.report(
      Diagnostic(
        kind: .layoutInvalidSize,
        message: """
          A layout placed \(node.identityPath) at (\(position.x), \(position.y)); a position \
          must be finite. The view is placed with each such coordinate as 0.
          """))
  }

  private static func describe(_ length: CGFloat?) -> String {
    length.map { "\($0)" } ?? "nil"
  }
}

extension Diagnostic.Kind {
  /// A custom `Layout` returned a NaN, negative or infinite size, or placed a subview at a NaN or
  /// infinite position; the host used safe values instead.
  public static let layoutInvalidSize = Self("layoutInvalidSize")
}
