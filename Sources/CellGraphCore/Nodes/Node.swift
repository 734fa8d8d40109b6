/// One view identity in the graph: the long-lived counterpart of a view value.
///
/// A node owns what must outlive the short-lived view structs: the storage of their state cells,
/// the sources their last evaluation read, their children (by structural identity) and their cached
/// text. Subclasses decide what "evaluating" means: `BodyNode` runs a custom view's `body`,
/// `PrimitiveNode` asks a built-in view to reconcile its children.
///
/// Invariants:
/// - `parent` owns the node through `children`; a node removed from the tree has `parent == nil`
///   and `isRemoved` set, and has no dependencies left (so no source can reach it).
/// - If a node `needsRender`, so do all its ancestors (set by `setNeedsRender()`), which lets text
///   assembly skip every clean subtree. One exception: a `Text` in a row of labels stays stale
///   below its up-to-date `HStack`, which made its line from the label's string (`LabelRow`).
///
/// The hot stored properties are `@exclusivity(unchecked)`: Swift would otherwise check at run time,
/// on every access, that no two accesses to one property overlap. The graph runs on the main actor
/// only, and no method of the graph holds an access to one of these properties across a call that
/// could reach the same property again (loops over `children` or `observers` iterate copies), so the
/// checks can never fire; they cost more than the accesses themselves.
@MainActor
package class Node {
  // `unowned(unsafe)`: the graph owns the root, every node is reachable from it or from the
  // graph's own lists, and nodes are never handed out, so the graph outlives every node.
  package unowned(unsafe) let graph: Graph
  // `unowned(unsafe)`: a parent owns its children; `Graph.remove(_:)` clears this when a node
  // leaves its parent, so a live node's parent is always alive.
  @exclusivity(unchecked) package unowned(unsafe) var parent: Node?
  // `key` (17 bytes), `flags` (2), `storedDepth` (4) and `dependencyCursor` (4) are declared
  // together, in this order: a class lays its stored properties out in declaration order, and so
  // the three small ones fill the word `key` leaves partly unused (see the memory figures in
  // Docs/Performance.md).
  package let key: ChildKey
  /// `nonisolated(unsafe)`: only so that `LabelRow`, a nonisolated helper the main actor calls
  /// synchronously (to spare its closures an executor check), can tell a label child; every
  /// access is on the main actor.
  @exclusivity(unchecked) package nonisolated(unsafe) var flags: Flags = [.needsRender]
  private let storedDepth: Int32
  /// How many of `dependencies` the evaluation in progress has confirmed so far.
  @exclusivity(unchecked) private var dependencyCursor: Int32 = 0
  package let viewType: ObjectIdentifier

  /// How far below the root the node is: 0 for the root.
  var depth: Int { Int(storedDepth) }

  @exclusivity(unchecked) package var children: ContiguousArray<Node> = []
  /// The environment this node was installed with (its ancestors' providers).
  @exclusivity(unchecked) package var environment: EnvironmentValues
  /// Storage for the node's built-in fields (state boxes), by slot; created on first install.
  @exclusivity(unchecked) package var fieldStorage = FieldStorage()
  /// The source standing for the `@Observable` properties the node reads, once it has read one
  /// (see `ObservationScope`).
  @exclusivity(unchecked) var observedProperties: ObservedProperties?
  /// The type of the `TupleView` whose elements are this node's children, when the node's single
  /// content is a block: the block has no node of its own (see `updateChild(_:key:)`). A metatype
  /// (one word, `nil` in the null pointer) rather than an `ObjectIdentifier?` (nine bytes, and so
  /// two words in the node).
  @exclusivity(unchecked) var flattenedTupleType: Any.Type?
  /// What the node knows about the preferences of its subtree, while anything in it contributes
  /// to or reads one (see `Graph+Preferences.swift`).
  @exclusivity(unchecked) package var preferences: NodePreferences?

  /// Sources read in the last evaluation, in the order they were first read.
  @exclusivity(unchecked) package private(set) var dependencies = EdgeList<Dependency>()
  /// `nonisolated(unsafe)`: only so that `LabelRow`, a nonisolated helper the main actor calls
  /// synchronously, can read a child's line where it lies (`keptLine`); every access is on the
  /// main actor.
  @exclusivity(unchecked) private nonisolated(unsafe) var cachedText: [TextBlock] = []

  init(
    graph: borrowing Graph, parent: borrowing Node?, key: ChildKey, viewType: ObjectIdentifier,
    environment: EnvironmentValues
  ) {
    // Borrowed, and copied into `unowned(unsafe)` storage: nothing retained.
    let parent = copy parent
    self.graph = copy graph
    self.parent = parent
    self.key = key
    self.storedDepth = (parent?.storedDepth ?? -1) + 1
    self.viewType = viewType
    self.environment = environment
    if parent?.flags.contains(.hidden) == true { flags.insert(.hidden) }
  }

  // MARK: Subclass hooks

  /// Evaluates the node: runs its body or reconciles its children. `reason` says why.
  func evaluate(_ reason: EvaluationReason) {}

  /// The node's own text, built from its children's text.
  func render() -> [TextBlock] { childrenText }

  /// The environment an environment provider hands its children instead of its own.
  @exclusivity(unchecked) package var childEnvironment: EnvironmentValues?

  /// The environment handed to children.
  package final var environmentForChildren: EnvironmentValues { childEnvironment ?? environment }

  /// What the node's view type does besides being a view, when it is a built-in view (`nil` for
  /// a custom view): the engine's lifecycle calls, provided environment and path names, and the
  /// features' capabilities (`capability(_:)`). The one hook through which a node answers what
  /// only some built-in views do.
  var primitiveCapabilities: PrimitiveCapabilities? { nil }

  /// Called in the commit phase after the node first appeared (children before parents).
  final func didAppear() {
    primitiveCapabilities?.lifecycle?.runAppear(of: self)
  }

  /// Called in the commit phase after the node left the tree (children before parents).
  final func didDisappear() {
    primitiveCapabilities?.lifecycle?.runDisappear(of: self)
  }

  /// Called during the update that removes the node, before its disappear effect is queued.
  package final func willRemove() {
    primitiveCapabilities?.lifecycle?.runWillRemove(of: self)
  }

  /// A built-in view's per-node memory (`PrimitiveNode.state`), for containers that read their
  /// children's (a navigation stack its screens'). Read it with `primitiveState(as:)`.
  var primitiveState: AnyObject? { nil }

  /// How many labels the node keeps in place of child nodes (a stack's block of labels, a body's
  /// label: see `LabelBlock`, `LabelBodyNode`), which inspection shows as its children.
  var keptLabelCount: Int { 0 }

  /// Kept label `index`, if there is one (see `keptLabelCount`).
  func keptLabel(at index: Int) -> KeptLabel? { nil }

  /// The environment entries this node provides to its children (an environment modifier).
  final var providedEntries: [EnvironmentEntry] {
    primitiveCapabilities?.environmentProviding?.providedEntries(of: self) ?? []
  }

  /// The name of the action a lifecycle node runs, for attribution: `onAppear`, `task`.
  package final func actionLabel(appearing: Bool) -> String {
    primitiveCapabilities?.lifecycle?.actionLabel(appearing: appearing)
      ?? (appearing ? "appear" : "disappear")
  }

  /// Whether the node needs commit-phase `didAppear`/`didDisappear` calls: a flag set at
  /// creation (`PrimitiveNode`, from its type's capabilities), read without a dynamic call when
  /// every node is inserted and removed.
  package final var hasLifecycle: Bool { flags.contains(.hasLifecycle) }

  /// Whether an animated removal may keep the node in the tree as leaving, with a transition
  /// (`Graph.beginsLeaving`). `false` for presented content, which a presentation shows and
  /// takes away with its own animation, whatever the transaction.
  final var leavesWithTransition: Bool { primitiveCapabilities?.leavesWithTransition ?? true }

  /// A readable name for the node's view type (`Row`, `VStack`).
  package var typeName: String { "Node" }

  /// Whether the node is plumbing that identity paths leave out (tuples, conditionals).
  package var isStructural: Bool { false }

  /// The name identity paths use for the node: its view type's name, or for a custom modifier
  /// the modifier's.
  package final var displayName: String { primitiveCapabilities?.displayName ?? typeName }

  /// The identity of the type `displayName` names.
  final var displayTypeID: ObjectIdentifier {
    primitiveCapabilities?.displayTypeID ?? viewType
  }

  /// Whether the node's view is a custom view with a body (rather than a built-in view).
  package var hasBody: Bool { false }

  var isDirty: Bool { flags.contains(.dirty) }
  package var isRemoved: Bool { flags.contains(.removed) }

  /// Evaluates the node with no reader active (nodes that read start their own scope).
  @inline(__always)
  package final func run(_ reason: EvaluationReason) {
    if flags.contains(.dirty) {
      flags.remove(.dirty)
      flags.insert(.wasDirty)
    }
    setNeedsRender()
    graph.noteEvaluated(self)
    let scope = Tracking.suspend()
    if TransactionContext.isAnimating || graph.animations.leavingCount > 0 {
      evaluateKeepingLeavingChildren(reason)  // Node+Leaving.swift
    } else {
      evaluate(reason)
    }
    Tracking.resume(scope)
    // The end of a body's span in a trace: the one event of a run the recorder does not see.
    if let tracer = graph.tracer { tracer.endRun(of: self) }
    flags.remove([.environmentReplaced, .valueReplaced, .wasDirty])
  }

  // MARK: Text

  /// The node's text, re-rendered only if something below it changed since the last render.
  package var text: [TextBlock] {
    if flags.contains(.needsRender) {
      graph.renderCount &+= 1
      graph.textGeneration &+= 1
      // A node with one child holds that child's text array as its own; let go of it first, so
      // that the child, re-rendered below, holds it alone and can write over it in place.
      if !flags.contains(.rendersOverPreviousText) { cachedText = [] }
      cachedText = render()
      flags.remove(.needsRender)
      flags.insert(.textChanged)
    }
    return cachedText
  }

  /// Whether the node's text, rendered now if stale, is one block of fixed text with one line,
  /// as wide as the line's columns: a line that a row can take as it is (see `keptLine`).
  package final var hasOneLineText: Bool {
    let text = self.text
    guard text.count == 1, case .text = text[0].kind, text[0].lines.count == 1 else {
      return false
    }
    return text[0].width == TextBlock.width(of: text[0].lines[0])
  }

  /// The one line of the node's cached text, where it lies: only after `hasOneLineText` said
  /// yes, and only until anything renders the node again or lets its text go (the row that reads
  /// it reads it at once, on the main actor, and runs nothing in between). The line lies in the
  /// buffer of the node's array of lines, which the cached text keeps alive.
  nonisolated final var keptLine: UnsafePointer<String> {
    cachedText.withUnsafeBufferPointer { blocks in
      blocks[0].lines.withUnsafeBufferPointer { lines in
        // Safe to use past the closure: a native array's elements stay in its buffer while the
        // array is neither changed nor released (see above).
        lines.baseAddress.unsafelyUnwrapped
      }
    }
  }

  /// Hands over the cached text, leaving none: for a `render()` that patches the previous text
  /// (the getter of `text` stores what it returns), so the array is not copied on write.
  ///
  /// Only for nodes flagged `rendersOverPreviousText` (`PrimitiveView.rendersOverPreviousText`):
  /// the getter drops every other node's text before `render()`, so there would be none to take.
  package final func takeCachedText() -> [TextBlock] {
    assert(
      flags.contains(.rendersOverPreviousText),
      "takeCachedText() called by the render of a \(typeName) node, whose type does not declare "
        + "rendersOverPreviousText: its previous text was already dropped")
    var taken: [TextBlock] = []
    swap(&taken, &cachedText)
    return taken
  }

  /// Marks this node's text stale, and every ancestor's up to the first one already stale.
  ///
  /// While the host keeps a layout, the node (not its ancestors, whose text is only
  /// re-assembled) is listed as changed (`Graph.changedForLayout`): the one place a kept layout
  /// learns which views changed themselves.
  ///
  /// An ancestor that will not build on its previous text lets go of it now, rather than when it
  /// is re-rendered: it may hold the arrays of a node below that builds on its own (a list's
  /// lines, a row's line), which that node can then write over in place instead of copying.
  ///
  /// The ancestors are walked without retaining them: each is alive while this node is (a parent
  /// owns its children), and letting go of a text releases nothing a node depends on.
  @inline(__always)
  package final func setNeedsRender() {
    flags.insert(.needsRender)
    borrowing(unsafeBitCast(graph, to: Unmanaged<Graph>.self)) { graph in
      if graph.keepsLayout { graph.noteChangedForLayout(self) }
    }
    var next = parentReference
    while let ancestor = next {
      next = borrowing(ancestor) { node in
        if node.flags.contains(.needsRender) { return nil }
        node.flags.insert(.needsRender)
        if !node.flags.contains(.rendersOverPreviousText) { node.cachedText = [] }
        return node.parentReference
      }
    }
  }

  /// `parent`, as a reference that is not retained: a bit cast of the stored reference, which
  /// `parent` (`unowned(unsafe)`) copies, with a retain and a release, into every expression that
  /// reads it.
  private var parentReference: Unmanaged<Node>? {
    unsafeBitCast(parent, to: Unmanaged<Node>?.self)
  }

  // MARK: Invalidation

  /// Marks the node dirty because `source` changed, and schedules a pass.
  ///
  /// The graph is borrowed for the calls: read from its `unowned(unsafe)` reference, it was
  /// retained and released around each of them.
  package final func invalidate(because source: Source, change: SourceChange?) {
    guard !flags.contains(.removed) else { return }
    borrowing(unsafeBitCast(graph, to: Unmanaged<Graph>.self)) { graph in
      graph.recordInvalidation(of: self, by: source, change: change)
      // Without dependency tracking (a benchmark baseline), any change re-runs the whole tree.
      if graph.evaluatesEverything, let root = graph.rootNode {
        return root.markDirty(in: graph)
      }
      markDirty(in: graph)
    }
  }

  /// Marks the node dirty and queues it in `graph` (its own), unless it is dirty already.
  private func markDirty(in graph: Graph) {
    if !flags.contains(.dirty) {
      flags.insert(.dirty)
      graph.schedule(self)
    }
  }

  // MARK: Dependencies

  /// Starts recording the sources read by a new evaluation.
  final func beginDependencyUpdate() {
    dependencyCursor = 0
  }

  /// Records that the evaluation in progress read `source`.
  ///
  /// Re-evaluations usually read the same sources in the same order, so the common case confirms
  /// the edge already at the cursor and does no other work.
  final func recordDependency(on source: Source) {
    let index = Int(dependencyCursor)
    dependencyCursor += 1
    if index < dependencies.count {
      if dependencies[index].source === source { return }
      unlinkDependency(at: index)
      dependencies[index] = Dependency(source: source, observerIndex: source.observers.count)
    } else {
      dependencies.append(Dependency(source: source, observerIndex: source.observers.count))
    }
    source.observers.append(Observer(node: self, dependencyIndex: index))
  }

  /// Drops the edges the finished evaluation did not confirm: the node stopped reading them.
  final func endDependencyUpdate() {
    let confirmed = Int(dependencyCursor)
    guard confirmed < dependencies.count else { return }
    for index in confirmed..<dependencies.count { unlinkDependency(at: index) }
    dependencies.removeAll(from: confirmed)
  }

  /// Removes every edge (the node is leaving the tree).
  final func removeAllDependencies() {
    for index in dependencies.indices { unlinkDependency(at: index) }
    dependencies.removeAll()
    dependencyCursor = 0
  }

  /// Removes edge `index` from its source's observers by swapping in the source's last observer
  /// and repointing that observer's node at the edge's new position.
  private func unlinkDependency(at index: Int) {
    let dependency = dependencies[index]
    let source = dependency.source
    let removed = dependency.observerIndex
    let last = source.observers.count - 1
    if removed != last {
      let moved = source.observers[last]
      source.observers[removed] = moved
      moved.node.dependencies[moved.dependencyIndex].observerIndex = removed
    }
    source.observers.removeLast()
  }

  /// The sources this node read in its last evaluation.
  var sourcesRead: [Source] { dependencies.map(\.source) }
}

/// Why a node was evaluated.
package enum EvaluationReason: Equatable {
  /// The node's identity appeared for the first time.
  case appeared
  /// A source the node read changed.
  case invalidated
  /// The parent produced a different view value for the node.
  case inputChanged
  /// The node's environment chain was replaced.
  case environmentChanged
}
