import CellGraphCore
import Foundation

/// A view that makes its views from a collection of data: a `ForEach`, or a `ForEach` with edit
/// actions. Lists offer its rows for deletion and moving.
///
/// (`remove(atOffsets:)` and `move(fromOffsets:toOffset:)` are SwiftUI's; `CellGraphSwiftUI`
/// offers them.)
///
/// ```swift
/// ForEach(todos) { todo in Text(todo.title) }
///   .onDelete { offsets in todos.remove(atOffsets: offsets) }
///   .onMove { offsets, destination in todos.move(fromOffsets: offsets, toOffset: destination) }
/// ```
public protocol DynamicViewContent: View {
  /// The type of the collection the views are made from.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

@MainActor extension ForEach: DynamicViewContent {}

// The actions are `@preconcurrency` `@MainActor @Sendable` closures. SwiftUI declares a plain
// `Optional<(IndexSet) -> Void>`; the declaration here makes the common spelling — a view's method
// or `nil`, chosen by a condition (`onDelete(perform: canDelete ? delete : nil)`) — compile in both
// language modes, where Swift 6.3 fails on it ("failed to produce diagnostic") with a plain type in
// the Swift 6 mode and with a `@MainActor` type in the Swift 5 mode. `@preconcurrency` gives
// Swift 5 callers the plain type (the runtime still calls the action on the main actor), and
// Swift 6 callers the isolated one, which a view's method converts to.
nonisolated extension DynamicViewContent {
  /// Lets a list delete these rows: the host's `delete(_:)` calls `action` with the offsets, in
  /// `data`, of the rows to delete. `nil` makes the rows not deletable.
  ///
  /// ```swift
  /// List {
  ///   ForEach(todos) { todo in Text(todo.title) }
  ///     .onDelete { offsets in todos.remove(atOffsets: offsets) }
  /// }
  /// try host.delete("Milk")
  /// ```
  ///
  /// The action must remove the rows' elements from the data; a list shows the data it is given,
  /// so rows whose elements stay in the data stay in the list, as in SwiftUI.
  @preconcurrency
  public func onDelete(perform action: (@MainActor @Sendable (IndexSet) -> Void)?)
    -> some DynamicViewContent
  {
    RowEditActions(content: self, delete: action, move: nil)
  }

  /// Lets a list move these rows: the host's `move(_:before:)` calls `action` with the offsets,
  /// in `data`, of the rows to move and the offset, in `data` before the move, of the element the
  /// rows go before (`data.count` for the end), as `Array.move(fromOffsets:toOffset:)` takes
  /// them. `nil` makes the rows not movable.
  ///
  /// ```swift
  /// ForEach(todos) { todo in Text(todo.title) }
  ///   .onMove { offsets, destination in todos.move(fromOffsets: offsets, toOffset: destination) }
  /// try host.move("Eggs", before: "Milk")
  /// ```
  @preconcurrency
  public func onMove(perform action: (@MainActor @Sendable (IndexSet, Int) -> Void)?)
    -> some DynamicViewContent
  {
    RowEditActions(content: self, delete: nil, move: action)
  }
}

/// Rows with a delete or move action: what `onDelete(perform:)` and `onMove(perform:)` return.
///
/// Its node stands between the list and the `ForEach` node whose children are the rows; a list
/// finds the actions there (see `ListContent`). Chained, the outer modifier's action of each kind
/// wins over an inner one's, as SwiftUI's last modifier does.
nonisolated struct RowEditActions<Content: DynamicViewContent>: DynamicViewContent {
  let content: Content
  let delete: (@MainActor (IndexSet) -> Void)?
  let move: (@MainActor (IndexSet, Int) -> Void)?

  @MainActor var data: Content.Data { content.data }

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension RowEditActions: PrimitiveView {
  static var isStructural: Bool { true }

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }
}
