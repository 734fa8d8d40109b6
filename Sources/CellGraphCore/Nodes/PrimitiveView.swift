/// A built-in view: one the runtime evaluates directly instead of calling a `body`.
///
/// Containers reconcile their children in `updateChildren(of:)`; every primitive renders its text
/// from its children's text in `render(_:)`. Primitives that need per-node memory (the last value
/// an `onChange` saw, a running task) declare its type once as `NodeState` and keep it in
/// `PrimitiveNode.state`, typed.
///
/// Only what every primitive answers is here. What some primitives do besides is a protocol of its
/// own that the primitive adopts beside this one (see `PrimitiveCapabilities`):
/// `LifecyclePrimitive` (appear, disappear, removal), `TaggedPrimitive` (`.tag(_:)`),
/// `TestIdentifiedPrimitive` (`.testID(_:)`), `EnvironmentProvidingPrimitive`,
/// `RenamingPrimitive` (identity path names) and `Control` (host interactions). "Writing a
/// primitive" in Docs/Architecture.md shows a whole one.
@MainActor
package protocol PrimitiveView: View where Body == Never {
  /// What the node remembers between updates (`PrimitiveNode.state`); `NoNodeState` for nothing.
  associatedtype NodeState: AnyObject = NoNodeState
  /// Brings `node`'s children up to date with this view, which is `node.view`.
  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason)
  /// The text of `node`, made from its children's text.
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock]
  /// Whether the view is plumbing that identity paths leave out (tuples, conditionals).
  static var isStructural: Bool { get }
  /// Whether an animated removal may keep the node as leaving (`Node.leavesWithTransition`).
  static var leavesWithTransition: Bool { get }
  /// Whether `render(_:)` builds on the node's previous text (`takeCachedText()`).
  static var rendersOverPreviousText: Bool { get }
}

extension PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {}
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] { node.childrenText }
  package static var leavesWithTransition: Bool { true }
  package static var rendersOverPreviousText: Bool { false }
  package static var isStructural: Bool { false }
}

/// The `NodeState` of a primitive that keeps nothing in its node: `PrimitiveNode.state` stays
/// `nil`, as no value of this type can be made.
package final class NoNodeState {
  private init() {}
}

/// The node of a built-in view.
///
/// What only some primitives do (lifecycle calls, provided environment, path names, and the
/// features' capabilities: a control, a tag) the node answers from the view type's
/// `PrimitiveCapabilities`, found once per type and kept in its `ViewTypeInfo`: no conformance
/// check per call.
@MainActor
package final class PrimitiveNode<V: PrimitiveView>: TypedNode<V> {
  /// Per-node memory of the primitive (for example the value an `onChange` last saw), of the
  /// type the view declares: a plain stored reference, read without a cast.
  ///
  /// `@exclusivity(unchecked)`: the features reach it from another module, where the compiler
  /// cannot prove their accesses exclusive and would check each at run time (a stack of labels
  /// reads it on every update). Every access is on the main actor and is a load or a store of one
  /// reference, which calls nothing while it lasts, so no two can overlap.
  @exclusivity(unchecked) package var state: V.NodeState?

  override init(
    view: V, info: borrowing ViewTypeInfo, graph: borrowing Graph, parent: borrowing Node?,
    key: ChildKey
  ) {
    super.init(view: view, info: info, graph: graph, parent: parent, key: key)
    if V.rendersOverPreviousText { flags.insert(.rendersOverPreviousText) }
    if info.hasLifecycle { flags.insert(.hasLifecycle) }
    if info.isLabel { flags.insert(.isLabel) }
  }

  override func evaluate(_ reason: EvaluationReason) {
    view.updateChildren(of: self, reason: reason)
  }

  override func render() -> [TextBlock] {
    view.render(self)
  }

  override var primitiveCapabilities: PrimitiveCapabilities? { info.capabilities }
  package override var primitiveState: AnyObject? { state }
  override var keptLabelCount: Int { keptLabels?.count ?? 0 }
  override func keptLabel(at index: Int) -> KeptLabel? {
    guard let labels = keptLabels, index >= 0, index < labels.count,
      let content = (V.self as? any ContentContainer.Type)?.contentType,
      let type = TypeInfoCache.info(of: content).blockLabelType
    else { return nil }
    return KeptLabel(string: labels.first[index], type: type)
  }
  /// The block of labels the node keeps: only a stack keeps a `TupleStorage` as its state, and
  /// only for a block of labels (`updateLabels`).
  private var keptLabels: LabelBlock? {
    guard V.NodeState.self == TupleStorage.self, let state else { return nil }
    return LabelBlock(holding: unsafeDowncast(state, to: TupleStorage.self))
  }
  package override var isStructural: Bool { V.isStructural }
}

