import CellGraphCore

/// A container of controls grouped in sections, for settings and data entry.
///
/// Text form: as a `List` without selection: each row's lines, one row below the other; a
/// section's header, then its rows and footer indented by two.
///
/// ```swift
/// Form {
///   Section("Network") {
///     Toggle("Wi-Fi", isOn: $wifi)
///   } footer: {
///     Text("Used for updates.")
///   }
///   Section("Account") {
///     Button("Sign Out") { signOut() }
///   }
/// }
/// // Network
/// //   [x] Wi-Fi
/// //   Used for updates.
/// // Account
/// //   [Sign Out]
/// ```
///
/// The rows of a `ForEach` with `onDelete(perform:)` or `onMove(perform:)` in a form can be
/// deleted and moved with the host's `delete(_:)` and `move(_:before:)`, as in a list.
public nonisolated struct Form<Content: View>: View {
  let content: Content

  /// A form of `content`'s rows and sections.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension Form: RowContainer {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    ListLayout.text(of: ListContent(of: node), isSelected: nil)
  }

  func performRowAction(_ action: ControlAction, on node: PrimitiveNode<Self>)
    throws(ControlActionError)
  {
    try RowInteraction.edit(action, in: node)
  }
}
