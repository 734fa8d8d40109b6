import CellGraphCore

nonisolated extension View {
  /// Clips the view to its frame: what is drawn outside its rectangle is not shown.
  ///
  /// Text form: a frame already cuts what does not fit it; what `clipped()` cuts is a view moved
  /// by `offset` or `position`, back to the rectangle of its place in the layout.
  ///
  /// ```swift
  /// Text("Hello").offset(x: 16).clipped()   // "  Hel": moved two columns, cut to five
  /// ```
  public func clipped(antialiased: Bool = false) -> some View {
    Clipped(content: self, antialiased: antialiased)
  }
}

/// The view `clipped` returns: its content, cut to the rectangle of its place in the layout.
nonisolated struct Clipped<Content: View>: View {
  let content: Content
  let antialiased: Bool

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Clipped: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  /// The content's text, cut to the size of the content a moving modifier below moved (the first
  /// met down the chain of single children); as it is when nothing below moves it.
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    var current: Node = node
    while current.children.count == 1 {
      current = current.children[0]
      if let moved = current.capability(MovedContentCapability.self) {
        let size = moved.unmovedSize(of: current)
        return node.childrenText.map { $0.cut(width: size.width, height: size.height) }
      }
      guard current.isStructural else { break }
    }
    return node.childrenText
  }
}
