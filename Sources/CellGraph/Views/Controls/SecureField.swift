/// A control that edits a string it does not show: a password.
///
/// Text form: the title, a colon, and one `•` per character in brackets: `Password: [•••••]`,
/// `Password: []` when empty, `Password: [•••] (disabled)` when disabled.
///
/// ```swift
/// @StateCell var password = ""
/// SecureField("Password", text: $password)   // Password: []
///
/// try host.type("hunter2", into: "Password")  // password == "hunter2"
/// ```
///
/// A secure field is a text field for the host: `type(_:into:)` and a found view's `type(_:)`
/// reach it, and `controls` lists it as `text field "Password"`.
public struct SecureField: View {
  let title: String
  let text: BindingCell<String>

  /// A secure field titled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>) {
    self.title = String(title)
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField: Control {
  static var controlKind: ControlKind { .textField }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // Keeps the length only: the text itself never reaches the rendered output.
    node.state = ValueBox(
      node.tracking { (text.wrappedValue.count, node.trackedIsEnabled) })
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let (length, isEnabled) = (node.state as? ValueBox<(Int, Bool)>)?.value ?? (0, true)
    let masked = String(repeating: "•", count: length)
    return [TextBlock("\(title): [\(masked)]\(node.disabledSuffix(isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    title
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard case .setText(let newText) = action else { throw .unsupported }
    text.wrappedValue = newText
  }
}
