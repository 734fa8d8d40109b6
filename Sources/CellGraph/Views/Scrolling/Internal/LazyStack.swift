import CellGraphCore
import Foundation

/// A lazy stack or grid: its rows are created by `updateLazyRows`, its text laid out by its
/// `LazyLayout`, and the scroll view it is in forgets it when it leaves.
protocol LazyStack: LifecyclePrimitive where NodeState == LazyStackMemory {
  associatedtype Content: View
  var content: Content { get }
  /// How its rows are placed, in cells of `cells`.
  func layout(in cells: CellSize) -> LazyLayout
  /// A grid's columns (rows), to report an empty list; `nil` for a stack.
  var gridItems: [GridItem]? { get }
}

extension LazyStack {
  var gridItems: [GridItem]? { nil }

  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if let gridItems, gridItems.isEmpty {
      node.graph.report(
        Diagnostic(
          kind: .emptyGridItems,
          message: """
            \(node.identityPath): a lazy grid was given no GridItem, so it has no column (row) \
            to put cells in. Its cells are laid out in one column (row); give it one GridItem \
            per column (row).
            """,
          path: node.identityPath))
    }
    if reason != .invalidated, let gridItems {
      for (index, item) in gridItems.enumerated() {
        guard let problem = LazyGridTracks.problem(of: item) else { continue }
        node.graph.report(
          Diagnostic(
            kind: .invalidGridItem,
            message: """
              \(node.identityPath): GridItem \(index) is invalid: \(problem). It is laid out as \
              GridItem(.flexible()).
              """,
            path: node.identityPath))
      }
    }
    node.updateLazyRows(content, layout: layout(in: node.graph.cellSize))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let layout = self.layout(in: node.graph.cellSize)
    let block = layout.render(node.children.map { layout.cellBlock($0.text) })
    guard let memory = node.state, memory.hasUncreatedRows,
      !node.children.isEmpty
    else { return [block] }
    return [layout.withTrailingSpacing(block)]
  }

  package func willRemove(_ node: PrimitiveNode<Self>) {
    node.state?.scroll?.uncreatedRows[ObjectIdentifier(node)] = nil
  }
}

/// The kind of misuse lazy grids report.
extension Diagnostic.Kind {
  /// A lazy grid was given no `GridItem`; it laid its cells out in one column (or row).
  public static let emptyGridItems = Self("emptyGridItems")
  /// A lazy grid was given a `GridItem` whose size has no length (a negative or NaN size, an
  /// `.adaptive` minimum of 0 or less, a minimum above the maximum); it was laid out as
  /// `GridItem(.flexible())`.
  public static let invalidGridItem = Self("invalidGridItem")
}
