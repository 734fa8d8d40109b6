import CellGraphCore

/// One item of a toolbar, placed in the navigation bar, as SwiftUI's `ToolbarItem`.
///
/// Its content is a real view in the tree: a button in a toolbar is tapped like any other
/// (`host.tap("Add")`) while its screen is the top of its stack.
///
/// ```swift
/// List { … }
///   .toolbar {
///     ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
///   }
/// ```
public nonisolated struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem where ID == Void {
  /// An item at `placement` (`.automatic` by default).
  ///
  /// ```swift
  /// ToolbarItem(placement: .confirmationAction) { Button("Done") { save() } }
  /// ```
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

@MainActor extension ToolbarItem: PrimitiveView {
  package typealias NodeState = ToolbarPlacementBox

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ToolbarPlacementBox(placement)
    node.updateChild(content)
  }
}

/// Several items at one placement, as SwiftUI's `ToolbarItemGroup`.
///
/// ```swift
/// .toolbar {
///   ToolbarItemGroup(placement: .bottomBar) {
///     Button("Archive") { archive() }
///     Button("Delete") { delete() }
///   }
/// }
/// ```
public nonisolated struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at `placement` (`.automatic` by default).
  ///
  /// ```swift
  /// ToolbarItemGroup(placement: .bottomBar) { Button("Archive") { archive() } }
  /// ```
  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension ToolbarItemGroup: PrimitiveView {
  package typealias NodeState = ToolbarPlacementBox

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ToolbarPlacementBox(placement, isGroup: true)
    node.updateChild(content)
  }
}

/// The placement an item or group node declares, in its `state`.
@MainActor
package final class ToolbarPlacementBox {
  let placement: ToolbarItemPlacement
  let isGroup: Bool

  init(_ placement: ToolbarItemPlacement, isGroup: Bool = false) {
    self.placement = placement
    self.isGroup = isGroup
  }
}
