import CellGraphCore

/// A group of views with an optional header and footer, for forms, lists and pickers.
///
/// Text form: the header's lines, then the content's lines indented by two spaces, then the
/// footer's lines indented by two spaces.
///
/// ```swift
/// Section("Network") {
///   Toggle("Wi-Fi", isOn: $wifi)
/// } footer: {
///   Text("Used for updates.")
/// }
/// // Network
/// //   [x] Wi-Fi
/// //   Used for updates.
/// ```
///
/// The header, the content and the footer are three children with identities of their own, so
/// state below one survives changes to the others.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer

  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// A section with a header and a footer, in the older argument order.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section without a header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header, in the older argument order.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { header }, footer: { EmptyView() })
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(content: content, header: { EmptyView() }, footer: footer)
  }

  /// A section with a footer, in the older argument order.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { EmptyView() }, footer: { footer })
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a text header.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension Section where Parent == Text {
  /// A section with a text header and a footer.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer
  ) {
    self.init(content: content, header: { Text(title) }, footer: footer)
  }
}

@MainActor extension Section: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChildren { children in
      children.update(header, key: .position(0))
      children.update(content, key: .position(1))
      children.update(footer, key: .position(2))
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    guard node.children.count == 3 else { return node.childrenText }
    let indent = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)
    var blocks = node.children[0].text
    for part in node.children[1...] {
      blocks.append(contentsOf: part.text.map { TextLayout.padded($0, indent) })
    }
    return blocks
  }
}
