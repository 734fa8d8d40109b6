import CellGraphCore
import Foundation

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
///
/// A field that edits a value through a format (`TextField("Amount", value: $amount, format:
/// .number)`) shows the value as the format writes it; what is typed is a draft until the user
/// submits or focus leaves the field, when it parses into the value, or, if it does not parse,
/// is dropped and the field shows the value again (see `FieldFormatting`).
///
/// An empty field with a prompt shows it after the brackets: `Name: [] (Your name)`.
///
/// A field labelled by a view (`TextField(text: $name) { Label("Name", systemImage: "person") }`)
/// shows that view's text as its title: `(person) Name: []`.
public nonisolated struct TextField<Label: View>: View {
  let label: Label
  let text: BindingCell<String>?
  let formatting: FieldFormatting?
  let prompt: String?
  let axis: Axis

  /// A text field labelled by a view that edits `text`; `prompt` shows while it is empty.
  ///
  /// ```swift
  /// TextField(text: $name, prompt: Text("Required")) { Text("User name") }
  /// // User name: [] (Required)
  /// ```
  public init(text: BindingCell<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(label: label(), text: text, prompt: prompt)
  }

  /// A text field labelled by a view that edits `text`, growing along `axis`.
  public init(
    text: BindingCell<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label(), text: text, prompt: prompt, axis: axis)
  }

  /// A text field labelled by a view that edits `value` through `format`, committed on submit
  /// and when focus leaves it.
  ///
  /// ```swift
  /// TextField(value: $amount, format: .number) { Text("Amount") }   // Amount: [12.5]
  /// ```
  public init<F: ParseableFormatStyle>(
    value: BindingCell<F.FormatInput>, format: F, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      label: label(), formatting: FieldFormatting(value: value, format: format), prompt: prompt)
  }

  /// A text field labelled by a view that edits `value` through `formatter`, committed on submit
  /// and when focus leaves it.
  public init<V>(
    value: BindingCell<V>, formatter: Formatter, prompt: Text? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label(), formatting: FieldFormatting(value: value, formatter: formatter),
      prompt: prompt)
  }

  init(
    label: Label, text: BindingCell<String>? = nil, formatting: FieldFormatting? = nil,
    prompt: Text?, axis: Axis = .horizontal
  ) {
    self.label = label
    self.text = text
    self.formatting = formatting
    self.prompt = prompt?.content
    self.axis = axis
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
  /// A text field titled `title` that edits `text`; `prompt` shows while it is empty.
  ///
  /// ```swift
  /// TextField("Name", text: $name, prompt: Text("Your name"))   // Name: [] (Your name)
  /// ```
  public init<S: StringProtocol>(_ title: S, text: BindingCell<String>, prompt: Text? = nil) {
    self.init(label: Text(title), text: text, prompt: prompt)
  }

  /// A text field titled `title` that edits `text`, growing along `axis` (`.vertical`: lines
  /// wrap and the field grows; its text form is the same).
  ///
  /// ```swift
  /// TextField("Notes", text: $notes, axis: .vertical)
  /// ```
  public init<S: StringProtocol>(
    _ title: S, text: BindingCell<String>, prompt: Text? = nil, axis: Axis
  ) {
    self.init(label: Text(title), text: text, prompt: prompt, axis: axis)
  }

  /// A text field titled `title` that edits `value` through `format`, committed on submit and
  /// when focus leaves it.
  ///
  /// ```swift
  /// @StateCell var amount = 12.5
  /// TextField("Amount", value: $amount, format: .number)   // Amount: [12.5]
  /// try host.type("3.25", into: "Amount")                  // Amount: [3.25], amount == 12.5
  /// try host.submit("Amount")                              // amount == 3.25
  /// ```
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: BindingCell<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      label: Text(title), formatting: FieldFormatting(value: value, format: format),
      prompt: prompt)
  }

  /// A text field titled `title` that edits `value` through `formatter`, committed on submit and
  /// when focus leaves it.
  ///
  /// ```swift
  /// TextField("Count", value: $count, formatter: NumberFormatter())
  /// ```
  public init<S: StringProtocol, V>(
    _ title: S, value: BindingCell<V>, formatter: Formatter, prompt: Text? = nil
  ) {
    self.init(
      label: Text(title), formatting: FieldFormatting(value: value, formatter: formatter),
      prompt: prompt)
  }
}

