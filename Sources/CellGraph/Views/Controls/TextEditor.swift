/// A control that edits multi-line text.
///
/// Text form: each line of the text after `| `, so the editor's extent is visible; an empty
/// editor is one line `| `. A disabled editor adds ` (disabled)` after its last line.
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
public struct TextEditor: View {
  let text: BindingCell<String>

  /// An editor of `text`.
  public init(text: BindingCell<String>) {
    self.text = text
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ControlKind {
  static let textEditor = ControlKind("text editor")
}

extension TextEditor: Control {
  static var controlKind: ControlKind { .textEditor }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { (text.wrappedValue, node.trackedIsEnabled) })
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let (current, isEnabled) = (node.state as? ValueBox<(String, Bool)>)?.value ?? ("", true)
    let lines = current.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.map { "| \($0)" }.joined(separator: "\n")
    return [TextBlock(text + node.disabledSuffix(isEnabled))]
  }

  func controlLabel(_ node: PrimitiveNode<Self>) -> String {
    ""
  }

  func perform(_ action: ControlAction, on node: PrimitiveNode<Self>) throws(ControlActionError) {
    guard case .setText(let newText) = action else { throw .unsupported }
    text.wrappedValue = newText
  }
}
