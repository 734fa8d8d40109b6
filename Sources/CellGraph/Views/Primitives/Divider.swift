import CellGraphCore
import Foundation

/// A separator line.
///
/// Text form: a row of `-` as wide as the enclosing `VStack` (or the host's text), or a column of
/// `|` as tall as the enclosing `HStack`.
///
/// ```swift
/// VStack {
///   Text("Inbox")
///   Divider()
///   Text("3 messages")
/// }
/// // Inbox
/// // ----------
/// // 3 messages
/// ```
public nonisolated struct Divider: View, Equatable, Sendable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Divider: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock(flexible: .rule)]
  }
}

/// A gap along the axis of the enclosing stack.
///
/// Plain text has no proposed size to fill, so a spacer is a fixed gap of `minLength` points
/// along the stack's axis (SwiftUI's default spacing, 8 points, when `nil`), converted by the
/// host's ``CellSize``: one column in an `HStack`, no line in a `VStack` by default.
///
/// ```swift
/// HStack {
///   Text("Name")
///   Spacer(minLength: 32)
///   Text("Ada")
/// }
/// // Name      Ada      (1 + 4 + 1 columns between them)
/// ```
public nonisolated struct Spacer: View, Equatable, Sendable {
  let minLength: CGFloat?

  /// - Parameter minLength: The smallest gap, in points; `nil` means SwiftUI's default spacing.
  ///   A negative or non-finite length counts as none.
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Spacer: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let cells = node.graph.cellSize
    let length = minLength ?? CellSize.defaultSpacing
    return [
      TextBlock(flexible: .spacer(columns: cells.columns(length), lines: cells.lines(length)))
    ]
  }
}
