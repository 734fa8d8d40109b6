/// How a list reads, shows and writes its selection.
///
/// The list's node is the selection binding's only reader in the list: a selection change
/// re-runs the list node, which re-marks its rows and hands nothing to its children, so no row
/// body runs (SwiftUI's rows, too, are not re-created when the selection changes).
extension List: RowContainer {
  static var containerKind: ControlKind { .list }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.state = ValueBox(node.tracking { ListState(selected: selectedValues()) })
    // Run for a source it read (only the selection): its content is what its children have.
    guard reason != .invalidated else { return }
    node.updateChild(content)
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let content = ListContent(of: node)
    guard let selected = (node.state as? ValueBox<ListState>)?.value.selected else {
      return ListLayout.text(of: content, isSelected: nil)
    }
    return ListLayout.text(of: content) { value in
      guard let value, !selected.isEmpty else { return false }
      return selected.contains(value)
    }
  }

  /// The selected values, as the rows' values are kept; `nil` without a selection binding.
  private func selectedValues() -> Set<AnyHashable>? {
    if let single { return single.wrappedValue.map { [AnyHashable($0)] } ?? [] }
    if let multiple { return Set(multiple.wrappedValue.lazy.map { AnyHashable($0) }) }
    return nil
  }

  func performRowAction(_ action: ControlAction, on node: PrimitiveNode<Self>)
    throws(ControlActionError)
  {
    switch action {
    case .select(let label):
      guard single != nil || multiple != nil else { throw .unsupported }
      let value = try selectionValue(of: RowInteraction.row(labelled: label, in: node), label)
      if let single { single.wrappedValue = value }
      if let multiple, !multiple.wrappedValue.contains(value) {
        multiple.wrappedValue.insert(value)
      }
    case .deselect(let label):
      guard single != nil || multiple != nil else { throw .unsupported }
      let value = try selectionValue(of: RowInteraction.row(labelled: label, in: node), label)
      if let single {
        guard single.wrappedValue == value else {
          throw .rejected("the row \"\(label)\" is not selected.")
        }
        single.wrappedValue = nil
      }
      if let multiple {
        guard multiple.wrappedValue.contains(value) else {
          throw .rejected("the row \"\(label)\" is not selected.")
        }
        multiple.wrappedValue.remove(value)
      }
    default:
      try RowInteraction.edit(action, in: node)
    }
  }

  /// The row's value as the selection's type: its tag, or its `ForEach` element's id.
  private func selectionValue(of row: ListContent.Item, _ label: String)
    throws(ControlActionError) -> SelectionValue
  {
    guard let value = row.value?.base as? SelectionValue else {
      let found = row.value.map { "its value is \($0.base) of type \(type(of: $0.base))" }
      throw .rejected(
        "the row \"\(label)\" has no tag of the selection's type \(SelectionValue.self) "
          + "(\(found ?? "it has no tag and is not a ForEach row")); tag it with .tag(_:).")
    }
    return value
  }
}

/// What a list read in its last evaluation: the selected values, or `nil` without a selection.
struct ListState {
  var selected: Set<AnyHashable>?
}
