import CellGraphCore
import Foundation

/// The rows, headers and footers of a list or form, in order: what a list lays out, marks and
/// finds rows in.
///
/// A list's rows are the views its content produces, looked through the views that only group
/// others (blocks, `if`/`else`, `Group`, `AnyView`) into `ForEach`es (each element's views are
/// its rows) and sections (a header, rows, a footer). Any other view, a modifier or a custom view
/// included, is one row, however many lines it has.
///
///     List ─┬ Text "Pinned"                      row (no value unless tagged)
///           └ Section ─┬ header Text "Fruit"     header
///                      ├ RowEditActions ─ ForEach ─┬ [id: 1] Row   row, value 1, offset 0
///                      │                           └ [id: 2] Row   row, value 2, offset 1
///                      └ footer Text "2 items"   footer
@MainActor
struct ListContent {
  /// One entry of a list, in order.
  struct Item {
    enum Kind {
      case row
      case header
      case footer
    }

    let kind: Kind
    let node: Node
    /// How many sections enclose the entry (a section's header is at its section's depth).
    let depth: Int
    /// The value a row stands for in a selection: its tag, or else its `ForEach` element's id.
    let value: AnyHashable?
    /// Where a row stands in its `ForEach`, and the edit actions of that `ForEach`.
    let edit: RowEdit?
  }

  /// A `ForEach` row's place in its data and its `ForEach`'s edit actions.
  struct RowEdit {
    /// The `ForEach` node whose children the row is one of.
    let rows: Node
    /// The row's offset in the `ForEach`'s data (its children are in the data's order).
    let offset: Int
    let actions: EditActions
  }

  /// The actions of `onDelete(perform:)` and `onMove(perform:)` above a `ForEach`.
  struct EditActions {
    var delete: (@MainActor (IndexSet) -> Void)?
    var move: (@MainActor (IndexSet, Int) -> Void)?
  }

  private(set) var items: [Item] = []

  /// The entries below `container`, a list's or form's node.
  ///
  /// Reads the text of every node it looks through, which renders it if stale: a node whose text
  /// stayed stale would stop a later change below it from marking the list stale (see
  /// `Node.setNeedsRender()`).
  init(of container: Node) {
    for child in container.children {
      visit(child, depth: 0, element: nil, actions: EditActions())
    }
  }

  /// The rows only.
  var rows: [Item] { items.filter { $0.kind == .row } }

  private mutating func visit(
    _ node: Node, depth: Int, element: (id: AnyHashable?, edit: RowEdit?)?, actions: EditActions
  ) {
    guard let role = (node as? any ListRoleNode)?.listRole else {
      return items.append(
        Item(
          kind: .row, node: node, depth: depth, value: Self.tag(of: node) ?? element?.id,
          edit: element?.edit))
    }
    _ = node.text
    switch role {
    case .transparent:
      for child in node.children { visit(child, depth: depth, element: element, actions: actions) }
    case .editActions(let own):
      // The outer modifier's action of each kind wins.
      let merged = EditActions(
        delete: actions.delete ?? own.delete, move: actions.move ?? own.move)
      for child in node.children { visit(child, depth: depth, element: element, actions: merged) }
    case .rows:
      for (offset, child) in node.children.enumerated() {
        let edit = RowEdit(rows: node, offset: offset, actions: actions)
        visit(child, depth: depth, element: (child.key.elementID, edit), actions: EditActions())
      }
    case .section:
      guard node.children.count == 3 else { return }
      items.append(Item(kind: .header, node: node.children[0], depth: depth, value: nil, edit: nil))
      visit(node.children[1], depth: depth + 1, element: nil, actions: EditActions())
      items.append(
        Item(kind: .footer, node: node.children[2], depth: depth + 1, value: nil, edit: nil))
    }
  }

  /// The row's explicit tag: on the row's node, or on the one node below each node down from it
  /// (a tag inside a modifier, or inside a custom row view's body).
  private static func tag(of row: Node) -> AnyHashable? {
    var node = row
    while true {
      if let tag = node.tag { return tag }
      guard node.children.count == 1 else { return nil }
      node = node.children[0]
    }
  }

  /// The label a host finds `node`'s row by: its text's lines, trimmed, joined by spaces.
  static func label(of node: Node) -> String {
    node.text.flatMap(\.lines).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// What a view is to the layout of a list (see `ListContent`); a view without a role is a row.
enum ListRole {
  /// Groups views without being one: its children are the list's entries.
  case transparent
  /// A `ForEach`: each child is a row of an element.
  case rows
  /// `onDelete`/`onMove` above a `ForEach`.
  case editActions(ListContent.EditActions)
  /// A `Section`: header, rows, footer.
  case section
}

/// A view type with a role in a list's layout.
@MainActor
protocol ListContentRole: PrimitiveView {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole
}

/// A node whose view has a role in a list's layout: found by a cast, so that the shared node
/// classes need no list-specific member.
@MainActor
protocol ListRoleNode: AnyObject {
  var listRole: ListRole { get }
}

extension PrimitiveNode: ListRoleNode where V: ListContentRole {
  var listRole: ListRole { view.listRole(self) }
}

@MainActor extension ForEach: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .rows }
}

extension RowEditActions: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole {
    .editActions(ListContent.EditActions(delete: delete, move: move))
  }
}

@MainActor extension Section: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .section }
}

@MainActor extension Group: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}

@MainActor extension TupleView: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}

@MainActor extension _ConditionalContent: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}

extension Optional: ListContentRole where Wrapped: View {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}

@MainActor extension AnyView: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}

@MainActor extension EmptyView: ListContentRole {
  func listRole(_ node: PrimitiveNode<Self>) -> ListRole { .transparent }
}
