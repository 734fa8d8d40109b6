import CellGraphCore

nonisolated extension View {
  /// Draws an ASCII frame around the view.
  ///
  /// ```swift
  /// Text("Saved").border()
  /// // +-----+
  /// // |Saved|
  /// // +-----+
  /// ```
  public func border() -> some View {
    Bordered(content: self)
  }
}

/// The view `border()` returns; it frames each of its content's views.
nonisolated struct Bordered<Content: View>: View {
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Bordered: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.childrenText.map(TextLayout.bordered)
  }
}
