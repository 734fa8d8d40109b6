import CellGraphCore

/// The view `accessibilityRepresentation(representation:)` returns: its content, shown, and a
/// representation that assistive technologies (and the host's accessibility queries) see
/// instead. The representation is a live subtree, not shown: its controls work, so activating
/// it drives what it binds.
nonisolated struct AccessibilityRepresentation<Content: View, Representation: View>: View {
  let content: Content
  let representation: Representation

  var body: Never { primitiveBody(Self.self) }
}

/// Marks a node whose second child is an accessibility representation.
@MainActor
final class RepresentationMark {
  init() {}
}

@MainActor extension AccessibilityRepresentation: PrimitiveView {
  package typealias NodeState = RepresentationMark

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if node.state == nil { node.state = RepresentationMark() }
    node.updateChildren { children in
      children.update(content, key: .position(0))
      children.update(representation, key: .position(1))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.children.first?.text ?? []
  }
}

nonisolated extension View {
  /// Shows this view, and gives assistive technologies `representation` instead: a custom
  /// control is read, found and driven as the standard control it stands for.
  ///
  /// ```swift
  /// Knob(level: $level)
  ///   .accessibilityRepresentation { Slider(value: $level) { Text("Level") } }
  /// try host.sliders["Level"].slide(to: 0.5)    // writes level
  /// ```
  public func accessibilityRepresentation<V: View>(
    @ViewBuilder representation: () -> V
  ) -> some View {
    AccessibilityRepresentation(content: self, representation: representation())
  }
}
