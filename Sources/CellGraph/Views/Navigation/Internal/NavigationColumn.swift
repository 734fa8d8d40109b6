import CellGraphCore

/// A column of a `NavigationSplitView`: a navigation context of its own, as each of SwiftUI's
/// columns has a navigation bar. Titles and toolbars declared in the column (outside a
/// `NavigationStack` inside it, which has its own) are shown above the column's content, and the
/// toolbar's buttons can be tapped.
///
///     NavigationColumn ─ NavigationLayer (no stack) ─ the column's content
///       text: the bar (title, toolbar items), a rule, the content
nonisolated struct NavigationColumn<Content: View>: View {
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension NavigationColumn: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(NavigationLayer(content: content, storage: nil, isRoot: true))
  }

  /// The column's only layer under its bar: no back button, as a column has one screen.
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    NavigationBar(stack: node).render()
  }
}
