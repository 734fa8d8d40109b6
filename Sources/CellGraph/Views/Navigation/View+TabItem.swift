import CellGraphCore

nonisolated extension View {
  /// Makes this view a tab of the `TabView` it is in, with `label` in the tab bar, as SwiftUI's
  /// `tabItem(_:)`. Give it a `.tag(_:)` (outside the `.tabItem`) for a selection binding.
  ///
  /// The tab's content is built the first time the tab is selected.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///   Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox)
  ///   Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
  /// }
  /// ```
  public func tabItem<Label: View>(@ViewBuilder _ label: () -> Label) -> some View {
    TabContent<Self, Label>(content: self, label: label(), value: nil)
  }
}

/// A tab: the view `.tabItem` returns and the content of a `Tab`. Its children are the content
/// (built once the tab was selected) and the label, which the tab view shows in its bar.
nonisolated struct TabContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label
  let value: AnyHashable?

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TabContent: PrimitiveView {
  typealias NodeState = TabState

  /// A modifier: identity paths go from the tab view to the tab's content.
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state = node.state ?? TabState(value: value)
    state.value = value
    node.state = state
    // Outside a tab view there is nothing to wait for: the content is shown.
    if !state.isBuilt && !Tracking.untracked({ node.environment.isInTabView }) {
      state.isBuilt = true
    }
    node.updateChildren { children in
      if state.isBuilt { children.update(content, key: .position(0)) }
      children.update(label, key: .position(1))
    }
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    // Outside a tab view, the content alone; in one, the tab view shows the label in its bar.
    guard let content = node.children.first, content.key == .position(0) else { return [] }
    return content.text
  }
}

/// A tab of a `TabView`, with its title, icon and value, as SwiftUI's `Tab`.
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Inbox", systemImage: "tray", value: 0) { Inbox() }
///   Tab("Settings", systemImage: "gear", value: 1) { Settings() }
/// }
/// ```
public nonisolated struct Tab<Value: Hashable, Content: View>: View {
  let title: String
  let systemImage: String?
  let value: Value?
  let content: Content

  /// A tab titled `title` with the icon `systemImage`, selected when the selection is `value`.
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray", value: Screen.inbox) { Inbox() }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  public var body: some View {
    TabContent(
      content: content,
      label: Label(title, systemImage: systemImage ?? ""),
      value: value.map { AnyHashable($0) })
  }
}

extension Tab where Value == Never {
  /// A tab without a value, for a tab view without a selection binding.
  ///
  /// ```swift
  /// Tab("Inbox", systemImage: "tray") { Inbox() }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.systemImage = systemImage
    self.value = nil
    self.content = content()
  }
}
