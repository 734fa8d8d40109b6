import CellGraphCore

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
/// A secure field is a text field for the host: `type(_:into:)`, `focus(_:)`, `submit(_:)` and a
/// found view's `type(_:)` reach it, and `controls` lists it as `text field "Password"`. Focused,
/// it shows a cursor after the bullets: `Password: [•••|]`.
public nonisolated struct SecureField: View {
  let title: String
  let text: BindingCell<String>

  /// A secure field titled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>) {
    self.title = String(title)
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension SecureField: FocusableControl {
  package typealias NodeState = ValueBox<FieldState>

  static var controlKind: ControlKind { .textField }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { FieldState(reading: text, at: node) })
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? FieldState()
    // The text itself never reaches the rendered output: one bullet per character.
    let masked = String(repeating: "•", count: state.text.count)
    return [TextBlock("\(title): \(state.form(showing: masked))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    title
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    if let newText = action.text {
      text.wrappedValue = newText
    } else if action == .focus {
      node.requestFocus()
    } else if action == .submit {
      node.runSubmitActions(.text)
    } else {
      throw .unsupported
    }
  }
}
