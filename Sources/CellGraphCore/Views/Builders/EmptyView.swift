/// A view with no content and no text.
///
/// ```swift
/// var body: some View {
///   if isHidden { EmptyView() } else { Text("Shown") }
/// }
/// ```
public nonisolated struct EmptyView: View {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension EmptyView: PrimitiveView {
  package static var isStructural: Bool { true }
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] { [] }
}

/// A transparent container: groups views so that modifiers apply to each of them, and so that a
/// body can return several views.
///
/// ```swift
/// Group {
///   Text("One")
///   Text("Two")
/// }
/// .padding()
/// ```
public nonisolated struct Group<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Group: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}