extension Node {
  /// The text of all children, in order.
  package var childrenText: [TextBlock] {
    if children.count == 1 { return children[0].text }
    var blocks: [TextBlock] = []
    blocks.reserveCapacity(children.count)
    for child in children { blocks.append(contentsOf: child.text) }
    return blocks
  }

  /// `childrenText`, patched in place where possible, for a node with many children of which
  /// few change at a time (a `ForEach`).
  ///
  /// When the children are the ones the text was last assembled from, in the same order
  /// (`childrenChanged` unset), and each gave exactly one block, only the blocks of children whose
  /// text was re-rendered since (`textChanged`) are replaced: a pass that changed 100 rows of
  /// 1,000 touches 100 blocks, not 1,000. Otherwise the text is assembled from scratch.
  ///
  ///     children:  [r0] [r1] [r2*] [r3]        * re-rendered
  ///     previous:  [b0] [b1] [b2 ] [b3]   ─▶   [b0] [b1] [b2'] [b3]
  ///
  /// After the children were only rearranged (`moves`, recorded by `updateChildren(with:keys:
  /// plan:moves:)`), each block moves with its child instead: a child whose text is unchanged
  /// gives the block it had, at its new place; a new child, or one re-rendered since, gives its
  /// text, which must be one block, or the text is assembled from scratch.
  ///
  ///     children:  [r3] [r0] [new] [r2*]            * re-rendered
  ///     previous:  [b0] [b1] [b2] [b3]     ─▶   [b3] [b0] [new's] [b2']
  final func patchedChildrenText(movedFrom moves: BlockMoves? = nil) -> [TextBlock] {
    if let moves, flags.contains(.oneBlockPerChild) && !flags.contains(.childrenChanged) {
      return movedChildrenText(moves)
    }
    if flags.contains(.oneBlockPerChild) && !flags.contains(.childrenChanged) {
      var blocks = takeCachedText()
      if blocks.count == children.count {
        return replaceStaleChildBlocks(in: &blocks) ? blocks : assembleChildrenText()
      }
    }
    return assembleChildrenText()
  }

  /// The text of children rearranged by `moves`, each unchanged child's block moved from the
  /// cached text (see `patchedChildrenText(movedFrom:)`).
  ///
  /// The blocks of the rows at the start and at the end that kept their places stay where they
  /// are. Between them, with as many blocks as before (a swap), only the blocks of rows that
  /// moved are written; otherwise the blocks between are replaced at once (a removal is one
  /// `replaceSubrange`). Then every row re-rendered since gives its text, as in the in-place
  /// patch.
  private func movedChildrenText(_ moves: BlockMoves) -> [TextBlock] {
    var blocks = takeCachedText()
    let sources = moves.sources
    let count = children.count
    guard blocks.count == moves.blockCount, sources.count == count else {
      return assembleChildrenText()
    }
    if count == 0 { return [] }
    var prefix = 0
    while prefix < count && prefix < blocks.count && sources[prefix] == prefix { prefix += 1 }
    var suffix = 0
    while suffix < count - prefix && suffix < blocks.count - prefix
      && sources[count - 1 - suffix] == blocks.count - 1 - suffix
    {
      suffix += 1
    }
    if count == blocks.count {
      // Gathered first: a block may move to where another is still to be read.
      var moved: [(index: Int, block: TextBlock)] = []
      for index in prefix..<(count - suffix) where sources[index] != index {
        guard let block = block(at: index, from: blocks, sources) else {
          return assembleChildrenText()
        }
        moved.append((index, block))
      }
      for entry in moved { blocks[entry.index] = entry.block }
    } else {
      var middle: [TextBlock] = []
      middle.reserveCapacity(count - suffix - prefix)
      for index in prefix..<(count - suffix) {
        guard let block = block(at: index, from: blocks, sources) else {
          return assembleChildrenText()
        }
        middle.append(block)
      }
      blocks.replaceSubrange(prefix..<(blocks.count - suffix), with: middle)
    }
    return replaceStaleChildBlocks(in: &blocks) ? blocks : assembleChildrenText()
  }

