import CellGraphCore
import Foundation

/// A row of a ``Grid``: each of its views is one cell, in the next column (or the next
/// `gridCellColumns(_:)` columns).
///
/// A row with fewer cells than the grid has columns leaves the rest of its columns empty.
/// `alignment` lines its cells up in the row's height, overriding the grid's vertical alignment.
///
/// Text form: inside a grid, the grid's (its cells in the grid's columns). A `GridRow` that is not
/// inside a `Grid` is reported (`Diagnostic.Kind.gridRowOutsideGrid`) and laid out as an
/// `HStack` with default spacing.
///
/// ```swift
/// Grid {
///   GridRow(alignment: .top) {
///     Text("Name")
///     Text("Ada\nLovelace")
///   }
/// }
/// ```
public nonisolated struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content

  /// - Parameters:
  ///   - alignment: How the row's cells line up in its height; `nil` (the default) for the
  ///     grid's vertical alignment.
  ///   - content: The cells, built with a ``ViewBuilder``.
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension GridRow: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    if reason != .invalidated, !Self.isInsideGrid(node) {
      node.graph.report(
        Diagnostic(
          kind: .gridRowOutsideGrid,
          message: """
            GridRow at \(node.identityPath) is not inside a Grid: its cells have no columns to \
            line up in. They are laid out side by side, as in an HStack.
            """,
          path: node.identityPath))
    }
    node.updateChild(content)
  }

  /// Outside a grid: the cells side by side, as an `HStack` with default spacing.
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let spacing = node.graph.cellSize.columns(CellSize.defaultSpacing)
    return [
      TextLayout.horizontal(node.childrenText, alignment: alignment ?? .center, spacing: spacing)
    ]
  }

  /// Whether the nearest container above `node`, looking through custom views, `ForEach` and
  /// builder blocks, lays out grid rows.
  private static func isInsideGrid(_ node: Node) -> Bool {
    var current = node.parent
    while let parent = current {
      if let container = parent.capability(GridRowContainerCapability.self) {
        return container.arrangesGridRows(parent)
      }
      guard GridArrangement.isGroup(parent) else { return false }
      current = parent.parent
    }
    return false
  }
}

@MainActor extension GridRow: LayoutPrimitive {
  private var stack: StackLayout {
    StackLayout(
      axis: .horizontal, spacing: CellSize.defaultSpacing,
      alignment: (alignment ?? .center).fraction)
  }

  package var subviewAxis: StackAxis? { .horizontal }

  /// Outside a grid, an `HStack`'s size; inside one the grid places the cells itself and never
  /// asks the row.
  package func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    stack.sizeThatFits(proposal, subviews: subviews)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
  }
}

@MainActor extension GridRow: GridRowPrimitive {
  static func alignment(of node: Node) -> VerticalAlignment? {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.alignment
  }
}

/// A grid row: a view whose views are the cells of one row of the grid it is in.
@MainActor
protocol GridRowPrimitive: PrimitiveView {
  /// The row's vertical alignment (`node` is a node of this type), `nil` for the grid's.
  static func alignment(of node: Node) -> VerticalAlignment?
}

/// Finds `GridRowPrimitive` on a node's view type, once per type.
enum GridRowCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any GridRowPrimitive.Type)? {
    type as? any GridRowPrimitive.Type
  }
}

/// A container that may lay out grid rows (a layout container, whose layout says whether it is
/// a grid).
@MainActor
protocol GridRowContainerPrimitive: PrimitiveView {
  /// Whether `node` (a node of this type) lays its `GridRow`s out as rows of a grid.
  static func arrangesGridRows(_ node: Node) -> Bool
}

/// Finds `GridRowContainerPrimitive` on a node's view type, once per type.
enum GridRowContainerCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any GridRowContainerPrimitive.Type)? {
    type as? any GridRowContainerPrimitive.Type
  }
}