@MainActor extension TextField: FocusableControl {
  package typealias NodeState = ValueBox<FieldState>

  static var controlKind: ControlKind { .textField }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let previous = node.state?.value
    var state = node.tracking { () -> FieldState in
      var state =
        if let formatting {
          FieldState(
            text: formatting.text(.at(node)), isEnabled: node.trackedIsEnabled,
            isFocused: node.trackedIsFocused, submitLabel: node.trackedSubmitLabel)
        } else {
          FieldState(reading: text ?? .constant(""), at: node)
        }
      state.traits = TextInputTraits(node.environment)
      return state
    }
    state.draft = previous?.draft
    state.prompt = prompt
    node.state = ValueBox(state)
    node.updateChild(label)
    // Focus left the field with a draft: it is committed after this pass, as SwiftUI commits a
    // formatted field's text when it stops editing.
    if formatting != nil, previous?.isFocused == true, !state.isFocused, state.draft != nil {
      node.graph.enqueue("commit", of: node) { [weak node] in
        guard let node else { return }
        self.commitDraft(node)
      }
    }
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? FieldState()
    return [TextBlock("\(node.childrenLabel): \(state.form(showing: state.draft))")]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    node.childrenLabel
  }

  /// The text the field shows: a formatted field's draft while there is one.
  package func heldText(_ node: PrimitiveNode<Self>) -> String? {
    node.state.map { $0.value.draft ?? $0.value.text }
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    if let newText = action.text {
      if let text {
        text.wrappedValue = newText
      } else {
        // A formatted field keeps what is typed as a draft; the value waits for a commit.
        node.state?.value.draft = newText
        node.setNeedsRender()
      }
    } else if action == .focus {
      node.requestFocus()
    } else if action == .submit {
      commitDraft(node)
      node.runSubmitActions(.text)
    } else {
      throw .unsupported
    }
  }

  /// Parses the draft into the bound value (or drops it, when it does not parse) and shows the
  /// value again.
  private func commitDraft(_ node: PrimitiveNode<Self>) {
    guard let formatting, let draft = node.state?.value.draft else { return }
    node.state?.value.draft = nil
    _ = Tracking.untracked { formatting.commit(draft, .at(node)) }
    // The value may be unchanged (the text did not parse, or parsed to the same value): the
    // field re-renders its value's text either way.
    node.state?.value.text = Tracking.untracked { formatting.text(.at(node)) }
    node.setNeedsRender()
  }
}

/// What a text-like field read in its last evaluation.
package struct FieldState {
  var text = ""
  var isEnabled = true
  var isFocused = false
  var submitLabel = SubmitLabel.return
  /// What was typed into a formatted field and not committed yet; shown instead of `text`.
  var draft: String?
  /// What an empty field shows after its brackets.
  var prompt: String?
  /// The keyboard settings in effect where the field stands.
  var traits = TextInputTraits()

  /// The field's form after its title: `[Ada]`, `[Ada|] (next)`, `[Ada] (disabled)`.
  ///
  /// `shown` replaces the text (a secure field shows dots).
  func form(showing shown: String? = nil) -> String {
    let cursor = isFocused ? "|" : ""
    let label = isFocused && submitLabel != .return ? " (\(submitLabel.name))" : ""
    let content = shown ?? text
    let prompt = content.isEmpty ? self.prompt.map { " (\($0))" } ?? "" : ""
    return "[\(content)\(cursor)]\(prompt)\(label)\(isEnabled ? "" : " (disabled)")"
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
