/// A built-in view that a host can interact with: a button, a toggle, a text field.
@MainActor
protocol Control: PrimitiveView {
  /// What kind of control this is, for matching interactions and listing candidates.
  static var controlKind: ControlKind { get }
  /// The label the host matches: a button's title, a toggle's label, a text field's title.
  func controlLabel(_ node: PrimitiveNode<Self>) -> String
  /// Performs the interaction: taps the button, flips the toggle, replaces the field's text.
  func activate(_ node: PrimitiveNode<Self>, input: String?)
}

enum ControlKind: String {
  case button, toggle
  case textField = "text field"
}

/// A handle on one control in a host's tree, found by `ViewHost`'s interactions.
@MainActor
struct ControlHandle {
  let kind: ControlKind
  let label: String
  let path: String
  let activate: @MainActor (String?) -> Void
}

extension PrimitiveNode {
  /// The node as a control, if its view is one.
  var controlHandle: ControlHandle? {
    guard let controlType = V.self as? any Control.Type else { return nil }
    return controlType.handle(for: self)
  }
}

extension Control {
  fileprivate static func handle<W: PrimitiveView>(for node: PrimitiveNode<W>) -> ControlHandle {
    // `W` is `Self`: the caller found this conformance on `W.self`.
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    return ControlHandle(
      kind: controlKind, label: node.view.controlLabel(node), path: node.identityPath,
      activate: { input in node.view.activate(node, input: input) })
  }
}

extension Node {
  /// The labels of the text of this node's children, joined into one line.
  var childrenLabel: String {
    childrenText.flatMap { $0.resolved.lines }.map { $0.trimmingCharacters(in: " ") }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Character) -> String {
    var slice = Substring(self)
    while slice.first == set { slice.removeFirst() }
    while slice.last == set { slice.removeLast() }
    return String(slice)
  }
}
