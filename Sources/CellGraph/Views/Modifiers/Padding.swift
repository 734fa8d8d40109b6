import CellGraphCore

nonisolated extension View {
  /// Adds blank space around the view: `length` blank lines above and below and `length` columns
  /// before and after (1 by default).
  ///
  /// ```swift
  /// Text("Hi").padding().border()
  /// // +----+
  /// // |    |
  /// // | Hi |
  /// // |    |
  /// // +----+
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    Padded(content: self, insets: EdgeInsets(edges: edges, length: length ?? 1))
  }

  /// Adds `length` lines above and below and `length` columns before and after the view.
  public func padding(_ length: Int) -> some View {
    Padded(content: self, insets: EdgeInsets(edges: .all, length: length))
  }

  /// Adds the given insets around the view.
  public func padding(_ insets: EdgeInsets) -> some View {
    Padded(content: self, insets: insets)
  }
}

/// The view `padding(_:)` returns. Applied to several views (a `Group`, a multi-view body), it
/// pads each of them, as in SwiftUI.
nonisolated struct Padded<Content: View>: View {
  let content: Content
  let insets: EdgeInsets

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Padded: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.childrenText.map { TextLayout.padded($0, insets) }
  }
}
