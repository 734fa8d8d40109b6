import CellGraphCore

/// A view that shows or hides its content behind a label that expands and collapses it.
///
/// Text form: `▸ Label` when collapsed; `▾ Label` when expanded, followed by the content's lines
/// indented by two spaces. A disabled group adds ` (disabled)` after its label.
///
/// ```swift
/// @StateCell var showsAdvanced = false
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Debug", isOn: $debug)
/// }
/// // ▸ Advanced
///
/// try host.toggleExpansion("Advanced")
/// // ▾ Advanced
/// //   [ ] Debug
/// ```
///
/// The content is evaluated only while the group is expanded: collapsing removes it from the
/// tree, releasing its state as an `if` would, and expanding creates it afresh. A group without
/// an `isExpanded` binding keeps its own expansion state (collapsed at first) for as long as its
/// identity lives. A custom `DisclosureGroupStyle` replaces the whole form with its body, which
/// decides when the content shows.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let isExpanded: BindingCell<Bool>?
  let content: Content

  /// A group whose expansion is `isExpanded`, labelled by a view.
  ///
  /// ```swift
  /// DisclosureGroup(isExpanded: $open) { Text("Details") } label: { Text("More") }
  /// ```
  public init(
    isExpanded: BindingCell<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.isExpanded = isExpanded
    self.content = content()
  }

  /// A group that keeps its own expansion state, labelled by a view.
  ///
  /// ```swift
  /// DisclosureGroup { Text("Details") } label: { Text("More") }
  /// ```
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isExpanded = nil
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension DisclosureGroup where Label == Text {
  /// A group with a text label whose expansion is `isExpanded`.
  ///
  /// ```swift
  /// DisclosureGroup("More", isExpanded: $open) { Text("Details") }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, isExpanded: BindingCell<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }

  /// A group with a text label that keeps its own expansion state.
  ///
  /// ```swift
  /// DisclosureGroup("More") { Text("Details") }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A disclosure group's per-node memory: its own expansion state (when it has no binding) and
/// what its last evaluation read.
@MainActor
package final class DisclosureMemory {
  /// The expansion state of a group without a binding: a source, so that expanding re-runs it.
  let ownExpansion: StateBox<Bool>
  var isExpanded = false
  var isEnabled = true

  /// `field` names the source in records: `Settings/DisclosureGroup.isExpanded`.
  init(path: String, field: String = "isExpanded") {
    ownExpansion = StateBox(value: false, description: FieldDescription(path: "\(path).\(field)"))
  }
}

extension ControlKind {
  static let disclosureGroup = ControlKind(
    "disclosure group", phrases: [.toggle: { label, _ in "toggle expansion of \"\(label)\"" }])
}

@MainActor extension DisclosureGroup: Control {
  package typealias NodeState = DisclosureMemory

  static var controlKind: ControlKind { .disclosureGroup }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let memory = Self.memory(of: node)
    let styles: StyleChain<DisclosureGroupStyleConfiguration>
    (memory.isExpanded, memory.isEnabled, styles) = node.tracking {
      (
        isExpanded?.wrappedValue ?? memory.ownExpansion.read(), node.trackedIsEnabled,
        node.environment.disclosureGroupStyle
      )
    }
    let styled = node.updateCustomStyle(styles, at: \.disclosureGroupStyle) {
      DisclosureGroupStyleConfiguration(
        label: StyleConfigurationPart(.label, label),
        content: StyleConfigurationPart(.content, content),
        isExpanded: isExpanded ?? BindingCell(location: memory.ownExpansion))
    }
    if !styled { node.updateLabelAndContent(label, content, showsContent: memory.isExpanded) }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the whole text form.
    if node.showsStyleBody { return node.childrenText }
    guard let memory = node.state, let label = node.children.first else {
      return []
    }
    let heading = TextBlock(
      "\(memory.isExpanded ? "▾" : "▸") \(label.ownLabel)\(node.disabledSuffix(memory.isEnabled))")
    guard node.children.count > 1 else { return [heading] }
    // One block, as the group is one view: in an `HStack` the content stays below the heading.
    let indent = CellInsets(leading: 2)
    let content = node.children.dropFirst().flatMap { $0.text }.map {
      TextLayout.padded($0, indent)
    }
    return [TextLayout.vertical([heading] + content, alignment: .leading, spacing: 0)]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    if node.showsStyleBody { return node.styledControlLabel }
    return node.children.first?.ownLabel ?? ""
  }

  /// A group labelled by a style's configuration label (`DisclosureGroup(configuration)` in a
  /// style's body) is the styled group's look, not a control the host would find twice.
  func isControl(_ node: PrimitiveNode<Self>) -> Bool {
    Label.self != StyleConfigurationPart.self
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .toggle else { throw .unsupported }
    if let isExpanded {
      isExpanded.wrappedValue.toggle()
    } else {
      let own = Self.memory(of: node).ownExpansion
      own.write(!own.value)
    }
  }

  private static func memory(of node: PrimitiveNode<Self>) -> DisclosureMemory {
    if let memory = node.state { return memory }
    let memory = DisclosureMemory(path: node.identityPath)
    node.state = memory
    return memory
  }
}

extension Interaction {
  /// Expands the disclosure group if it is collapsed, collapses it if expanded
  /// (``ViewHost/toggleExpansion(_:)``).
  public static let toggleExpansion = Interaction(.kind(.disclosureGroup), .toggle)
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Expands the disclosure group labelled `label` if it is collapsed, collapses it if expanded.
  ///
  /// ```swift
  /// try host.toggleExpansion("Advanced")
  /// ```
  public func toggleExpansion(_ label: String) throws {
    try perform(.toggleExpansion, on: label)
  }
}
