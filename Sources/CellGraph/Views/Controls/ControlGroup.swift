import CellGraphCore

/// Controls that belong together, such as Cut, Copy and Paste, shown as one group.
///
/// Text form: the controls side by side, one space apart, like an `HStack`: `[Cut] [Copy]`. A
/// group with a label shows it first, with a colon: `Edit: [Cut] [Copy]` (SwiftUI shows the label
/// only where the group is collapsed into a menu). A custom `ControlGroupStyle` replaces the
/// whole form with its body.
///
/// As in SwiftUI, the type has one parameter, its content; a group with a label keeps both in a
/// `LabeledControlGroupContent`, so `ControlGroup<LabeledControlGroupContent<C, Text>>` is the
/// type of `ControlGroup("Edit") { … }`.
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
public nonisolated struct ControlGroup<Content: View>: View {
  let content: Content
  /// The label of a group made from a style's configuration (`init(_:)`); a group made with a
  /// label keeps it in its `LabeledControlGroupContent`.
  let configurationLabel: StyleConfigurationPart?

  /// A group of controls without a label.
  ///
  /// ```swift
  /// ControlGroup { Button("Cut") { cut() }; Button("Copy") { copy() } }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.configurationLabel = nil
  }

  init(content: Content, configurationLabel: StyleConfigurationPart?) {
    self.content = content
    self.configurationLabel = configurationLabel
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ControlGroup {
  /// A group of controls labelled by a view.
  ///
  /// ```swift
  /// ControlGroup { Button("Cut") { cut() } } label: { Text("Edit") }
  /// ```
  public init<C: View, L: View>(
    @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
  ) where Content == LabeledControlGroupContent<C, L> {
    self.init(
      content: LabeledControlGroupContent(content: content(), label: label()),
      configurationLabel: nil)
  }

  /// A group of controls with a text label.
  ///
  /// ```swift
  /// ControlGroup("Edit") { Button("Cut") { cut() } }   // Edit: [Cut]
  /// ```
  public init<C: View, S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Text> {
    self.init(content: content) { Text(title) }
  }

  /// A group of controls labelled by a title and a system image.
  ///
  /// ```swift
  /// ControlGroup("Edit", systemImage: "pencil") { Button("Cut") { cut() } }
  /// // (pencil) Edit: [Cut]
  /// ```
  public init<C: View, S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, systemImage: systemImage) }
  }

  /// A group of controls labelled by a title and an image resource.
  ///
  /// ```swift
  /// ControlGroup("Edit", image: .pencil) { Button("Cut") { cut() } }
  /// ```
  public init<C: View, S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> C
  ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
    self.init(content: content) { Label(title, image: image) }
  }
}

/// The content of a control group made with a label: the controls and the label, which the
/// group shows first.
///
/// You don't make one: `ControlGroup(content:label:)` and the title initializers do, as in
/// SwiftUI, where it is the group's `Content` type.
///
/// ```swift
/// let group: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> =
///   ControlGroup("Edit") { Button("Cut") { cut() } }
/// ```
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  init(content: Content, label: Label) {
    self.content = content
    self.label = label
  }

  public var body: Never { primitiveBody(Self.self) }
}

/// A control group's content that carries its own label: the group shows the label it holds.
@MainActor
protocol ControlGroupLabeledContent {
  /// Updates `node`, a control group's, with this content's label and controls, styled by the
  /// group style in its environment.
  func updateGroup(_ node: PrimitiveNode<some View>)
}

@MainActor extension LabeledControlGroupContent: ControlGroupLabeledContent {
  func updateGroup(_ node: PrimitiveNode<some View>) {
    node.updateLabelAndContent(
      label, content, styledAt: \.controlGroupStyle,
      configuration: ControlGroupStyleConfiguration.init(label:content:))
  }
}

@MainActor extension LabeledControlGroupContent: PrimitiveView {
  // Shown alone (outside a group) it is the group's own form, unstyled.
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateLabelAndContent(label, content)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.controlGroupText()
  }
}

@MainActor extension ControlGroup: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let labeled = content as? any ControlGroupLabeledContent {
      labeled.updateGroup(node)
    } else if let configurationLabel {
      node.updateLabelAndContent(
        configurationLabel, content, styledAt: \.controlGroupStyle,
        configuration: ControlGroupStyleConfiguration.init(label:content:))
    } else {
      node.updateLabelAndContent(
        EmptyView(), content, styledAt: \.controlGroupStyle,
        configuration: ControlGroupStyleConfiguration.init(label:content:))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.controlGroupText()
  }
}

extension PrimitiveNode {
  /// A control group's own form: its label with a colon, then its controls side by side; a
  /// custom style's body, when it shows one, as it is.
  fileprivate func controlGroupText() -> [TextBlock] {
    guard let parts = labelAndContent else { return childrenText }
    var blocks = parts.content.text
    let title = parts.label.ownLabel
    if !title.isEmpty { blocks.insert(TextBlock("\(title):"), at: 0) }
    return [TextLayout.horizontal(blocks, alignment: .center, spacing: 1)]
  }
}
