import CellGraphCore
import Foundation

nonisolated extension View {
  /// Sets the priority by which a parent stack divides its space among its views: views of a
  /// higher priority are offered space first, the lower ones keeping only their smallest size
  /// (SwiftUI's `layoutPriority(_:)`; 0 by default).
  ///
  /// Text form: the view's, unchanged (the text is laid out by content). In geometry, a stack
  /// offers this view its share before views of lower priority.
  ///
  /// ```swift
  /// HStack {
  ///   Text("A long title that matters").layoutPriority(1)
  ///   Text("Detail")
  /// }
  /// ```
  public func layoutPriority(_ value: Double) -> some View {
    LayoutPriorityModifier(content: self, priority: value.isFinite ? value : 0)
  }
}

/// The view `layoutPriority(_:)` returns: its content, with a priority in its stack.
nonisolated struct LayoutPriorityModifier<Content: View>: View {
  let content: Content
  let priority: Double

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension LayoutPriorityModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}

@MainActor extension LayoutPriorityModifier: LayoutPrimitive {
  package var layoutPriority: Double { priority }

  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    LayerLayout.size(proposal, subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    for subview in subviews { subview.place(topLeading: bounds.origin, proposal: proposal) }
  }
}

/// The stack that divides its space reads the priority, not only the size.
@MainActor extension LayoutPriorityModifier: LayoutTraitPrimitive {}
