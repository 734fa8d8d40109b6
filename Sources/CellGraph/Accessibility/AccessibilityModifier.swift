import CellGraphCore

/// What the accessibility modifiers on a view say about it: a label, a value, a hint, an
/// identifier, traits added and removed, hidden, how its children make elements, actions.
///
/// They change no text form: they are read by the host's accessibility tree
/// (``ViewHost/accessibilityElements``), which a test searches and drives as a UI test does
/// (`host.buttons["Add"].tap()`).
@MainActor
final class AccessibilityAttributes {
  var label: String?
  var value: String?
  var hint: String?
  var identifier: String?
  var addedTraits: AccessibilityTraits = []
  var removedTraits: AccessibilityTraits = []
  var isHidden: Bool?
  var children: AccessibilityChildBehavior?
  var actions: [(kind: AccessibilityActionKind, handler: @MainActor () -> Void)] = []

  init() {}
}

/// The view an accessibility modifier returns: its content as it is, and what the modifier
/// says about it (`update` writes one attribute).
nonisolated struct AccessibilityModifier<Content: View>: View {
  let content: Content
  let update: @MainActor (AccessibilityAttributes) -> Void

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension AccessibilityModifier: PrimitiveView {
  package typealias NodeState = AccessibilityAttributes

  static var isStructural: Bool { true }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let attributes = AccessibilityAttributes()
    update(attributes)
    node.state = attributes
    node.updateChild(content)
  }
}

nonisolated extension View {
  /// The label assistive technologies read for this view, instead of its text.
  ///
  /// ```swift
  /// Button { add() } label: { Image(systemName: "plus") }
  ///   .accessibilityLabel("Add")
  /// try host.buttons["Add"].tap()
  /// ```
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let label = String(label)
    return AccessibilityModifier(content: self) { $0.label = label }
  }

  /// The label assistive technologies read for this view: a text's string.
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityLabel(label.content)
  }

  /// The value assistive technologies read for this view (a progress, a count).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let value = String(value)
    return AccessibilityModifier(content: self) { $0.value = value }
  }

  /// The value assistive technologies read for this view: a text's string.
  public func accessibilityValue(_ value: Text) -> some View {
    accessibilityValue(value.content)
  }

  /// What activating this view does, read after its label.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let hint = String(hint)
    return AccessibilityModifier(content: self) { $0.hint = hint }
  }

  /// What activating this view does: a text's string.
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityHint(hint.content)
  }

  /// The identifier UI tests find this view by (`host.buttons["add-item"]`,
  /// `host.tap(identifier: "add-item")`); never read aloud.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    AccessibilityModifier(content: self) { $0.identifier = identifier }
  }

  /// Hides this view and its children from assistive technologies (and from the host's
  /// accessibility queries), when `hidden`.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    AccessibilityModifier(content: self) { $0.isHidden = hidden }
  }

  /// Adds `traits` to this view's element.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    AccessibilityModifier(content: self) { $0.addedTraits.formUnion(traits) }
  }

  /// Removes `traits` from this view's element.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    AccessibilityModifier(content: self) { $0.removedTraits.formUnion(traits) }
  }

  /// Makes this view one accessibility element: its children are left out (`.ignore`), joined
  /// into its label (`.combine`), or kept inside it (`.contain`).
  ///
  /// ```swift
  /// HStack { Text("Ada"); Text("3 messages") }
  ///   .accessibilityElement(children: .combine)   // one element: "Ada, 3 messages"
  /// ```
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    AccessibilityModifier(content: self) { $0.children = children }
  }

  /// Runs `handler` when an assistive technology performs `kind` on this view (`.default`:
  /// activating it, `tap()` on a found element).
  public func accessibilityAction(
    _ kind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
  ) -> some View {
    AccessibilityModifier(content: self) { $0.actions.append((kind, handler)) }
  }

  /// Adds a custom action named `name` to this view's element.
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping @MainActor () -> Void
  ) -> some View {
    let kind = AccessibilityActionKind(named: String(name))
    return AccessibilityModifier(content: self) { $0.actions.append((kind, handler)) }
  }

  /// Adds a custom action named by a `Text` to this view's element.
  ///
  /// ```swift
  /// Text("Clear").accessibilityAction(named: Text("Archive")) { archive() }
  /// try host.buttons["Clear"].perform(action: "Archive")
  /// ```
  public func accessibilityAction(
    named name: Text, _ handler: @escaping @MainActor () -> Void
  ) -> some View {
    let kind = AccessibilityActionKind(named: name)
    return AccessibilityModifier(content: self) { $0.actions.append((kind, handler)) }
  }
}

extension InspectedNode {
  /// The identifier `.accessibilityIdentifier(_:)` gives, if this is the node of that modifier
  /// (a label never is): what `find(testID:)` matches besides `.testID(_:)`, as a UI test finds
  /// a view by its accessibility identifier.
  package var accessibilityIdentifier: String? {
    isLabel ? nil : node.primitiveState(as: AccessibilityAttributes.self)?.identifier
  }

  /// The view an accessibility modifier's node stands for: what it wraps, past the other
  /// accessibility modifiers applied to the same view (`.accessibilityLabel("Add")
  /// .accessibilityIdentifier("add")` wraps the button in two).
  package var accessibilityContent: InspectedNode {
    var content = self
    while content.node.primitiveState(as: AccessibilityAttributes.self) != nil {
      let children = content.children
      guard children.count == 1 else { break }
      content = children[0]
    }
    return content
  }
}
