import CellGraphCore

/// Places its children side by side, left to right.
///
/// Text form: the children's blocks next to each other with `spacing` columns between them
/// (1 by default), lined up vertically by `alignment` (`.center` by default).
///
/// ```swift
/// HStack {
///   Text("Count: 3")
///   Button("+") { count += 1 }
/// }
/// // Count: 3 [+]
/// ```
public nonisolated struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// - Parameters:
  ///   - alignment: How shorter children line up: `.top`, `.center` (default), `.bottom`.
  ///   - spacing: Columns between children; `nil` means 1.
  ///   - content: The children, built with a ``ViewBuilder``.
  public init(
    alignment: VerticalAlignment = .center, spacing: Int? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = max(spacing ?? 1, 0)
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension HStack: PrimitiveView {
  /// A block of labels, kept as such (see `LabelBlock`).
  package typealias NodeState = TupleStorage

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let labels = LabelBlock(content) { return node.updateLabels(labels) }
    node.updateChild(content)
  }

  /// Its own text is a new block, never a child's: it writes its line over its previous one.
  package static var rendersOverPreviousText: Bool { true }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let previous = node.takeCachedText()
    // A row of labels: one string, made from the labels' strings (see `LabelRow`).
    if let labels = node.labels {
      if let (line, width) = LabelRow.line(of: labels, spacing: spacing) {
        return TextBlock.single(line: line, width: width, reusing: consume previous)
      }
      return [TextLayout.horizontal(labels.textBlocks, alignment: alignment, spacing: spacing)]
    }
    if let (line, width) = LabelRow.line(of: node.children, spacing: spacing) {
      return TextBlock.single(line: line, width: width, reusing: consume previous)
    }
    return [TextLayout.horizontal(node.childrenText, alignment: alignment, spacing: spacing)]
  }
}

@MainActor extension HStack: ContentContainer {
  package static var contentType: Any.Type { Content.self }

  package nonisolated static func hasSameLayout(
    _ lhs: UnsafePointer<Self>, _ rhs: UnsafePointer<Self>
  ) -> Bool {
    lhs.pointee.alignment == rhs.pointee.alignment && lhs.pointee.spacing == rhs.pointee.spacing
  }
}
