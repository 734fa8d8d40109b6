import CellGraphCore

/// A control that edits multi-line text.
///
/// Text form: each line of the text after `| `, so the editor's extent is visible; an empty
/// editor is one line `| `. A focused editor shows a cursor `|` after its last line; a disabled
/// one adds ` (disabled)` there. An editor takes focus (`host.focus("")`, `.focused(_:)`) but
/// has no submit: its return key starts a new line.
///
/// ```swift
/// @StateCell var notes = "Milk\nEggs"
/// TextEditor(text: $notes)
/// // | Milk
/// // | Eggs
///
/// try host.edit("Milk\nEggs\nBread")    // notes has three lines
/// ```
///
/// SwiftUI's text editor has no title; the host finds an editor by the label `""`, or through a
/// found view (`host.find(testID: "notes").edit("…")`).
public nonisolated struct TextEditor: View {
  let text: BindingCell<String>

  /// An editor of `text`.
  public init(text: BindingCell<String>) {
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ControlKind {
  static let textEditor = ControlKind(
    "text editor", phrases: [.setText: { label, _ in "edit \"\(label)\"" }])
}

@MainActor extension TextEditor: FocusableControl {
  package typealias NodeState = ValueBox<FieldState>

  static var controlKind: ControlKind { .textEditor }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(
      node.tracking {
        FieldState(
          text: text.wrappedValue, isEnabled: node.trackedIsEnabled,
          isFocused: node.trackedIsFocused)
      })
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let state = node.state?.value ?? FieldState()
    let lines = state.text.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { "| \($0)" }.joined(separator: "\n")
    return [
      TextBlock(text + node.focusCursor(state.isFocused) + node.disabledSuffix(state.isEnabled))
    ]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    if let newText = action.text {
      text.wrappedValue = newText
    } else if action == .focus {
      node.requestFocus()
    } else {
      throw .unsupported
    }
  }
}

extension Interaction {
  /// Replaces the text of the text editor with `text` (``ViewHost/edit(_:in:)``).
  public static func edit(_ text: String) -> Interaction {
    Interaction(.kind(.textEditor), .setText(text))
  }
}

/// The host's shortcuts for the interactions above, found by the control's label (see
/// ``ViewHost/perform(_:on:)``).
extension ViewHost {
  /// Replaces the text of the text editor labelled `label` (`""`: SwiftUI's editors have no
  /// label, so this reaches the one editor on screen).
  ///
  /// ```swift
  /// try host.edit("Line one\nLine two")
  /// ```
  public func edit(_ text: String, in label: String = "") throws {
    try perform(.edit(text), on: label)
  }
}
