import CellGraphCore

/// A control that shows a list of actions when opened.
///
/// Text form: the label in brackets with `▾` when closed: `[Actions ▾]`. When open, `▴`, then the
/// items' lines indented by two spaces:
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate") { duplicate() }
///   Button("Delete", role: .destructive) { delete() }
/// }
/// // [Actions ▾]
///
/// try host.openMenu("Actions")
/// // [Actions ▴]
/// //   [Duplicate]
/// //   [Delete] (destructive)
///
/// try host.tap("Delete")          // runs delete(), open or not
/// ```
///
/// The items are in the tree whether the menu is open or not, so a test taps an item by its label
/// directly; opening only changes the text. A menu stays open until it is opened again (closed).
/// A menu with a `primaryAction` runs it when tapped (`tapMenu(_:)`); one without opens. A custom
/// `MenuStyle` replaces the whole form with its body.
public nonisolated struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// A menu labelled by a view.
  ///
  /// ```swift
  /// Menu { Button("Copy") { copy() } } label: { Text("Edit") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// A menu labelled by a view that runs `primaryAction` when tapped.
  ///
  /// ```swift
  /// Menu { Button("Copy") { copy() } } label: { Text("Edit") } primaryAction: { paste() }
  /// ```
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
  /// A menu with a text label.
  ///
  /// ```swift
  /// Menu("Actions") { Button("Delete") { delete() } }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu with a text label that runs `primaryAction` when tapped: SwiftUI's
  /// `Menu(_:content:primaryAction:)`.
  ///
  /// ```swift
  /// Menu("Add") {
  ///   Button("Add Folder") { addFolder() }
  /// } primaryAction: {
  ///   addNote()
  /// }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension ControlKind {
  static let menu = ControlKind(
    "menu",
    phrases: [
      .press: { label, _ in "tap menu \"\(label)\"" },
      .toggle: { label, _ in "open menu \"\(label)\"" },
    ])
}

@MainActor extension Menu: Control {
  package typealias NodeState = DisclosureMemory

  static var controlKind: ControlKind { .menu }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // The same memory as a disclosure group's: whether it is open, as a source of its own.
    let memory = Self.memory(of: node)
    let styles: StyleChain<MenuStyleConfiguration>
    (memory.isExpanded, memory.isEnabled, styles) = node.tracking {
      (memory.ownExpansion.read(), node.trackedIsEnabled, node.environment.menuStyle)
    }
    let styled = node.updateCustomStyle(styles, at: \.menuStyle) {
      MenuStyleConfiguration(
        label: StyleConfigurationPart(.label, label),
        content: StyleConfigurationPart(.content, content), primaryAction: primaryAction)
    }
    if !styled { node.updateLabelAndContent(label, content) }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    if node.showsStyleBody { return node.childrenText }
    guard let memory = node.state, let parts = node.labelAndContent else {
      return []
    }
    let heading = TextBlock(
      "[\(parts.label.ownLabel) \(memory.isExpanded ? "▴" : "▾")]"
        + node.disabledSuffix(memory.isEnabled))
    guard memory.isExpanded else { return [heading] }
    // One block, as the menu is one view: in an `HStack` the items stay below the heading.
    let indent = CellInsets(leading: 2)
    let items = parts.content.text.map { TextLayout.padded($0, indent) }
    return [TextLayout.vertical([heading] + items, alignment: .leading, spacing: 0)]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.children.first?.ownLabel ?? ""
  }

  /// A styled menu is drawn by its style's body, whose `Menu(configuration)` is the control the
  /// host reaches instead.
  func isControl(_ node: PrimitiveNode<Self>) -> Bool {
    !node.showsStyleBody
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    if action == .press, let primaryAction {
      primaryAction()
    } else if action == .press || action == .toggle {
      let open = Self.memory(of: node).ownExpansion
      open.write(!open.value)
    } else {
      throw .unsupported
    }
  }

  private static func memory(of node: PrimitiveNode<Self>) -> DisclosureMemory {
    if let memory = node.state { return memory }
    let memory = DisclosureMemory(path: node.identityPath, field: "isOpen")
    node.state = memory
    return memory
  }
}

extension Interaction {
  /// Opens the menu if it is closed, closes it if open (``ViewHost/openMenu(_:)``).
  public static let openMenu = Interaction(.kind(.menu), .toggle)
  /// Taps the menu: runs its primary action, or opens (closes) it if it has none
  /// (``ViewHost/tapMenu(_:)``).
  public static let tapMenu = Interaction(.kind(.menu), .press)
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Opens the menu labelled `label` if it is closed, closes it if open. Its items can be tapped
  /// either way; opening shows them in the text.
  ///
  /// ```swift
  /// try host.openMenu("Actions")
  /// ```
  public func openMenu(_ label: String) throws {
    try perform(.openMenu, on: label)
  }

  /// Taps the menu labelled `label`: runs its primary action, or opens (closes) it if it has
  /// none.
  ///
  /// ```swift
  /// try host.tapMenu("Add")
  /// ```
  public func tapMenu(_ label: String) throws {
    try perform(.tapMenu, on: label)
  }
}
