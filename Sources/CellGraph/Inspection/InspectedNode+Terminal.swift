import CellGraphCore

/// What an interactive runner (the `CellGraphTerminal` module) reads from a control besides its
/// kind and label: whether it is enabled, the text a field holds, the options a picker offers.
///
/// All reads are untracked and come from what the control's last evaluation read, so looking
/// never makes a view depend on anything and never runs a body.
extension InspectedNode {
  /// Whether the node is a control that is enabled where it stands; `false` for other nodes.
  package var isEnabledControl: Bool {
    controlHandle?.isEnabled ?? false
  }

  /// The text a text-like field (text field, secure field, search field, text editor) showed in
  /// its last evaluation; `nil` for every other node.
  package var fieldText: String? {
    isLabel ? nil : (node as? any RunnerReadableNode)?.fieldText
  }

  /// The labels of the options a picker offers, in order, and the index of the chosen one
  /// (`nil` when its selection equals no option's tag); `nil` when the node is not a picker.
  package var optionLabels: (labels: [String], chosen: Int?)? {
    isLabel ? nil : (node as? any RunnerReadableNode)?.optionLabels
  }
}

/// A built-in node read by an interactive runner; only `PrimitiveNode` conforms.
@MainActor
private protocol RunnerReadableNode {
  var fieldText: String? { get }
  var optionLabels: (labels: [String], chosen: Int?)? { get }
}

extension PrimitiveNode: RunnerReadableNode {
  fileprivate var fieldText: String? {
    // Every text-like control keeps a `FieldState` of its last evaluation as its state.
    primitiveState(as: ValueBox<FieldState>.self)?.value.text
  }

  fileprivate var optionLabels: (labels: [String], chosen: Int?)? {
    (V.self as? any OptionListingControl.Type)?.optionLabels(of: self)
  }
}

/// A control that offers a list of options by label.
@MainActor
private protocol OptionListingControl {
  static func optionLabels(of node: Node) -> (labels: [String], chosen: Int?)?
}

extension Picker: OptionListingControl {
  fileprivate static func optionLabels(of node: Node) -> (labels: [String], chosen: Int?)? {
    guard let node = node as? PrimitiveNode<Self> else { return nil }
    let options = options(of: node)
    let selection = node.state?.value.selection
    return (options.map(\.label), options.firstIndex { $0.tag == selection })
  }
}
