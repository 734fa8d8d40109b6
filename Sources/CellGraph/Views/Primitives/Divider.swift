import CellGraphCore

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
/// Plain text has no proposed size to fill, so a spacer is a fixed gap: `minLength` blank columns
/// in an `HStack` or blank lines in a `VStack` (1 by default).
///
/// ```swift
/// HStack {
///   Text("Name")
///   Spacer(minLength: 4)
///   Text("Ada")
/// }
/// // Name      Ada      (1 + 4 + 1 columns between them)
/// ```
public nonisolated struct Spacer: View, Equatable, Sendable {
  let minLength: Int

  public init(minLength: Int? = nil) {
    self.minLength = max(minLength ?? 1, 0)
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Spacer: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock(flexible: .spacer(minLength: minLength))]
  }
}
