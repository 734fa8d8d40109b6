/// A control that turns a Boolean value on and off.
///
/// Text form: `[x] Label` when on, `[ ] Label` when off.
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
    node.state = ValueBox(node.tracking { isOn.wrappedValue })
    node.updateChild(label)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let on = (node.state as? ValueBox<Bool>)?.value ?? false
    return [TextBlock("[\(on ? "x" : " ")] \(node.childrenLabel)")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  func activate(_ node: PrimitiveNode<Self>, input: String?) {
    isOn.wrappedValue.toggle()
  }
}
