import CellGraphCore

/// A view that shows one of its tabs at a time, with a tab bar to switch, as SwiftUI's `TabView`.
///
/// Its tabs are the views marked with `.tabItem { … }` (tagged with `.tag(_:)`) or written as
/// `Tab(_:systemImage:value:content:)`. The selection is a binding (`selection:`) or the tab
/// view's own (the first tab at first). A tab's content is built the first time it is selected;
/// after that an unselected tab keeps its nodes and its state but is hidden: its disappear
/// actions run when it is switched away from (its tasks are cancelled) and its appear actions
/// when it is selected again, the new tab's appear first.
///
/// ```swift
/// struct Root: View {
///   @StateCell var tab = 0
///   var body: some View {
///     TabView(selection: $tab) {
///       Inbox().tabItem { Label("Inbox", systemImage: "tray") }.tag(0)
///       Settings().tabItem { Label("Settings", systemImage: "gear") }.tag(1)
///     }
///   }
/// }
///
/// try host.selectTab("Settings")   // tab == 1
/// ```
///
/// Text form: the selected tab's content, a rule, then the tab bar, each tab's label after `•`
/// (selected) or `◦`: `• (tray) Inbox   ◦ (gear) Settings`.
public nonisolated struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: BindingCell<SelectionValue>?
  let content: Content

  /// A tab view whose selection is `selection`: selecting a tab writes its tag there.
  ///
  /// ```swift
  /// TabView(selection: $tab) { … }
  /// ```
  public init(selection: BindingCell<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection, starting on its first tab.
  ///
  /// ```swift
  /// TabView { Inbox().tabItem { Text("Inbox") } }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

extension ControlKind {
  static let tabView = ControlKind(
    "tab view",
    phrases: [.choose: { _, action in "select tab \"\(action.option ?? "")\"" }])
}

/// What a tab view's node remembers: its own selection, when it has no binding, and the value it
/// showed last.
@MainActor
package final class TabViewState {
  let owned = OwnedTabSelection()
  var selected: AnyHashable?
  /// The environment the tab view's children's environment was built over.
  var inherited: EnvironmentValues?
}

@MainActor extension TabView: Control {
  package typealias NodeState = TabViewState

  static var controlKind: ControlKind { .tabView }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let state = node.state ?? TabViewState()
    node.state = state
    var selected: AnyHashable? = node.tracking {
      if let selection { return AnyHashable(selection.wrappedValue).unwrapped }
      state.owned.source.recordRead()
      return state.owned.value
    }
    if !(state.inherited?.hasSameProviders(as: node.environment) ?? false) {
      state.inherited = node.environment
      var environment = node.environment
      environment.isInTabView = true
      node.childEnvironment = environment
    }
    node.updateChild(content)
    let tabs = node.foundTabs
    if selected == nil, let first = tabs.first {
      // A tab view of its own starts on its first tab.
      selected = first.value
      state.owned.value = first.value
    }
    state.selected = selected
    let chosen = tabs.first { $0.value == selected }
    if chosen == nil, let selected, !tabs.isEmpty {
      node.graph.report(
        .invalidSelection(
          selected, of: "tab view", options: tabs.map(\.label), at: node))
    }
    // The selected tab first, so its appear actions run before the others' disappear actions.
    if let chosen {
      if !chosen.state.isBuilt {
        chosen.state.isBuilt = true
        chosen.node.run(.invalidated)
      }
      chosen.node.showSubtree()
    }
    for tab in tabs where tab.node !== chosen?.node { tab.node.hideSubtree() }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    node.renderUnshownChildren()
    let tabs = node.foundTabs
    let selected = node.state?.selected
    let chosen = tabs.first { $0.value == selected }
    let content = chosen.map { TextLayout.vertical($0.node.text, alignment: .leading, spacing: 0) }
    let bar = tabs.map { "\($0.value == selected ? "•" : "◦") \($0.label)" }
      .joined(separator: "   ")
    let width = max(content?.width ?? 0, TextBlock.width(of: bar), 1)
    var lines = content?.lines ?? []
    lines += [String(repeating: "─", count: width), bar]
    return [TextBlock(lines: lines, width: width)]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    let selected = node.state?.selected
    return node.foundTabs.first { $0.value == selected }?.label ?? ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard let name = action.option else { throw .unsupported }
    let tabs = node.foundTabs
    let matching = tabs.filter { $0.isNamed(name) }
    guard matching.count == 1 else {
      let listing = tabs.map { "\"\($0.label)\"" }.joined(separator: ", ")
      throw .rejected(
        matching.isEmpty
          ? "it has no tab labelled \"\(name)\". Tabs: \(listing.isEmpty ? "none" : listing)"
          : "\(matching.count) of its tabs are labelled \"\(name)\". Tabs: \(listing)")
    }
    let value = matching[0].value
    if let selection {
      guard let typed = value.base as? SelectionValue else {
        throw .rejected(
          """
          its tab "\(name)" is tagged with a \(type(of: value.base)), which is not a \
          \(SelectionValue.self); a tag must have the selection's type.
          """)
      }
      selection.wrappedValue = typed
    } else {
      node.state?.owned.write(value)
    }
  }
}

extension Interaction {
  /// Selects the tab labelled `label` in the tab view (``ViewHost/selectTab(_:)``).
  public static func selectTab(_ label: String) -> Interaction {
    Interaction(.kind(.tabView), .choose(label))
  }
}
