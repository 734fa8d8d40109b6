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
  @preconcurrency public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.action = action
  }

  /// A button with a role, whose label is a view.
  ///
  /// ```swift
  /// Button(role: .destructive, action: delete) { Text("Delete") }   // [Delete] (destructive)
  /// ```
  @preconcurrency public init(
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
  @preconcurrency public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {
    self.label = Text(title)
    self.action = action
  }

  /// A button with a role and a text label.
  ///
  /// ```swift
  /// Button("Cancel", role: .cancel) { dismiss() }   // [Cancel] (cancel)
  /// ```
  @preconcurrency public init<S: StringProtocol>(
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
  package typealias NodeState = ButtonMemory

  static var controlKind: ControlKind { .button }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let memory = Self.memory(of: node)
    let (isEnabled, styles, isPressed) = node.tracking {
      let styles = node.environment.buttonStyle
      // Only a style's body shows whether the button is held: a plain button does not depend on
      // it (and has no source for it until it is pressed).
      let isPressed = styles.custom == nil ? false : memory.pressedState(of: node).read()
      return (node.trackedIsEnabled, styles, isPressed)
    }
    memory.isEnabled = isEnabled
    guard let style = styles.custom, let makeBody = style.makeBody else {
      memory.style = nil
      node.updateChild(label)
      return
    }
    memory.style = style
    // The style's body stands in for the label, under the styles further out; the label is a
    // part of the configuration, which the body places.
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: StyleConfigurationPart(.label, label), action: action,
      isPressed: isPressed)
    node.updateChild(
      makeBody(configuration).environment(\.buttonStyle, styles.outer), key: .position(1))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    // A custom style's body is the button's whole text form.
    if node.state?.style != nil { return node.childrenText }
    let role = role.map { " (\($0.name))" } ?? ""
    let isEnabled = node.state?.isEnabled ?? true
    return [TextBlock("[\(node.childrenLabel)]\(role)\(node.disabledSuffix(isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.state?.style == nil ? node.childrenLabel : node.styledControlLabel
  }

  func isControl(_ node: PrimitiveNode<Self>) -> Bool {
    // A primitive style takes the interaction over: what its body draws is tapped instead.
    node.state?.style?.ownsInteraction != true
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    switch action.name {
    case .press:
      runAction(on: node)
    case .pressDown:
      let pressed = Self.memory(of: node).pressedState(of: node)
      pressed.write(true)
      node.graph.feature(HeldButtons.self).hold(node) { pressed.write(false) }
    case .release:
      node.graph.feature(HeldButtons.self).release(node)
      runAction(on: node)
    default:
      throw .unsupported
    }
  }

  /// Runs the button's action, as a tap or a release does.
  private func runAction(on node: PrimitiveNode<Self>) {
    self.action()
    // In an alert or a confirmation dialog, every button dismisses it after its action.
    node.dismissPresentationAfterButtonAction()
  }

  private static func memory(of node: PrimitiveNode<Self>) -> ButtonMemory {
    if let memory = node.state { return memory }
    let memory = ButtonMemory()
    node.state = memory
    return memory
  }
}

/// A button's per-node memory: whether a finger holds it down (a source, so that holding and
/// releasing re-run a styled button), and what its last evaluation read: whether it is enabled,
/// and the custom style that draws it, if one does.
@MainActor
package final class ButtonMemory {
  /// Whether the host holds the button down (`ViewHost.press(_:)` until `release()`); made when
  /// first pressed or first read by a styled button.
  private var pressed: StateBox<Bool>?
  var isEnabled = true
  var style: ButtonStyleLink?

  /// The source of whether the button is held down, named `Screen/Button.isPressed` in records.
  func pressedState(of node: Node) -> StateBox<Bool> {
    if let pressed { return pressed }
    let made = StateBox(
      value: false, description: FieldDescription(path: "\(node.identityPath).isPressed"))
    pressed = made
    return made
  }
}

extension Interaction {
  /// Taps the button: runs its action (``ViewHost/tap(_:)``).
  public static let tap = Interaction(.kind(.button), .press)
  /// Puts a finger down on the button and keeps it there (``ViewHost/press(_:)``).
  public static let pressDown = Interaction(.kind(.button), .pressDown)
}

extension ControlAction.Name {
  /// Puts a finger down on a button and holds it: a `ButtonStyle` sees `isPressed`.
  package static let pressDown = Self("pressDown") { label, _ in "press \"\(label)\"" }
  /// Lifts the finger holding a button down: its action runs.
  package static let release = Self("release") { label, _ in "release \"\(label)\"" }
}

extension ControlAction {
  package static let pressDown = ControlAction(.pressDown)
  package static let release = ControlAction(.release)
}
