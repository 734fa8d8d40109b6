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
///
/// An empty field with a prompt shows it after the brackets: `Password: [] (Required)`; a field
/// labelled by a view shows that view's text as its title.
public nonisolated struct SecureField<Label: View>: View {
  let label: Label
  let text: BindingCell<String>
  let prompt: String?

  /// A secure field labelled by a view that edits `text`; `prompt` shows while it is empty.
  ///
  /// ```swift
  /// SecureField(text: $password, prompt: Text("Required")) { Text("Password") }
  /// // Password: [] (Required)
  /// ```
  public init(text: BindingCell<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.text = text
    self.prompt = prompt?.content
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension SecureField where Label == Text {
  /// A secure field titled `title` that edits `text`; `prompt` shows while it is empty.
  ///
  /// ```swift
  /// SecureField("Password", text: $password, prompt: Text("Required"))
  /// ```
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>, prompt: Text? = nil) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

@MainActor extension SecureField: FocusableControl {
  package typealias NodeState = ValueBox<FieldState>

  static var controlKind: ControlKind { .textField }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    var state = node.tracking { FieldState(reading: text, at: node) }
    state.prompt = prompt
    node.state = ValueBox(state)
    node.updateChild(label)
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? FieldState()
    // The text itself never reaches the rendered output: one bullet per character.
    let masked = String(repeating: "•", count: state.text.count)
    return [TextBlock("\(node.childrenLabel): \(state.form(showing: masked))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
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
