import CellGraphCore
import Foundation

/// The view a custom ``Layout`` makes of its content (`MyLayout { … }`): the content's views are
/// its subviews, sized and placed by the layout.
///
/// Text form: the subviews' text stacked as lines, as a `VStack`'s (the text is drawn from
/// geometry only where the host does so).
nonisolated struct LayoutContainer<L: Layout, Content: View>: View {
  let layout: L
  let content: Content

  var body: Never { primitiveBody(Self.self) }
}

@MainActor extension LayoutContainer: PrimitiveView {
  typealias NodeState = LayoutCacheBox<L.Cache>

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    node.updateChild(content)
  }

  /// The layout's own text form where it has one (a grid's aligned columns), else the
  /// subviews' text stacked as lines.
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    if let arranged = layout as? any TextArrangingLayout,
      let text = arranged.text(of: node, cellSize: node.graph.cellSize)
    {
      return text
    }
    return node.childrenText
  }
}

@MainActor extension LayoutContainer: GridRowContainerPrimitive {
  static func arrangesGridRows(_ node: Node) -> Bool {
    let layout = unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.layout
    return (layout as? any TextArrangingLayout)?.arrangesGridRows ?? false
  }
}

/// A built-in layout with a text form of its own, used where the host does not draw from
/// geometry.
@MainActor
protocol TextArrangingLayout {
  /// The text of the container `node`, or `nil` for the default (the subviews as lines).
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]?
  /// Whether the layout lays its `GridRow`s out as rows of a grid.
  var arrangesGridRows: Bool { get }
}

extension GridLayout: TextArrangingLayout {
  func text(of node: Node, cellSize: CellSize) -> [TextBlock]? {
    GridText(layout: self, cellSize: cellSize).render(node)
  }

  var arrangesGridRows: Bool { true }
}

@MainActor extension LayoutContainer: LayoutPrimitive {
  /// The axis the layout declares (`Layout.layoutProperties`), which a `Spacer` or `Divider`
  /// among its subviews follows.
  var subviewAxis: StackAxis? { layout.properties.subviewAxis }

  func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize {
    let subviews = LayoutSubviews(subviews[...])
    let size = withCache(of: node, subviews) { cache in
      layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    let isValid =
      size.width.isFinite && size.height.isFinite && size.width >= 0
      && size.height >= 0
    if !isValid, let box = node.state, !box.reportedInvalidSize {
      box.reportedInvalidSize = true
      LayoutContainerDiagnostics.reportSize(size, of: node, proposal: proposal)
    }
    return size
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>
  ) {
    let subviews = LayoutSubviews(subviews[...])
    withCache(of: node, subviews) { cache in
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }

  /// Runs `body` with the node's cache: made on first use, updated once per new layout run.
  private func withCache<R>(
    of node: PrimitiveNode<Self>, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R
  ) -> R {
    let box = node.state ?? LayoutCacheBox(cache: layout.makeCache(subviews: subviews))
    node.state = box
    if let run = subviews.first?.layout.generation, run != box.run {
      if box.run != nil { layout.updateCache(&box.cache, subviews: subviews) }
      box.run = run
    }
    return body(&box.cache)
  }
}

@MainActor extension LayoutContainer: CustomLayoutPrimitive {
  static func spacing(of node: Node, layout run: GeometryLayout) -> ViewSpacing {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    let subviews = LayoutSubviews(run.subviews(of: node, nil)[...])
    return node.view.withCache(of: node, subviews) { cache in
      node.view.layout.spacing(subviews: subviews, cache: &cache)
    }
  }
}

/// A container laid out by a custom ``Layout``.
@MainActor
protocol CustomLayoutPrimitive: PrimitiveView {
  /// The preferred spacing of `node` (a node of this type) in the layout run `layout`.
  static func spacing(of node: Node, layout: GeometryLayout) -> ViewSpacing
}

/// Finds `CustomLayoutPrimitive` on a node's view type, once per type.
enum CustomLayoutCapability: PrimitiveCapability {
  static func witness(for type: any PrimitiveView.Type) -> (any CustomLayoutPrimitive.Type)? {
    type as? any CustomLayoutPrimitive.Type
  }
}

/// The layout's spacing is read by the layout of its parent (`LayoutSubview.spacing`).
@MainActor extension LayoutContainer: LayoutTraitPrimitive {}
