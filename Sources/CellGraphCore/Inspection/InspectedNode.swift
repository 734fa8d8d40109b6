/// A read-only handle on one node of a host's tree, for tools in this package (the
/// `CellGraphTesting` module) that find views, read their values and state, and interact with
/// them. Nodes themselves stay internal; this is the whole surface tools may use.
///
/// A label that a node keeps in place of a child node (a stack's block of labels, a body that is a
/// `Text`: see `LabelBlock`, `LabelBodyNode`) is inspected as that node and the label's position,
/// and reads as the `Text` it is (its path, type, text and value): a leaf with no state, control,
/// tag, test id or children, whatever the node that keeps it has.
@MainActor
package struct InspectedNode {
  /// The node; for a kept label, the node that keeps it.
  package let node: Node
  /// For a kept label: its position among the node's labels.
  private let labelIndex: Int?

  package init(node: Node) {
    self.node = node
    labelIndex = nil
  }

  private init(label index: Int, of keeper: Node) {
    node = keeper
    labelIndex = index
  }

  /// The label, for a label a node keeps.
  private var label: KeptLabel? {
    labelIndex.flatMap(node.keptLabel(at:))
  }

  /// The kept label's type's name (`Text`).
  private var labelTypeName: String {
    label.map { CellGraphCore.typeName($0.type) } ?? "label"
  }

  /// The node's identity path. A kept label's reads as its own node's would: its keeper's path,
  /// then `Text`, numbered among its siblings if it has any.
  package var path: String {
    guard let labelIndex else { return node.identityPath }
    let count = node.keptLabelCount
    return node.identityPath + "/" + labelTypeName + (count > 1 ? "#\(labelIndex + 1)" : "")
  }
  /// The node's view type name, as identity paths show it (a custom modifier shows its own).
  package var typeName: String { labelIndex == nil ? node.displayName : labelTypeName }
  /// Whether the node is a custom view (or a custom modifier) with a body.
  package var hasBody: Bool { labelIndex == nil && node.hasBody }
  /// Whether the node is builder plumbing that paths leave out (tuples, conditionals, modifiers).
  package var isStructural: Bool { labelIndex == nil && node.isStructural }
  /// Whether the node is still in its host's tree.
  package var isLive: Bool { !node.isRemoved }
  /// Whether the node stands for a view leaving with a transition (not interactive).
  package var isLeaving: Bool { node.isLeaving }
  /// The node's children, in order; a node that keeps labels has its labels.
  package var children: [InspectedNode] {
    if labelIndex != nil { return [] }
    let labels = node.keptLabelCount
    if labels > 0 { return (0..<labels).map { InspectedNode(label: $0, of: node) } }
    return node.children.map(InspectedNode.init)
  }

  /// The node's text, as `ViewHost.text` would show it if this were the root.
  package var text: String {
    if labelIndex != nil {
      return label.map { TextLayout.string(from: [TextBlock($0.string)]) } ?? ""
    }
    return TextLayout.string(from: node.text)
  }

  /// The node's current view value, if its view is of type `V`. The value is the installed one:
  /// reading its state properties reads the node's state.
  package func view<V: View>(as type: V.Type) -> V? {
    if labelIndex != nil {
      // A label is one `String` (`LabelPrimitive`): its value is its string.
      guard let label, label.type == V.self else { return nil }
      return unsafeBitCast(label.string, to: V.self)
    }
    return (node as? TypedNode<V>)?.view
  }

  /// Whether the node's view is of type `type`.
  package func hasViewType(_ type: Any.Type) -> Bool {
    if labelIndex != nil { return label?.type == type }
    return node.viewType == ObjectIdentifier(type)
  }

  /// The current values of the node's state cells, by property name (`isOn`; a cell nested in
  /// a custom field is `clicks.count`).
  package var state: [(name: String, value: Any)] {
    guard labelIndex == nil, let typed = node as? any InstalledFieldsNode else { return [] }
    return typed.stateValues
  }

  /// Whether this is a label a node keeps, which has no node of its own: it is never a control,
  /// a tagged view or a test-identified one, whatever its keeper is.
  package var isLabel: Bool { labelIndex != nil }
}

extension ViewHost {
  /// The root of the host's tree, after any pending pass.
  package var inspectedRoot: InspectedNode {
    flush()
    return InspectedNode(node: rootNode)
  }
}

/// Nodes whose view type has installed fields, so their state can be read by name.
@MainActor
protocol InstalledFieldsNode {
  var stateValues: [(name: String, value: Any)] { get }
}

extension TypedNode: InstalledFieldsNode {
  var stateValues: [(name: String, value: Any)] {
    // A custom modifier's node stores its modifier's fields, named after the modifier.
    let nested = V.self as? any InstallsNestedFields.Type
    let layout = nested?.nestedLayout ?? info.layout
    let prefix = displayName + "."
    return layout.stateSlots.compactMap { slot in
      guard slot.index < fieldStorage.count,
        let box = fieldStorage[slot.index] as? any AnyStateBox
      else { return nil }
      let name =
        slot.path.hasPrefix(prefix) ? String(slot.path.dropFirst(prefix.count)) : slot.path
      return (name, box.anyValue)
    }
  }
}

/// A state box seen without its value type.
@MainActor
protocol AnyStateBox {
  var anyValue: Any { get }
}

extension StateBox: AnyStateBox {
  var anyValue: Any { value }
}
