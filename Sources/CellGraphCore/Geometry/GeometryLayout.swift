import Foundation

/// One layout of a host's tree in points: the root is proposed the screen size, every view
/// chooses its size, and every view's frame in the host's coordinates is recorded.
///
/// Parents propose, children choose, parents place (Apple, "Compose custom layouts with
/// SwiftUI", WWDC 2022). A view whose type is a `LayoutPrimitive` does both steps itself. Every
/// other view is laid out by the default here:
///
/// - A custom view, a structural view, or a modifier whose text is its content's unchanged
///   (`onAppear`, `tag`, an environment value) passes its proposal to its one subview and is as
///   large as that subview.
/// - A custom or structural view of several subviews stacks them as an implicit `VStack`.
/// - Any other built-in view is as large as its text (columns × lines of the host's
///   ``CellSize``), wrapping a line of text at a proposed width narrower than it, and offers its
///   size to its children. A shape or a colour takes the whole proposal (10 points on an axis
///   with none, as SwiftUI's shapes).
///
/// Sizes are asked for many times while stacks divide space; each answer is kept by node and
/// proposal (`SizeAnswers`), so one run asks each view at most once per distinct proposal, and a
/// kept layout is brought up to date by re-asking only what changed (`update(_:proposal:changed:)`,
/// in GeometryLayout+Update.swift).
@MainActor
package final class GeometryLayout {
  package let cellSize: CellSize
  /// This run's number among the process's layout runs: a container that keeps a cache between
  /// runs (a custom `Layout`) updates it once per new run. An update of a kept layout is a new
  /// run.
  package internal(set) var generation: UInt64
  private static var runs: UInt64 = 0
  /// Each placed node's frame in the host's (global) coordinates, in points.
  package internal(set) var frames: [ObjectIdentifier: CGRect] = [:]
  /// What each placed node was proposed.
  package internal(set) var proposals: [ObjectIdentifier: ProposedViewSize] = [:]
  /// The axis of the stack each placed node is a subview of, for the nodes placed in one.
  package internal(set) var axes: [ObjectIdentifier: StackAxis] = [:]
  /// How many sizes were computed (not found kept): the layout work, which tests count.
  package internal(set) var sizeComputations = 0
  /// Every size each node chose since its answers were last invalidated.
  var answers: [ObjectIdentifier: SizeAnswers] = [:]
  /// While an update re-places a subtree: the nodes it invalidated and their ancestors. A node
  /// outside it, placed where it was with the proposal it had, keeps every frame below it, so
  /// its subtree is not walked. `nil` in a whole-tree run, which places everything.
  var touched: Set<ObjectIdentifier>?
  /// The depths of the nodes whose size or placement is being computed, innermost last: the
  /// last is the view asking for a size, whose layout depends on the answer.
  private var askers: [Int] = []

  /// A layout of its own run, or (`checking`) one that checks another: it shares that layout's
  /// run, so that the containers' caches, up to date for it, are not updated again.
  package init(cellSize: CellSize, checking other: GeometryLayout? = nil) {
    self.cellSize = cellSize
    generation = other?.generation ?? Self.nextGeneration()
  }

  static func nextGeneration() -> UInt64 {
    runs &+= 1
    return runs
  }

  /// Lays out `root` for `proposal`, with its top-leading corner at the origin.
  package func layOut(_ root: Node, proposal: ProposedViewSize) {
    place(root, at: .zero, proposal: proposal, axis: nil)
  }

  /// The size `node` chooses for `proposal`, in points: finite, never NaN or negative.
  package func size(of node: Node, _ proposal: ProposedViewSize, axis: StackAxis?) -> CGSize {
    let proposal = proposal.sanitized
    let id = ObjectIdentifier(node)
    // Usually the parent asks; a container that sizes its subviews' subviews (a grid's cells)
    // depends on them too, which a change to them must reach (`SizeAnswers.askerDepth`).
    let asker = askers.last ?? -1
    if let known = answers[id]?.size(for: proposal, axis: axis) {
      if asker < node.depth - 1 { answers[id]?.noteAsker(depth: asker) }
      return known
    }
    sizeComputations += 1
    askers.append(node.depth)
    defer { askers.removeLast() }
    let size: CGSize
    if let layout = layoutCapability(of: node) {
      size = layout.size(of: node, proposal, subviews: subviews(of: node, layout.axis(of: node)))
    } else {
      switch defaultRole(of: node) {
      case .passThrough(let child): size = self.size(of: child, proposal, axis: axis)
      case .implicitStack(let subviews):
        size = Self.implicitStack.sizeThatFits(proposal, subviews: subviews)
      case .leaf: size = textSize(of: node, proposal, axis: axis)
      }
    }
    let safe = size.madeSafe()
    answers[id, default: SizeAnswers()].record(safe, for: proposal, axis: axis, askerDepth: asker)
    return safe
  }

  /// Gives `node` its frame (its size for `proposal`, at `origin`) and places its subviews.
  ///
  /// Every recorded frame is finite: a coordinate that is NaN or infinite (a custom layout's
  /// arithmetic gone wrong, reported where the layout placed it) is taken as 0, so no reader
  /// is ever handed a frame it cannot convert to whole numbers.
  package func place(_ node: Node, at origin: CGPoint, proposal: ProposedViewSize, axis: StackAxis?)
  {
    let proposal = proposal.sanitized
    let origin = CGPoint(
      x: origin.x.isFinite ? origin.x : 0, y: origin.y.isFinite ? origin.y : 0)
    let bounds = CGRect(origin: origin, size: size(of: node, proposal, axis: axis))
    let id = ObjectIdentifier(node)
    if let touched, !touched.contains(id), frames[id] == bounds, proposals[id] == proposal,
      axes[id] == axis
    {
      // Unchanged below, and placed as before: every frame in the subtree is still right.
      return
    }
    frames[id] = bounds
    proposals[id] = proposal
    axes[id] = axis
    askers.append(node.depth)
    defer { askers.removeLast() }
    if let layout = layoutCapability(of: node) {
      let subviews = subviews(of: node, layout.axis(of: node))
      layout.place(node, in: bounds, proposal: proposal, subviews: subviews)
      return
    }
    switch defaultRole(of: node) {
    case .passThrough(let child): place(child, at: origin, proposal: proposal, axis: axis)
    case .implicitStack(let subviews):
      Self.implicitStack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    case .leaf:
      for subview in subviews(of: node, nil) {
        subview.place(topLeading: origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }

  /// The subviews of `node`: its children, with groups of other than one child (a `ForEach`, a
  /// tuple, an `if` with no branch shown, a custom view of several) replaced by their children.
  package func subviews(of node: Node, _ axis: StackAxis?) -> [LayoutSubview] {
    var result: [LayoutSubview] = []
    func collect(_ children: ContiguousArray<Node>) {
      for child in children {
        if isTransparentGroup(child) {
          collect(child.children)
        } else {
          result.append(LayoutSubview(node: child, layout: self, axis: axis))
        }
      }
    }
    collect(node.children)
    return result
  }

  /// The nodes `subviews(of:_:)` makes proxies of, without a layout run: what a container that
  /// shows one of its subviews (`ViewThatFits`) counts its views by.
  package static func subviewNodes(of node: Node) -> [Node] {
    GeometryLayout(cellSize: node.graph.cellSize).subviews(of: node, nil).map(\.node)
  }

  /// The implicit stack of a custom view of several subviews: a `VStack` with default spacing,
  /// leading-aligned as the text stacks it.
  private static let implicitStack = StackLayout(
    axis: .vertical, spacing: CellSize.defaultSpacing, alignment: 0)

  /// `node`'s layout, unless its children are kept as lines of text without nodes (a stack of
  /// labels), when it is laid out as its text.
  package func layoutCapability(of node: Node) -> (any LayoutPrimitive.Type)? {
    guard node.keptLabelCount == 0 else { return nil }
    return node.capability(LayoutCapability.self)
  }

  package enum DefaultRole {
    case passThrough(Node)
    case implicitStack([LayoutSubview])
    case leaf
  }

  private func isTransparentGroup(_ node: Node) -> Bool {
    guard node.capability(LayoutCapability.self) == nil, node.children.count != 1 else {
      return false
    }
    return isGroup(node)
  }

  /// Whether `node` stands for its children in a layout: a custom view, a structural view (a
  /// tuple, a conditional) or a list of views (`SubviewListPrimitive`, a `ForEach`).
  private func isGroup(_ node: Node) -> Bool {
    node.isStructural || node.primitiveCapabilities == nil
      || node.capability(SubviewListCapability.self) != nil
  }

  /// How a node without a layout of its own is laid out (see the type's documentation).
  package func defaultRole(of node: Node) -> DefaultRole {
    let subviews = subviews(of: node, nil)
    guard !subviews.isEmpty else { return .leaf }
    let grouped = isGroup(node)
    if subviews.count == 1 {
      // A structural modifier that draws something of its own (a border, a badge, blanks for a
      // hidden view) is laid out, and drawn, as its text.
      let passes = node.primitiveCapabilities == nil || node.text == subviews[0].node.text
      return passes ? .passThrough(subviews[0].node) : .leaf
    }
    return grouped ? .implicitStack(subviews) : .leaf
  }

  /// The size of a view from its text: columns × lines in points, a line wider than the
  /// proposed width wrapped at spaces; a drawing takes the proposal.
  private func textSize(of node: Node, _ proposal: ProposedViewSize, axis: StackAxis?) -> CGSize {
    let blocks = node.text
    if blocks.count == 1, case .flexible(let flexible) = blocks[0].kind {
      if flexible.isDrawing { return proposal.replacingUnspecifiedDimensions() }
      switch flexible {
      case .rule:
        // A divider: a line across a vertical stack, a column down a horizontal one.
        return axis == .horizontal
          ? CGSize(width: cellSize.width, height: proposal.height ?? cellSize.height)
          : CGSize(width: proposal.width ?? cellSize.width, height: cellSize.height)
      case .spacer(let columns, let lines):
        let minimum = CGSize(
          width: cellSize.points(columns: columns), height: cellSize.points(lines: lines))
        let along = axis ?? .vertical
        let offered = proposal.value(along: along) ?? minimum.value(along: along)
        return CGSize(max(offered, minimum.value(along: along)), across: 0, axis: along)
      default: break
      }
    }
    let (lines, columns) = fittedLines(of: node, proposal)
    return CGSize(
      width: cellSize.points(columns: columns), height: cellSize.points(lines: lines.count))
  }

  /// The lines of `node`'s text as it is drawn for `proposal`: wrapped at spaces where wider
  /// than the proposed width, then cut to the environment's line limit (`TextFitting`). Not yet
  /// aligned. The same lines size the view and are drawn at its frame.
  package func fittedLines(of node: Node, _ proposal: ProposedViewSize) -> (
    lines: [String], width: Int
  ) {
    let blocks = node.text
    let block =
      blocks.count == 1
      ? blocks[0].resolved : TextLayout.vertical(blocks, alignment: .leading, spacing: 0).resolved
    let fitting = node.environment[TextFittingKey.self]
    var limit: Int?
    if let width = proposal.width, CGFloat(block.width) * cellSize.width > width {
      limit = max(Int((width / cellSize.width).rounded(.down)), 1)
    }
    guard limit != nil || (fitting.lineLimit.map { block.height > $0 } ?? false) else {
      return (block.lines, block.width)
    }
    let lines = fitting.fit(block.lines, columns: limit ?? block.width)
    return (lines, lines.reduce(0) { max($0, TextBlock.width(of: $1)) })
  }
}
