import CellGraphCore
import Foundation

/// Stacks its children top to bottom.
///
/// Text form: each child's lines in order, aligned within the widest child (`.leading` by
/// default), with `spacing` points between children, in lines of the host's ``CellSize`` (22
/// points by default): SwiftUI's default spacing of 8 points is no blank line, `spacing: 16` one.
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
  let spacing: CGFloat?
  let content: Content

  /// - Parameters:
  ///   - alignment: How narrower children line up: `.leading` (default), `.center`, `.trailing`.
  ///   - spacing: Points between children; `nil` means SwiftUI's default, 8 points. A negative
  ///     or non-finite spacing counts as none.
  ///   - content: The children, built with a ``ViewBuilder``.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
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
    let spacing = node.graph.cellSize.lines(spacing ?? CellSize.defaultSpacing)
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
