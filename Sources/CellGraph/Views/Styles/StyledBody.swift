import CellGraphCore

extension PrimitiveNode {
  /// When the innermost style of `styles` is custom, makes its body from `configuration()` the
  /// node's only child and returns `true`; otherwise returns `false` and leaves the children to
  /// the control's own form.
  ///
  /// The caller reads `styles` from the environment at `keyPath` inside its one tracking scope,
  /// with everything else it reads (a node's dependencies are those of its last `tracking`
  /// call), so that choosing another style re-runs the control. The body is evaluated under the
  /// chain without its own style (`StyleChain.outer`), so a control the body makes from the
  /// configuration is styled by the next style out. It is keyed `.content`, which no control's
  /// own form uses (those key their parts by position): switching between the own form and a
  /// style's body makes the new children afresh.
  ///
  ///     GroupBox ─ own form:  [label @0, content @1]
  ///              ─ styled:    [Style.makeBody(configuration) @content]
  func updateCustomStyle<Configuration>(
    _ styles: StyleChain<Configuration>,
    at keyPath: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>>,
    configuration: () -> Configuration
  ) -> Bool {
    guard let style = styles.custom, let makeBody = style.makeBody else { return false }
    updateChild(makeBody(configuration()).environment(keyPath, styles.outer), key: .content)
    return true
  }

  /// Whether the node's only child is a custom style's body (`updateCustomStyle`), which is then
  /// the control's whole text form. Only for controls whose own form keys its parts by position.
  var showsStyleBody: Bool {
    children.count == 1 && children[0].key == .content
  }

  /// The own form of a control made of a label and a content (a group box, a labelled content, a
  /// control group, a disclosure group, a menu, a label's icon and title): the label at position
  /// 0, then the content at position 1 while `showsContent`.
  func updateLabelAndContent<Label: View, Content: View>(
    _ label: Label, _ content: Content, showsContent: Bool = true
  ) {
    updateChildren { children in
      children.update(label, key: .position(0))
      if showsContent { children.update(content, key: .position(1)) }
    }
  }

  /// The own form of a label and a content (`updateLabelAndContent`), or, when the innermost
  /// style at `keyPath` is custom, its body made from the two parts (`updateCustomStyle`): the
  /// whole update of a container that reads nothing but its style.
  func updateLabelAndContent<Label: View, Content: View, Configuration>(
    _ label: Label, _ content: Content,
    styledAt keyPath: WritableKeyPath<EnvironmentValues, StyleChain<Configuration>>,
    configuration: (StyleConfigurationPart, StyleConfigurationPart) -> Configuration
  ) {
    let styles = tracking { environment[keyPath: keyPath] }
    let styled = updateCustomStyle(styles, at: keyPath) {
      configuration(
        StyleConfigurationPart(.label, label), StyleConfigurationPart(.content, content))
    }
    if !styled { updateLabelAndContent(label, content) }
  }

  /// The label's and the content's nodes of the own form (`updateLabelAndContent`), or `nil`
  /// when the node shows something else: a style's body, or no content.
  var labelAndContent: (label: Node, content: Node)? {
    guard children.count == 2 else { return nil }
    return (children[0], children[1])
  }

  /// The label and content of the own form as subviews of the layout run `subviews` belong to;
  /// `nil` for a style's body (a container that lays both out, as `GroupBox` and
  /// `LabeledContent` do).
  func labelAndContent(in subviews: [LayoutSubview])
    -> (label: LayoutSubview, content: LayoutSubview)?
  {
    guard let (label, content) = labelAndContent, let layout = subviews.first?.layout else {
      return nil
    }
    return (
      LayoutSubview(node: label, layout: layout, axis: nil),
      LayoutSubview(node: content, layout: layout, axis: nil)
    )
  }
}
