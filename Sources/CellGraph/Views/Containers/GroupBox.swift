import CellGraphCore

/// A box around related content, with an optional label.
///
/// Text form: the content in an ASCII frame. A one-line label is set into the top edge; a
/// taller one stands above the frame. A custom `GroupBoxStyle` replaces the whole form with its
/// body.
///
/// ```swift
/// GroupBox("Storage") {
///   Text("12 GB of 64 GB used")
/// }
/// // +- Storage ---------+
/// // |12 GB of 64 GB used|
/// // +-------------------+
/// ```
public nonisolated struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// A group box with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension GroupBox {
  /// A group box with a label view, in the older argument order.
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { label })
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box without a label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A group box with a text label.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(title) })
  }
}

@MainActor extension GroupBox: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateLabelAndContent(
      label, content, styledAt: \.groupBoxStyle,
      configuration: GroupBoxStyleConfiguration.init(label:content:))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    guard let parts = node.labelAndContent else { return node.childrenText }
    let label = parts.label.text.map(\.resolved)
    let content = TextLayout.vertical(parts.content.text, alignment: .leading, spacing: 0)
    guard !label.isEmpty else { return [TextLayout.bordered(content)] }
    if label.count == 1, label[0].height == 1 {
      let title = label[0].lines[0]
      // "+- " title " " … "+": the frame widens to fit the title.
      let inner = max(content.width, TextBlock.width(of: title) + 3)
      var box = TextLayout.bordered(
        TextBlock(lines: content.lines, width: inner))
      let rest = inner - TextBlock.width(of: title) - 3
      box.lines[0] = "+- " + title + " " + String(repeating: "-", count: rest) + "+"
      return [box]
    }
    return label + [TextLayout.bordered(content)]
  }
}
