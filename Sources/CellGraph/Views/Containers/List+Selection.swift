import CellGraphCore

/// How a list reads, shows and writes its selection.
///
/// The list's node is the selection binding's only reader in the list: a selection change
/// re-runs the list node, which re-marks its rows and hands nothing to its children, so no row
/// body runs (SwiftUI's rows, too, are not re-created when the selection changes).
@MainActor extension List: RowContainer {
  package typealias NodeState = ListMemory

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let memory = node.state ?? ListMemory()
    node.state = memory
    memory.selected = node.tracking { selectedValues() }
    // Run for a source it read (only the selection): its content is what its children have.
    guard reason != .invalidated else { return }
    node.updateChild(content)
  }

  /// Re-marks the rows in the previous text when only the selection changed.
  package static var rendersOverPreviousText: Bool { true }

  /// The rows' text, marked. When nothing below the list changed since its last text, only the
  /// selection did, and only the rows whose mark flips are rewritten: a selection change in
  /// 10,000 rows touches two lines. Otherwise the text is laid out again.
  ///
  /// Nothing below changed when no child was replaced (`childrenChanged`) and no child's text is
  /// stale or was re-rendered since the list last read it (`textChanged`, which this render
  /// clears): a change below marks every ancestor stale up to the list, and the end of a pass may
  /// re-render the child on the way (`Graph.renderEvaluatedNodes`), which leaves `textChanged`.
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let previous = node.takeCachedText()
    guard let memory = node.state else { return [] }
    if let shown = memory.shownSelection, let selected = memory.selected, previous.count == 1,
      !node.flags.contains(.childrenChanged),
      !node.children.contains(where: { !$0.flags.isDisjoint(with: [.needsRender, .textChanged]) })
    {
      var block = previous[0]
      for value in shown.symmetricDifference(selected) {
        let marker =
          selected.contains(value) ? ListLayout.selectedMarker : ListLayout.unselectedMarker
        for (line, column) in memory.markers[value] ?? [] {
          block.lines[line] =
            String(repeating: " ", count: column) + marker
            + block.lines[line].dropFirst(column + marker.count)
        }
      }
      memory.shownSelection = selected
      return [block]
    }
    node.flags.remove(.childrenChanged)
    let content = ListContent(of: node)
    for child in node.children { child.flags.remove(.textChanged) }
    memory.markers = [:]
    memory.shownSelection = memory.selected
    guard let selected = memory.selected else {
      return ListLayout.text(of: content, isSelected: nil)
    }
    return ListLayout.text(
      of: content,
      isSelected: { value in
        guard let value, !selected.isEmpty else { return false }
        return selected.contains(value)
      },
      markedRow: { value, line, column in memory.markers[value, default: []].append((line, column))
      })
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
    if action.name == .select, let label = action.rowLabel {
      guard single != nil || multiple != nil else { throw .unsupported }
      let value = try selectionValue(of: RowInteraction.row(labelled: label, in: node), label)
      if let single { single.wrappedValue = value }
      if let multiple, !multiple.wrappedValue.contains(value) {
        multiple.wrappedValue.insert(value)
      }
    } else if action.name == .deselect, let label = action.rowLabel {
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
    } else {
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

/// What a list node remembers: the selection its last evaluation read, the one its text shows,
/// and where each row's marker is in that text, by the row's value.
@MainActor
package final class ListMemory {
  /// The selected values the last evaluation read; `nil` without a selection binding.
  var selected: Set<AnyHashable>?
  /// The selected values the text was marked with; `nil` before the first text, or without a
  /// selection binding.
  var shownSelection: Set<AnyHashable>?
  /// The line and column of the marker of each row with a value, by value (several rows can
  /// share a value: duplicate ids, equal tags).
  var markers: [AnyHashable: [(line: Int, column: Int)]] = [:]
}
