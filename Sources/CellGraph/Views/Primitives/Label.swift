import CellGraphCore

/// A title with an icon.
///
/// Text form: the icon, a space, then the title (`(star) Favorites`). The label style in the
/// environment decides which parts show: `.titleOnly` shows the title, `.iconOnly` the icon;
/// `.automatic` and `.titleAndIcon` show both. Both parts are real children either way, so their
/// state survives a change between built-in styles. A custom `LabelStyle` replaces the whole
/// form with its body.
///
/// ```swift
/// Label("Favorites", systemImage: "star")   // (star) Favorites
///
/// Label {
///   Text("Ada Lovelace")
/// } icon: {
///   Circle().fill(.purple)
/// }
/// // <circle> Ada Lovelace
/// ```
public nonisolated struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  /// A label with a title view and an icon view.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a text title and a system symbol.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label with a text title and an image from the app's assets.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }
}

@MainActor extension Label: PrimitiveView {
  package typealias NodeState = ValueBox<ControlStyle>

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let styles = node.tracking { node.environment.labelStyle }
    let styled = node.updateCustomStyle(styles, at: \.labelStyle) {
      LabelStyleConfiguration(
        title: StyleConfigurationPart(.title, title), icon: StyleConfigurationPart(.icon, icon))
    }
    if styled { return }
    node.state = ValueBox(styles.style)
    node.updateLabelAndContent(icon, title)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the label's whole text form.
    guard let (iconNode, titleNode) = node.labelAndContent else { return node.childrenText }
    let style = node.state?.value ?? ControlStyle(DefaultLabelStyle.self)
    let icon = iconNode.text
    let title = titleNode.text
    if style.is(TitleOnlyLabelStyle.self) { return title }
    if style.is(IconOnlyLabelStyle.self) { return icon }
    guard !icon.isEmpty else { return title }
    guard !title.isEmpty else { return icon }
    return [TextLayout.horizontal(icon + title, alignment: .center, spacing: 1)]
  }
}
