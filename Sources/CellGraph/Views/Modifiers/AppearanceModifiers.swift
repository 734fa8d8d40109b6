import CellGraphCore

nonisolated extension View {
  /// Runs `action` after the view appears.
  ///
  /// Appear actions run in the commit phase after the update that inserted the view, children
  /// before parents, then in the order they were written on one view. When a view replaces another
  /// (a branch flip, an `.id` change), the new view's appear actions run before the old view's
  /// disappear actions. Writing state here is allowed; it schedules another pass.
  ///
  /// ```swift
  /// Text("Details").onAppear { loads += 1 }
  /// ```
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceActions(content: self, appear: action, disappear: nil)
  }

  /// Runs `action` after the view disappears (its identity left the tree).
  ///
  /// Disappear actions run in the commit phase of the update that removed the view, children
  /// before parents. The removed views' tasks were already cancelled during the update.
  ///
  /// ```swift
  /// Text("Details").onDisappear { closes += 1 }
  /// ```
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    AppearanceActions(content: self, appear: nil, disappear: action)
  }
}

/// The view `onAppear`/`onDisappear` return.
nonisolated struct AppearanceActions<Content: View>: View {
  let content: Content
  let appear: (() -> Void)?
  let disappear: (() -> Void)?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension AppearanceActions: LifecyclePrimitive {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  func appear(_ node: PrimitiveNode<Self>) {
    appear?()
  }

  func disappear(_ node: PrimitiveNode<Self>) {
    disappear?()
  }

  static func actionLabel(appearing: Bool) -> String { appearing ? "onAppear" : "onDisappear" }
}

/// The actions are no layout: a new value is taken as it comes, its content handed to the child
/// at once, and the node's own text changes only when its child's does (`ContentContainer`).
/// The actions taken are the last ones, as in SwiftUI, which runs the closure of the body that
/// made the view appear: they run only when the node appears or disappears, never when it is
/// updated.
@MainActor extension AppearanceActions: ContentContainer {
  static var contentType: Any.Type { Content.self }

  nonisolated static func hasSameLayout(_ lhs: UnsafePointer<Self>, _ rhs: UnsafePointer<Self>)
    -> Bool
  {
    true
  }
}
