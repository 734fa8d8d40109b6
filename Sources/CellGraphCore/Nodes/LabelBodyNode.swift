/// The node of a custom view whose `body` is a label (`var body: some View { Text(name) }`; see
/// `LabelPrimitive`):
/// it keeps the label its body returned, with no node for it, and renders its text from the
/// label's string.
///
/// A label has no state, reads no source, and has no fields, children or lifecycle, and the body's
/// type fixes it as the view's only content: a node for it would hold a copy of its string and a
/// text of its own, and cost every update of the view a child to reach and compare. The view's
/// node is the label's node too:
///
///     Row (BodyNode)                 Row (LabelBodyNode)
///      └ Text (node)          ─▶      label: Text("row 12"), text: "row 12"
///
/// Inspection sees the label as the view's one `Text` child (`InspectedNode`), with the path its
/// node would have (`Row/Text`).
///
/// *Invariant:* `V.Body` is a label type, one `String` (`ViewTypeInfo.bodyIsLabel`, checked when
/// the node's class is chosen in `makeNode(for:key:parent:info:)`). *Tests:*
/// `Graph/LabelBodyNodeTests`.
@MainActor
final class LabelBodyNode<V: View>: TypedNode<V> {
  /// The string of the label the body returned in its last run; `nil` before the first, and
  /// while the body cannot run (a missing environment object: the view shows nothing).
  package private(set) var label: String?

  override init(
    view: V, info: borrowing ViewTypeInfo, graph: borrowing Graph, parent: borrowing Node?,
    key: ChildKey
  ) {
    super.init(view: view, info: info, graph: graph, parent: parent, key: key)
    flags.insert(.rendersOverPreviousText)
  }

  package override var hasBody: Bool { true }

  override func evaluate(_ reason: EvaluationReason) {
    if bodyCannotRun {
      label = nil
      return
    }
    // `V.Body` is a label, one `String`: the class was chosen for that.
    label = unsafeBitCast(
      evaluateBody(of: &view, info: info, reason: reason) { $0.body }, to: String.self)
  }

  override func render() -> [TextBlock] {
    let previous = takeCachedText()
    guard let label else { return [] }
    return TextBlock.single(label, reusing: previous)
  }

  override var keptLabelCount: Int { label == nil ? 0 : 1 }
  override func keptLabel(at index: Int) -> KeptLabel? {
    guard index == 0, let label, let type = info.bodyLabelType else { return nil }
    return KeptLabel(string: label, type: type)
  }
}
