import CellGraphCore

/// Controls that belong together, such as Cut, Copy and Paste, shown as one group.
///
/// Text form: the controls side by side, one space apart, like an `HStack`: `[Cut] [Copy]`. A
/// group with a label shows it first, with a colon: `Edit: [Cut] [Copy]` (SwiftUI shows the label
/// only where the group is collapsed into a menu). A custom `ControlGroupStyle` replaces the
/// whole form with its body.
///
/// ```swift
/// ControlGroup {
///   Button("Cut") { cut() }
///   Button("Copy") { copy() }
/// }
/// // [Cut] [Copy]
/// ```
///
/// The group adds no interaction of its own: its controls are found by their labels as usual.
public nonisolated struct ControlGroup<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group of controls labelled by a view.
  ///
  /// ```swift
  /// ControlGroup { Button("Cut") { cut() } } label: { Text("Edit") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup where Label == EmptyView {
  /// A group of controls without a label.
  ///
  /// ```swift
  /// ControlGroup { Button("Cut") { cut() }; Button("Copy") { copy() } }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension ControlGroup where Label == Text {
  /// A group of controls with a text label.
  ///
  /// ```swift
  /// ControlGroup("Edit") { Button("Cut") { cut() } }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

@MainActor extension ControlGroup: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateLabelAndContent(
      label, content, styledAt: \.controlGroupStyle,
      configuration: ControlGroupStyleConfiguration.init(label:content:))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    guard let parts = node.labelAndContent else { return node.childrenText }
    var blocks = parts.content.text
    let title = parts.label.ownLabel
    if !title.isEmpty { blocks.insert(TextBlock("\(title):"), at: 0) }
    return [TextLayout.horizontal(blocks, alignment: .center, spacing: 1)]
  }
}
