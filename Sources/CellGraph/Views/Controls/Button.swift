import CellGraphCore

/// A control that performs an action when tapped.
///
/// Text form: the label in brackets, on one line: `[Save]`. A multi-line label is joined with
/// spaces. A button with a role shows it after the brackets: `[Delete] (destructive)`. A disabled
/// button shows `[Save] (disabled)`.
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
  package typealias NodeState = ValueBox<Bool>

  static var controlKind: ControlKind { .button }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { node.trackedIsEnabled })
    node.updateChild(label)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let isEnabled = node.state?.value ?? true
    let role = role.map { " (\($0.name))" } ?? ""
    return [TextBlock("[\(node.childrenLabel)]\(role)\(node.disabledSuffix(isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard action == .press else { throw .unsupported }
    self.action()
    // In an alert or a confirmation dialog, every button dismisses it after its action.
    node.dismissPresentationAfterButtonAction()
  }
}

extension Interaction {
  /// Taps the button: runs its action (``ViewHost/tap(_:)``).
  public static let tap = Interaction(.kind(.button), .press)
}
