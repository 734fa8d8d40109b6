/// A control that performs an action when tapped.
///
/// Text form: the label in brackets, on one line: `[Save]`. A multi-line label is joined with
/// spaces. A disabled button shows `[Save] (disabled)`.
///
/// ```swift
/// Button("Increment") { count += 1 }       // [Increment]
/// Button(action: save) {
///   Text("Save ") + Text("all")            // [Save all]
/// }
///
/// try host.tap("Increment")                // runs the action
/// ```
public struct Button<Label: View>: View {
  let label: Label
  let action: @MainActor () -> Void

  /// A button whose label is a view.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.action = action
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.label = Text(title)
    self.action = action
  }
}

extension Button: Control {
  static var controlKind: ControlKind { .button }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { node.trackedIsEnabled })
    node.updateChild(label)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let isEnabled = (node.state as? ValueBox<Bool>)?.value ?? true
    return [TextBlock("[\(node.childrenLabel)]\(node.disabledSuffix(isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard case .press = action else { throw .unsupported }
    self.action()
  }
}
