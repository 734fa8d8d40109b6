/// A control that edits a string.
///
/// Text form: `Title: [text]`, for example `Name: [Ada]`, or `Name: []` when empty;
/// `Name: [Ada] (disabled)` when disabled.
///
/// ```swift
/// @StateCell var name = ""
/// TextField("Name", text: $name)           // Name: []
///
/// try host.type("Ada", into: "Name")       // name == "Ada"
/// ```
public struct TextField: View {
  let title: String
  let text: BindingCell<String>

  /// A text field titled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>) {
    self.title = String(title)
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextField: Control {
  static var controlKind: ControlKind { .textField }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { (text.wrappedValue, node.trackedIsEnabled) })
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let (current, isEnabled) = (node.state as? ValueBox<(String, Bool)>)?.value ?? ("", true)
    return [TextBlock("\(title): [\(current)]\(node.disabledSuffix(isEnabled))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    title
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard case .setText(let newText) = action else { throw .unsupported }
    text.wrappedValue = newText
  }
}
