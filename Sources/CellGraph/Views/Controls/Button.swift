import CellGraphCore

/// A control that performs an action when tapped.
///
/// Text form: the label in brackets, on one line: `[Save]`. A multi-line label is joined with
/// spaces. A button with a role shows it after the brackets: `[Delete] (destructive)`. A disabled
/// button shows `[Save] (disabled)`. A custom `ButtonStyle` or `PrimitiveButtonStyle` replaces
/// the whole form with its body.
///
/// ```swift
/// Button("Increment") { count += 1 }       // [Increment]
/// Button(action: save) {
///   Text("Save ") + Text("all")            // [Save all]
/// }
///
/// try host.tap("Increment")                // runs the action
/// ```
public nonisolated struct Button<Label: View>: View {
  let label: Label
  let action: @MainActor () -> Void
  var role: ButtonRole?

  /// A button whose label is a view.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
  }

  /// A button with a role, whose label is a view.
  ///
  /// ```swift
  /// Button(role: .destructive, action: delete) { Text("Delete") }   // [Delete] (destructive)
  /// ```
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
    self.role = role
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.label = Text(title)
    self.action = action
  }

  /// A button with a role and a text label.
  ///
  /// ```swift
  /// Button("Cancel", role: .cancel) { dismiss() }   // [Cancel] (cancel)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.label = Text(title)
    self.action = action
    self.role = role
  }
}

/// What a button does, beyond its label: destroys data, or cancels.
///
/// The text form shows the role after the button: `[Delete] (destructive)`, `[Cancel] (cancel)`.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// ```
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  let name: String

  /// A button that deletes data or does something that cannot be undone.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels the current operation.
  public static let cancel = ButtonRole(name: "cancel")

  public var description: String { name }
}

@MainActor extension Button: Control {
  package typealias NodeState = ValueBox<ButtonState>

  static var controlKind: ControlKind { .button }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let (isEnabled, styles) = node.tracking {
      (node.trackedIsEnabled, node.environment.buttonStyle)
    }
    guard let style = styles.custom, let makeBody = style.makeBody else {
      node.state = ValueBox(ButtonState(isEnabled: isEnabled, style: nil))
      node.updateChild(label)
      return
    }
    node.state = ValueBox(ButtonState(isEnabled: isEnabled, style: style))
    // The style's body stands in for the label, under the styles further out; the label is a
    // part of the configuration, which the body places.
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: StyleConfigurationPart(.label, label), action: action)
    node.updateChild(
      makeBody(configuration).environment(\.buttonStyle, styles.outer), key: .position(1))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? ButtonState(isEnabled: true, style: nil)
    // A custom style's body is the button's whole text form.
    if state.style != nil { return node.childrenText }
    let role = role.map { " (\($0.name))" } ?? ""
    return [TextBlock("[\(node.childrenLabel)]\(role)\(node.disabledSuffix(state.isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.state?.value.style == nil ? node.childrenLabel : node.styledControlLabel
  }

  func isControl(_ node: PrimitiveNode<Self>) -> Bool {
    // A primitive style takes the interaction over: what its body draws is tapped instead.
    node.state?.value.style?.ownsInteraction != true
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .press else { throw .unsupported }
    self.action()
    // In an alert or a confirmation dialog, every button dismisses it after its action.
    node.dismissPresentationAfterButtonAction()
  }
}

/// What a button read in its last evaluation: whether it is enabled, and the custom style that
/// draws it, if one does.
package struct ButtonState {
  var isEnabled: Bool
  var style: ButtonStyleLink?
}

extension Interaction {
  /// Taps the button: runs its action (``ViewHost/tap(_:)``).
  public static let tap = Interaction(.kind(.button), .press)
}
