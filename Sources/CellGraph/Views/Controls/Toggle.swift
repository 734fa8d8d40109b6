/// A control that turns a Boolean value on and off.
///
/// Text form: `[x] Label` when on, `[ ] Label` when off; `[x] Label (disabled)` when disabled.
///
/// ```swift
/// @StateCell var wifi = true
/// Toggle("Wi-Fi", isOn: $wifi)        // [x] Wi-Fi
///
/// try host.toggle("Wi-Fi")            // flips wifi
/// ```
///
/// The toggle reads its binding when it is evaluated, so it depends on the bound state: a write
/// to `wifi` re-renders the toggle even when no body read `wifi`.
public struct Toggle<Label: View>: View {
  let label: Label
  let isOn: BindingCell<Bool>

  /// A toggle whose label is a view.
  public init(isOn: BindingCell<Bool>, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// A toggle with a text label.
  public init<S: StringProtocol>(_ title: S, isOn: BindingCell<Bool>) {
    self.label = Text(title)
    self.isOn = isOn
  }
}

extension Toggle: Control {
  static var controlKind: ControlKind { .toggle }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(
      node.tracking { ToggleState(isOn: isOn.wrappedValue, isEnabled: node.trackedIsEnabled) })
    node.updateChild(label)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state =
      (node.state as? ValueBox<ToggleState>)?.value ?? ToggleState(isOn: false, isEnabled: true)
    return [
      TextBlock(
        "[\(state.isOn ? "x" : " ")] \(node.childrenLabel)\(node.disabledSuffix(state.isEnabled))")
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard case .toggle = action else { throw .unsupported }
    isOn.wrappedValue.toggle()
  }
}

/// What a toggle read in its last evaluation.
struct ToggleState {
  var isOn: Bool
  var isEnabled: Bool
}
