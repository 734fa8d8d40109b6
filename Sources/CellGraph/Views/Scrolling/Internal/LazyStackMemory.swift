import CellGraphCore

/// What a lazy stack's node remembers between updates: the scroll view it is in, and which of its
/// rows are out of view.
///
/// Rows are created in order, as they come into view, and then kept (with their state) for as
/// long as their identity stays in the data, as SwiftUI's lazy stacks keep them. So the created
/// rows are always the first rows of the data, and every update makes at least as many again
/// (their views are compared, and unchanged rows are skipped); only rows past them that come into
/// view are new.
@MainActor
final class LazyStackMemory {
  /// The nearest enclosing scroll view's position and node, found on the first update (a node's
  /// ancestors never change). `unowned(unsafe)`: an ancestor outlives its descendants.
  unowned(unsafe) var scrollNode: Node?
  var scroll: ScrollPosition?
  var searchedForScrollView = false
  /// The rows created so far, to tell a new row (whose appear actions the creation queued) from
  /// a kept one.
  var created: Set<ObjectIdentifier> = []
  /// The created rows that are out of view, with the nodes of each that have appear and
  /// disappear actions (as they were when it left view): those actions ran as often as each
  /// other, so a removal of the row must not run the disappear actions again.
  var hidden: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
  /// Whether rows after the created ones are not created yet: the text then ends with the
  /// spacing before the next row, which is there whether or not that row exists.
  var hasUncreatedRows = false
}

/// A node whose children follow one another along an axis (a stack), as a lazy stack measures
/// where it starts in a scroll view's content.
@MainActor
protocol StackingNode: AnyObject {
  var stackingAxis: StackAxis? { get }
}

/// A view type whose children follow one another along an axis.
@MainActor
protocol StackingView {
  static var stackingAxis: StackAxis { get }
}

extension PrimitiveNode: StackingNode {
  var stackingAxis: StackAxis? { (V.self as? any StackingView.Type)?.stackingAxis }
}

@MainActor extension VStack: StackingView {
  static var stackingAxis: StackAxis { .vertical }
}

@MainActor extension HStack: StackingView {
  static var stackingAxis: StackAxis { .horizontal }
}
