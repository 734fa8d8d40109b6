import CellGraphCore

nonisolated extension View {
  /// Marks this view as a focus section: SwiftUI's `focusSection()`, which guides directional
  /// focus movement (tvOS, macOS) towards the focusable views inside it.
  ///
  /// Headlessly there is no directional focus movement: focus moves by interactions and focus
  /// states. The section is kept in the tree (its path shows `FocusSection`) and changes nothing
  /// else.
  ///
  /// ```swift
  /// VStack { … }
  ///   .focusSection()
  /// ```
  public func focusSection() -> some View {
    FocusSection(content: self)
  }
}

/// The view `focusSection()` returns: its content, marked.
nonisolated struct FocusSection<Content: View>: View {
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension FocusSection: PrimitiveView {
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}
