import CellGraphCore

/// Stacks its children top to bottom.
///
/// Text form: each child's lines in order, aligned within the widest child (`.leading` by
/// default), with `spacing` blank lines between children (0 by default).
///
/// ```swift
/// VStack {
///   Text("Title")
///   Divider()
///   Text("Body text")
/// }
/// // Title
/// // ---------
/// // Body text
/// ```
public nonisolated struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// - Parameters:
  ///   - alignment: How narrower children line up: `.leading` (default), `.center`, `.trailing`.
  ///   - spacing: Blank lines between children; `nil` means 0.
  ///   - content: The children, built with a ``ViewBuilder``.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(spacing ?? 0, 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension VStack: PrimitiveView {
  /// A block of labels, kept as such (see `LabelBlock`).
  package typealias NodeState = TupleStorage

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let labels = LabelBlock(content) { return node.updateLabels(labels) }
    node.updateChild(content)
  }

  /// Its own text is a new block, never a child's: a list writes its lines over its previous ones.
  package static var rendersOverPreviousText: Bool { true }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let previous = node.takeCachedText()
    let blocks = node.labels?.textBlocks ?? node.childrenText
    if alignment == .leading, spacing == 0,
      let stack = TextLayout.restackedLeadingLines(blocks, over: consume previous)
    {
      return stack
    }
    return [TextLayout.vertical(blocks, alignment: alignment, spacing: spacing)]
  }
}

@MainActor extension VStack: ContentContainer {
  package static var contentType: Any.Type { Content.self }

  package nonisolated static func hasSameLayout(
    _ lhs: UnsafePointer<Self>, _ rhs: UnsafePointer<Self>
  ) -> Bool {
    lhs.pointee.alignment == rhs.pointee.alignment && lhs.pointee.spacing == rhs.pointee.spacing
  }
}
