import Foundation

/// A built-in view that lays out its children in points, as SwiftUI's `Layout` does: it is
/// proposed a size, chooses its own (`sizeThatFits`), and places its subviews in the bounds its
/// parent gives it (`placeSubviews`).
///
/// A primitive without this capability is laid out by `GeometryLayout`'s default: a custom view,
/// a modifier whose text is its content's, or a structural view passes its proposal through; any
/// other primitive is as large as its text and offers that size to its children.
///
/// ```swift
/// extension Padded: LayoutPrimitive {
///   func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutSubview],
///                     node: PrimitiveNode<Self>) -> CGSize { … }
///   func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize,
///                      subviews: [LayoutSubview], node: PrimitiveNode<Self>) { … }
/// }
/// ```
@MainActor
package protocol LayoutPrimitive: PrimitiveView {
  /// The size the view chooses for `proposal`, in points.
  func sizeThatFits(
    _ proposal: ProposedViewSize, subviews: [LayoutSubview], node: PrimitiveNode<Self>
  ) -> CGSize
  /// Places each of `subviews` (`LayoutSubview.place(topLeading:proposal:)`) inside `bounds`, the
  /// frame the parent gave the view, in the host's global coordinates.
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
    node: PrimitiveNode<Self>)
  /// The axis along which the view's direct subviews are arranged (a stack's), which a
  /// `Spacer` or a `Divider` among them follows; `nil` for none.
  var subviewAxis: StackAxis? { get }
  /// The priority the parent stack gives this view when it divides its space
  /// (`.layoutPriority(_:)`); 0 by default.
  var layoutPriority: Double { get }
  /// The node's children in the order their text is drawn at their frames, back to front (the
  /// text form with a screen size): the children's order unless given (a background's layer is
  /// drawn before its view).
  func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node]
  /// The text the view draws itself at `bounds` (its frame, in cells) besides its subviews'
  /// (a list's selection marks, a border, a navigation bar), drawn behind them. Each piece is
  /// drawn as a view of its own frame, so a piece beside a subview (a mark before its row, a
  /// border's edge) is never blanked by it. None by default.
  func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
}

/// Lines of text drawn at a rectangle of cells: a piece of a view's own text with a screen size.
package struct PlacedLines: Equatable {
  package var lines: [String]
  package var rect: CellRect

  package init(_ lines: [String], at rect: CellRect) {
    self.lines = lines
    self.rect = rect
  }
}

extension LayoutPrimitive {
  package var subviewAxis: StackAxis? { nil }
  package var layoutPriority: Double { 0 }
  package func childrenBackToFront(_ node: PrimitiveNode<Self>) -> [Node] { Array(node.children) }
  package func ownText(in bounds: CellRect, node: PrimitiveNode<Self>, layout: GeometryLayout)
    -> [PlacedLines]
  { [] }

  // The entry points `GeometryLayout` calls through `LayoutCapability`. `node` is a
  // `PrimitiveNode<Self>`: the capability was found on its view type.
  static func size(
    of node: Node, _ proposal: ProposedViewSize, subviews: [LayoutSubview]
  ) -> CGSize {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    return node.view.sizeThatFits(proposal, subviews: subviews, node: node)
  }

  static func place(
    _ node: Node, in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview]
  ) {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    node.view.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, node: node)
  }

  static func axis(of node: Node) -> StackAxis? {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.subviewAxis
  }

  package static func childrenBackToFront(of node: Node) -> [Node] {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    return node.view.childrenBackToFront(node)
  }

  static func ownText(of node: Node, in bounds: CellRect, layout: GeometryLayout) -> [PlacedLines] {
    let node = unsafeDowncast(node, to: PrimitiveNode<Self>.self)
    return node.view.ownText(in: bounds, node: node, layout: layout)
  }

  static func priority(of node: Node) -> Double {
    unsafeDowncast(node, to: PrimitiveNode<Self>.self).view.layoutPriority
  }
}