  /// Writes the new text of each child whose text is stale over its block in `blocks` (one block
  /// per child, in order); `false` when such a child's text is not one block, and the caller
  /// assembles the text afresh.
  @inline(__always)
  private func replaceStaleChildBlocks(in blocks: inout [TextBlock]) -> Bool {
    let stale: Flags = [.needsRender, .textChanged]
    for index in children.indices where !children[index].flags.isDisjoint(with: stale) {
      let child = children[index]
      // Let go of the child's previous lines first, so that a child writing over its text in
      // place (`TextBlock.single`) holds them alone and need not copy them.
      blocks[index].lines = []
      let text = child.text
      guard text.count == 1 else { return false }
      child.flags.remove(.textChanged)
      blocks[index] = text[0]
    }
    return true
  }

  /// The block of child `index` in rearranged text: the one it had in `blocks`, or for a new
  /// child its own text; `nil` when that text is not one block.
  private func block(
    at index: Int, from blocks: [TextBlock], _ sources: ContiguousArray<Int>
  ) -> TextBlock? {
    if sources[index] >= 0 { return blocks[sources[index]] }
    let child = children[index]
    let text = child.text
    guard text.count == 1 else { return nil }
    child.flags.remove(.textChanged)
    return text[0]
  }

  /// `childrenText` that also records what `patchedChildrenText` needs next time.
  private func assembleChildrenText() -> [TextBlock] {
    graph.childrenTextAssemblies &+= 1
    var blocks: [TextBlock] = []
    blocks.reserveCapacity(children.count)
    var onePerChild = true
    for child in children {
      let text = child.text
      child.flags.remove(.textChanged)
      if text.count != 1 { onePerChild = false }
      blocks.append(contentsOf: text)
    }
    flags.remove(.childrenChanged)
    if onePerChild { flags.insert(.oneBlockPerChild) } else { flags.remove(.oneBlockPerChild) }
    return blocks
  }

  /// Runs `body` with this node as the reader, so that the sources it reads become dependencies.
  /// Built-in views that read state themselves (a toggle reading its binding, `ForEach` running
  /// its content closure) use this.
  package final func tracking<Result>(_ body: () -> Result) -> Result {
    let scope = Tracking.begin(self)
    ObservationScope.beginEvaluation(of: self)
    let result = body()
    Tracking.end(scope)
    return result
  }
}

/// Creates the node for `view`: a `PrimitiveNode` for built-in views, a `BodyNode` otherwise.
/// `known` is `V`'s info, when the caller has it already.
@MainActor
package func makeNode<V: View>(
  for view: V, key: ChildKey, parent: Node, info known: ViewTypeInfo? = nil
) -> TypedNode<V> {
  let info = known ?? TypeInfoCache.info(of: V.self)
  if let primitive = info.primitiveType {
    return primitive.makePrimitiveNode(for: view, info: info, key: key, parent: parent)
  }
  if info.bodyIsLabel {
    return nodeClass(in: info, LabelBodyNode<V>.self).init(
      view: view, info: info, graph: parent.graph, parent: parent, key: key)
  }
  return nodeClass(in: info, BodyNode<V>.self).init(
    view: view, info: info, graph: parent.graph, parent: parent, key: key)
}

/// The class of the nodes of `info`'s type: the one stored in `info` by the type's first node, or
/// `made` (stored for the next ones). `made` is evaluated only for the first node: code not
/// specialized for the view type that names a generic node class looks its metadata up in the
/// runtime's cache on every use.
///
/// *Invariant:* every node of one type is of one class (`PrimitiveNode<V>` for a built-in view,
/// `LabelBodyNode<V>` for a view whose body is a `Text`, `BodyNode<V>` for any other), which the
/// type decides, so the class stored is the class `made` names. A bit cast, not `as!`: the
/// dynamic cast machinery costs more than creating the node.
@MainActor
@inline(__always)
private func nodeClass<Class: Node>(
  in info: ViewTypeInfo, _ made: @autoclosure () -> Class.Type
) -> Class.Type {
  if let known = info.nodeClass { return unsafeBitCast(known, to: Class.Type.self) }
  let made = made()
  info.nodeClass = made
  return made
}

extension PrimitiveView {
  fileprivate static func makePrimitiveNode<W: View>(
    for view: W, info: ViewTypeInfo, key: ChildKey, parent: Node
  ) -> TypedNode<W> {
    // `W` is `Self`: the caller found this conformance on `W.self`. A bit cast, not `as!`: the
    // dynamic cast machinery costs more than creating the node.
    let node = nodeClass(in: info, PrimitiveNode<Self>.self).init(
      view: unsafeBitCast(view, to: Self.self), info: info, graph: parent.graph, parent: parent,
      key: key)
    return unsafeDowncast(node, to: TypedNode<W>.self)
  }
}
