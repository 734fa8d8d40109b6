import CellGraphCore

nonisolated extension View {
  /// Puts `content` in the navigation bar of the stack screen this view is on, as SwiftUI's
  /// `toolbar(content:)`.
  ///
  /// The items are `ToolbarItem`s, `ToolbarItemGroup`s or plain views (placed `.automatic`). They
  /// are real views: their buttons can be tapped while the screen is the top of its stack.
  /// Outside a navigation stack there is no bar: the items are not shown and not built.
  ///
  /// ```swift
  /// RecipeList()
  ///   .toolbar {
  ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
  ///     Button("Add") { add() }
  ///   }
  /// ```
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarModifier(content: self, items: content())
  }
}

/// The view `toolbar(content:)` returns: its content, and its items as a second child whose
/// text the stack shows in its bar.
nonisolated struct ToolbarModifier<Content: View, Items: View>: View {
  let content: Content
  let items: Items

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ToolbarModifier: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let layer = Tracking.untracked { node.environment.navigationLayer }
    layer?.declareToolbar(node)
    node.updateChildren { children in
      children.update(content, key: .position(0))
      if layer != nil { children.update(items, key: .position(1)) }
    }
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    return node.children.first?.text ?? []
  }
}

extension NavigationLayerContext {
  /// The items of the screen's toolbars, in tree order, each with its placement and its text on
  /// one line.
  var toolbarItems: [(placement: ToolbarItemPlacement, label: String)] {
    var items: [(placement: ToolbarItemPlacement, label: String)] = []
    func visit(_ node: Node, placement: ToolbarItemPlacement) {
      if let box = node.primitiveState(as: ToolbarPlacementBox.self) {
        if box.isGroup {
          for child in node.children { visit(child, placement: box.placement) }
        } else {
          items.append((box.placement, node.ownLabel))
        }
      } else if node.isStructural {
        for child in node.children { visit(child, placement: placement) }
      } else {
        let label = node.ownLabel
        if !label.isEmpty { items.append((placement, label)) }
      }
    }
    for toolbar in toolbars {
      guard let node = toolbar.node, !node.isRemoved, node.children.count == 2 else { continue }
      visit(node.children[1], placement: .automatic)
    }
    return items
  }
}