/// Finds `LayoutPrimitive` on a node's view type, once per type.
package enum LayoutCapability: PrimitiveCapability {
  package static func witness(for type: any PrimitiveView.Type) -> (any LayoutPrimitive.Type)? {
    type as? any LayoutPrimitive.Type
  }
}

/// A proxy for one subview of a layout container, as SwiftUI's `LayoutSubview`: asked for its
/// size for a proposal, then placed.
///
/// A custom `Layout` receives its subviews as `LayoutSubviews`, a collection of these, and places
/// each exactly once from `placeSubviews(in:proposal:subviews:cache:)`.
///
/// ```swift
/// for subview in subviews {
///   let size = subview.sizeThatFits(.unspecified)
///   subview.place(at: origin, proposal: ProposedViewSize(size))
///   origin.x += size.width
/// }
/// ```
@MainActor
public struct LayoutSubview: Equatable {
  package let node: Node
  /// The layout it belongs to. Strong: a custom layout may keep its subviews in its cache past
  /// the run (the cache lives with the node); a later use of such a proxy still answers sizes,
  /// and a placement by it changes no frame (`generation`). The layout holds nodes only by
  /// `ObjectIdentifier`, so this makes no cycle.
  package let layout: GeometryLayout
  /// The axis of the stack it is a subview of, if any.
  package let axis: StackAxis?
  /// The run of `layout` the proxy was made in (`GeometryLayout.generation`): only a proxy of
  /// the run in progress places its subview.
  let generation: UInt64

  package init(node: Node, layout: GeometryLayout, axis: StackAxis?) {
    self.node = node
    self.layout = layout
    self.axis = axis
    self.generation = layout.generation
  }

  /// The size the subview chooses for `proposal`, in points.
  ///
  /// ```swift
  /// let ideal = subview.sizeThatFits(.unspecified)
  /// ```
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    layout.size(of: node, proposal, axis: axis)
  }

  /// Gives the subview its frame: its size for `proposal`, its top-leading corner at `origin`.
  ///
  /// The built-in layouts' placement. Its label differs from the public
  /// `place(at:anchor:proposal:)` so that a custom layout's `place(at:proposal:)` always reaches
  /// the public one, which reports a position that is not finite.
  package func place(topLeading origin: CGPoint, proposal: ProposedViewSize) {
    // A proxy kept from an earlier run places nothing: each subview is where this run puts it.
    guard generation == layout.generation else { return }
    layout.place(node, at: origin, proposal: proposal, axis: axis)
  }

  /// The subview's layout priority (`.layoutPriority(_:)`), 0 unless given.
  ///
  /// ```swift
  /// let first = subviews.sorted { $0.priority > $1.priority }
  /// ```
  public var priority: Double {
    node.capability(LayoutCapability.self)?.priority(of: node) ?? 0
  }

  /// Two proxies are equal when they stand for the same subview in the same layout run.
  nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
    lhs.node === rhs.node && lhs.layout === rhs.layout && lhs.axis == rhs.axis
      && lhs.generation == rhs.generation
  }

  /// Whether the subview is a spacer: its text is a spacer's gap.
  package var isSpacer: Bool {
    let text = node.text
    guard text.count == 1, case .flexible(.spacer) = text[0].kind else { return false }
    return true
  }
}

/// A built-in view whose parent's layout reads values from it besides its size: a layout
/// priority, a value set with `layoutValue(key:value:)`, a custom layout's spacing. When such a
/// view changes, a kept layout lays out again the container that reads those values, whatever
/// sizes the view answers (`GeometryLayout.update`).
@MainActor
package protocol LayoutTraitPrimitive: PrimitiveView {}

/// Finds `LayoutTraitPrimitive` on a node's view type, once per type.
package enum LayoutTraitCapability: PrimitiveCapability {
  package static func witness(for type: any PrimitiveView.Type) -> (any LayoutTraitPrimitive.Type)?
  {
    type as? any LayoutTraitPrimitive.Type
  }
}
