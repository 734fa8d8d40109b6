import CellGraphCore

/// A control that edits a string.
///
/// Text form: `Title: [text]`, for example `Name: [Ada]`, or `Name: []` when empty;
/// `Name: [Ada] (disabled)` when disabled. While it has keyboard focus a cursor follows the text,
/// `Name: [Ada|]`, and a `.submitLabel(_:)` other than `.return` shows after it:
/// `Name: [Ada|] (next)`.
///
/// ```swift
/// @StateCell var name = ""
/// TextField("Name", text: $name)           // Name: []
///
/// try host.type("Ada", into: "Name")       // name == "Ada"
/// try host.focus("Name")                   // Name: [Ada|]
/// try host.submit("Name")                  // runs the .onSubmit actions above it
/// ```
///
/// Typing does not move focus: a test focuses a field with `focus(_:)`, as a user taps it.
public nonisolated struct TextField: View {
  let title: String
  let text: BindingCell<String>

  /// A text field titled `title` that edits `text`.
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>) {
    self.title = String(title)
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension TextField: FocusableControl {
  package typealias NodeState = ValueBox<FieldState>

  static var controlKind: ControlKind { .textField }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { FieldState(reading: text, at: node) })
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? FieldState()
    return [TextBlock("\(title): \(state.form())")]
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

/// What a text-like field read in its last evaluation.
package struct FieldState {
  var text = ""
  var isEnabled = true
  var isFocused = false
  var submitLabel = SubmitLabel.return

  /// The field's form after its title: `[Ada]`, `[Ada|] (next)`, `[Ada] (disabled)`.
  ///
  /// `shown` replaces the text (a secure field shows dots).
  func form(showing shown: String? = nil) -> String {
    let cursor = isFocused ? "|" : ""
    let label = isFocused && submitLabel != .return ? " (\(submitLabel.name))" : ""
    return "[\(shown ?? text)\(cursor)]\(label)\(isEnabled ? "" : " (disabled)")"
  }
}

extension FieldState {
  /// What a field editing `text` reads at `node`: its text, whether it is enabled and focused,
  /// and its submit label. Call it inside the node's one `tracking { }` scope, so that each read
  /// is a dependency of the evaluation.
  @MainActor init(reading text: BindingCell<String>, at node: Node) {
    self.init(
      text: text.wrappedValue, isEnabled: node.trackedIsEnabled,
      isFocused: node.trackedIsFocused, submitLabel: node.trackedSubmitLabel)
  }
}

extension Interaction {
  /// Replaces the text of the text field (or secure field) with `text`
  /// (``ViewHost/type(_:into:)``).
  public static func type(_ text: String) -> Interaction {
    Interaction(.kind(.textField), .setText(text))
  }
}
