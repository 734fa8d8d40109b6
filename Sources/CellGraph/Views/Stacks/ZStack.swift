import CellGraphCore

/// Places its children on top of each other, the first at the back (a higher `zIndex(_:)` in
/// front of a lower one, equal ones in order).
///
/// Text form: each child is placed inside the rectangle of the largest child by `alignment`
/// (`.center` by default). Shapes and colours fill the rectangle (the frame's, when framed) and
/// yield to text; a later text covers its lines from first to last character, and the cell beside
/// each covered span is blank, so the text of two views never runs together (TextForm.md,
/// "Layers").
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///   Text("Messages")
///   Text("3")
/// }
/// // Messag 3
/// ```
///
/// Every child is a real child: its state, environment and appear actions behave as in any stack.
public nonisolated struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// - Parameters:
  ///   - alignment: Where smaller children are placed in the largest one's rectangle.
  ///   - content: The layers, back to front, built with a ``ViewBuilder``.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ZStack: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let layers = node.zOrderedLayersText
    guard !layers.isEmpty else { return [] }
    return [TextLayout.stacked(layers, alignment: alignment)]
  }
}

@MainActor extension ZStack: ContentContainer {
  package static var contentType: Any.Type { Content.self }

  /// Like the other stacks, a `ZStack` hands each new value's content to its children at once;
  /// only its alignment decides its own text.
  package nonisolated static func hasSameLayout(
    _ lhs: UnsafePointer<Self>, _ rhs: UnsafePointer<Self>
  ) -> Bool {
    lhs.pointee.alignment == rhs.pointee.alignment
  }
}
