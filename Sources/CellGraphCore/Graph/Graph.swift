/// The engine behind one `ViewHost`: the dirty queue, update passes, the commit phase, removal,
/// and the records tests read (evaluation counts, diagnostics).
///
/// A write never evaluates a body. It marks readers dirty (`schedule(_:)`); `flush()` then runs
/// passes until nothing is dirty:
///
///     write ─▶ readers dirty ─▶ flush() ─┬─▶ pass: dirty nodes parent-first, each at most once
///                                        ├─▶ commit: appear / disappear / onChange actions (FIFO)
///                                        └─▶ repeat while the commit (or a body) wrote more
///
/// A pass evaluates dirty nodes in order of depth. A parent's evaluation reconciles its children
/// and evaluates the dirty ones on the way, which clears their flags, so a node reached later in
/// the same pass is skipped: no body runs twice in a pass.
@MainActor
package final class Graph {
  // `@exclusivity(unchecked)` on the properties every evaluation touches: see the note on `Node`.

  /// Passes allowed in one `flush()` before the runtime decides the updates never settle.
  var maximumPassesPerFlush = 100

  /// The baseline mode of benchmarks: every change re-evaluates every node of the tree (no
  /// skipping, no precise invalidation), as a runtime without a dependency graph would.
  @exclusivity(unchecked) package var evaluatesEverything = false
  /// The host's root node, for `evaluatesEverything`.
  @exclusivity(unchecked) package unowned(unsafe) var rootNode: Node?

  /// Called when the first node becomes dirty after a flush (automatic scheduling hooks in here).
  var onFirstScheduledNode: (() -> Void)?
  /// Told around each interaction and each batch of commit-phase effects (see
  /// `UserCodeObserver`); `nil` costs one load and branch per batch.
  package var userCodeObserver: (any UserCodeObserver)?

  var diagnostics: [Diagnostic] = []
  /// Called with each diagnostic as it is recorded (`ViewHost.onDiagnostic`).
  var onDiagnostic: (@MainActor (Diagnostic) -> Void)?
  /// Body evaluations per view type, indexed by `ViewTypeInfo.index`.
  @exclusivity(unchecked) private(set) var evaluationCounts: [Int] = []
  /// How many node texts were re-rendered (cache misses), for tests of the text cache.
  @exclusivity(unchecked) var renderCount = 0
  /// How many times a node patching its children's text had to assemble it from every child
  /// instead (`Node.patchedChildrenText`), for tests of the patching.
  @exclusivity(unchecked) var childrenTextAssemblies = 0
  /// Changes whenever any node's text is re-rendered; the host's cached string is valid while it
  /// does not. (Separate from `renderCount`, which tests reset.)
  @exclusivity(unchecked) var textGeneration: UInt64 = 0
  /// The size of a character cell in points, by which renders convert sizes in points to lines
  /// and columns (`ViewHost.cellSize`).
  @exclusivity(unchecked) package internal(set) var cellSize = CellSize.body
  /// The record of passes, reasons and triggers, while the host records evaluations.
  @exclusivity(unchecked) package var recorder: EvaluationRecorder? {
    didSet {
      oldValue?.detach()
      recorder?.attach()
      recorder?.tracer = tracer
    }
  }
  /// The host's timeline while it traces; its recorder reports to it (see `GraphTracer`).
  @exclusivity(unchecked) package var tracer: (any GraphTracer)? {
    didSet { recorder?.tracer = tracer }
  }

  @exclusivity(unchecked) var dirtyQueue: [Node] = []
  /// The nodes evaluated since the last flush ended, whose text `flush()` re-renders.
  @exclusivity(unchecked) var evaluatedNodes: [Node] = []

  /// Adds `node` to the nodes this pass evaluated. A method, not an append through `node.graph`:
  /// a mutation through that `unowned(unsafe)` reference retained and released the graph around
  /// it, a call on it does not (so not inlined either).
  @inline(never)
  func noteEvaluated(_ node: Node) {
    evaluatedNodes.append(node)
  }
  /// Whether the host keeps a layout in points up to date between updates (`GeometryState`):
  /// while it does, every node that changes itself (`Node.setNeedsRender`) is listed in
  /// `changedForLayout`.
  @exclusivity(unchecked) package var keepsLayout = false
  /// The nodes that changed themselves since the kept layout last took them into account; a node
  /// may be listed more than once.
  @exclusivity(unchecked) package var changedForLayout: [Node] = []
  /// How many nodes `changedForLayout` may list before the kept layout is dropped (so that a
  /// host whose layout nobody reads keeps no growing list): as many as the layout placed.
  @exclusivity(unchecked) package var changedForLayoutLimit = 0

  /// Adds `node` to `changedForLayout`. Out of line: called only while a layout is kept.
  @inline(never)
  func noteChangedForLayout(_ node: Node) {
    guard changedForLayout.count < changedForLayoutLimit else {
      // Bringing the layout up to date would cost as much as making it again.
      return geometry.dropLayout()
    }
    changedForLayout.append(node)
  }
  @exclusivity(unchecked) private var spareQueue: [Node] = []
  @exclusivity(unchecked) package var effects: [Effect] = []
  @exclusivity(unchecked) private var isFlushing = false
  /// Sources that invalidated nodes during this flush since the last pass began: the cells an
  /// update-loop diagnostic names. Writes outside a flush (actions) cannot be part of a loop.
  @exclusivity(unchecked) var pendingCauses: [Source] = []
  @exclusivity(unchecked) var reportedMessages: Set<String> = []
  var typesWithUnreachableFieldsReported: Set<Int> = []
  /// Counts flushes, so that per-flush limits (a preference action's cycle detector) can tell one
  /// flush from the next.
  @exclusivity(unchecked) private(set) var flushNumber = 0
  /// How many passes evaluated at least one node, for tests that an update settles in the
  /// passes it should (a navigation push).
  @exclusivity(unchecked) package private(set) var passCount = 0
  /// Why the body that runs now (or ran last) runs, for `_printChanges()` on a host that did not
  /// record the causes.
  @exclusivity(unchecked) private(set) var lastEvaluationReason = EvaluationReason.appeared
  /// Where `_printChanges()` and `_logChanges()` write (see `BodyChangeOutput`).
  package let bodyChanges = BodyChangeOutput()
  /// The state features keep per host, by type (see `GraphFeature`).
  var features = GraphFeatures()
  /// Updates waiting in their own transactions, the virtual clock and leaving views (see
  /// `Graph+Transactions.swift`).
  let animations = GraphAnimations()

  /// The graph whose pass, action or effect is running, for diagnostics that have no node.
  ///
  /// `unowned(unsafe)`: it is set only for the length of a call on the graph (`asActive`), which
  /// its caller holds, and restored before the call returns; read rarely (a diagnostic), written
  /// on every flush, where a strong reference was retained and released.
  @exclusivity(unchecked) unowned(unsafe) package private(set) static var active: Graph?

  package enum Effect {
    case appear(Node)
    case disappear(Node)
    /// An action queued by a view (an `onChange` action, a task restart), with a label such as
    /// `onChange(of: Int)` and the node it belongs to, for attribution.
    case action(label: String, node: Node, @MainActor () -> Void)
  }

  isolated deinit {
    recorder?.detach()
    madeHandle?.graphDidEnd()
  }

  /// The graph's handle, for an object that must not keep the graph alive (never a weak
  /// reference to the graph: see `GraphHandle`). Made when first asked for.
  package var handle: GraphHandle {
    if let madeHandle { return madeHandle }
    let made = GraphHandle(self)
    madeHandle = made
    return made
  }
  private var madeHandle: GraphHandle?

  var hasPendingWork: Bool { !dirtyQueue.isEmpty || !effects.isEmpty || hasSealedUpdates }

  // MARK: Scheduling and passes

  /// Queues a node that just became dirty.
  func schedule(_ node: Node) {
    let wasIdle = dirtyQueue.isEmpty && !isFlushing
    dirtyQueue.append(node)
    if wasIdle { onFirstScheduledNode?() }
  }

  /// Runs passes and commit phases until nothing is dirty and no effect is queued.
  func flush() {
    guard !isFlushing else { return }
    isFlushing = true
    flushNumber &+= 1
    defer {
      isFlushing = false
      reportedMessages.removeAll(keepingCapacity: true)
    }
    asActive {
      runPassesAndEffects()
      renderEvaluatedNodes()
    }
  }

  /// Runs `body` with this graph as the active one (diagnostics without a node go here).
  package func asActive<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = Graph.active
    Graph.active = self
    defer { Graph.active = previous }
    return try body()
  }

  /// Runs `body` with no graph active: for work that is no running graph's doing (a job another
  /// thread queued, run by whichever main-actor code runs the queue), so that a diagnostic it
  /// raises is not reported to the graph whose pass happens to be running.
  package static func withNoneActive<Result>(_ body: () throws -> Result) rethrows -> Result {
    let previous = Graph.active
    Graph.active = nil
    defer { Graph.active = previous }
    return try body()
  }

  /// The loop of `flush()`: passes while nodes are dirty, commit phases while effects are queued.
  private func runPassesAndEffects() {
    var passes = 0
    while true {
      // Writes made in another transaction wait as updates of their own (Graph+Transactions).
      startSealedUpdateIfDue()
      if !dirtyQueue.isEmpty {
        if passes == maximumPassesPerFlush {
          reportUpdateLoop(passes: passes)
          abandonDirtyNodes()
          continue
        }
        if runPass() {
          passes += 1
          passCount &+= 1
        }
      } else if !effects.isEmpty {
        runEffects()
      } else if !finishSealedUpdate() {
        // Settled: the geometry readers read the new layout, and may start another pass.
        if updateGeometryObservers() { continue }
        break
      }
    }
  }

  /// Re-renders the text of every node evaluated by this flush (and of whatever below it went
  /// stale), so that a settled pass leaves every changed view's text ready. Ancestors are not
  /// re-rendered here: their text is assembled from their children's on demand (`ViewHost.text`),
  /// which is what keeps a one-row change from costing a whole-tree render.
  private func renderEvaluatedNodes() {
    guard !evaluatedNodes.isEmpty else { return }
    // By index, each node borrowed: the list keeps it until it is emptied below.
    for index in evaluatedNodes.indices {
      borrowing(Unmanaged.passUnretained(evaluatedNodes[index])) { node in
        guard !node.isRemoved else { return }
        // Below a parent whose text is up to date, a node's text is in no text still to
        // assemble: either it was rendered with the parent, or the parent made its text without
        // it (a label in a `LabelRow`), and it is rendered only if asked for.
        if node.parent?.flags.contains(.needsRender) == false { return }
        _ = node.text
      }
    }
    evaluatedNodes.removeAllKeepingCapacity()
  }

  /// Evaluates the queued dirty nodes, parents first. Returns whether any node was evaluated.
  private func runPass() -> Bool {
    swap(&dirtyQueue, &spareQueue)
    pendingCauses.removeAllKeepingCapacity()
    if spareQueue.count > 1 { spareQueue.sort { $0.depth < $1.depth } }
    var evaluated = false
    recorder?.beginPass()
    let transaction = beginTransactionPass()
    // By index, each node borrowed: the queue keeps it until the pass ends, and iterating the
    // queue itself would retain and release every node.
    for index in spareQueue.indices {
      borrowing(Unmanaged.passUnretained(spareQueue[index])) { node in
        guard node.isDirty && !node.isRemoved else { return }
        runInvalidated(node)
        evaluated = true
      }
    }
    endTransactionPass(transaction)
    recorder?.endPass()
    spareQueue.removeAllKeepingCapacity()
    return evaluated
  }

  /// Runs the commit-phase effects queued so far, in order; effects queued by them run after.
  func runEffects() {
    let batch = effects
    effects.removeAll(keepingCapacity: true)
    let attributing = recorder != nil
    let observer = userCodeObserver
    observer?.userCodeWillRun()
    defer { observer?.userCodeDidRun { Self.describe(batch) } }
    Tracking.untracked {
      for effect in batch {
        switch effect {
        case .appear(let node):
          guard !node.isRemoved else { continue }
          attribute(attributing ? node.actionLabel(appearing: true) : nil, in: node) {
            node.didAppear()
          }
        case .disappear(let node):
          attribute(attributing ? node.actionLabel(appearing: false) : nil, in: node) {
            node.didDisappear()
          }
        case .action(let label, let node, let action):
          attribute(attributing ? label : nil, in: node, action)
        }
      }
    }
  }

  /// Names the effects of `batch` for a diagnostic: `onAppear in Root/Timer`, the first three
  /// and how many more.
  private static func describe(_ batch: [Effect]) -> String? {
    let labels = batch.prefix(3).map { effect in
      switch effect {
      case .appear(let node): "\(node.actionLabel(appearing: true)) in \(node.identityPath)"
      case .disappear(let node): "\(node.actionLabel(appearing: false)) in \(node.identityPath)"
      case .action(let label, let node, _): "\(label) in \(node.identityPath)"
      }
    }
    guard !labels.isEmpty else { return nil }
    let more = batch.count > labels.count ? " and \(batch.count - labels.count) more" : ""
    return labels.joined(separator: ", ") + more
  }

  /// Runs `body` with the trigger `label in <node's path>` as the current activity, so the writes
  /// it makes are attributed to it; with no label, just runs it.
  private func attribute(_ label: String?, in node: Node, _ body: () -> Void) {
    guard let label else { return body() }
    let trigger = Trigger.action("\(label) in \(node.identityPath)")
    traced(trigger) { Trigger.$current.withValue(trigger, operation: body) }
  }

  /// Queues `action` of `node` for the commit phase of the current flush.
  package func enqueue(_ label: String, of node: Node, _ action: @escaping @MainActor () -> Void) {
    effects.append(.action(label: label, node: node, action))
  }

  /// Runs `action` (a tap, a typed text) as the host's current activity, so diagnostics raised by
  /// it are attributed to this graph and, when recording, its writes to `trigger`.
  package func perform<Result>(
    as trigger: @autoclosure () -> Trigger? = nil, _ action: () throws -> Result
  ) rethrows -> Result {
    try asActive {
      let observer = userCodeObserver
      observer?.userCodeWillRun()
      defer { observer?.userCodeDidRun { trigger()?.description } }
      if recorder != nil, let trigger = trigger() {
        return try traced(trigger) {
          try Trigger.$current.withValue(trigger) { try Tracking.untracked(action) }
        }
      }
      return try Tracking.untracked(action)
    }
  }

  // MARK: Records

  func recordEvaluation(of node: Node, info: ViewTypeInfo, reason: EvaluationReason) {
    if info.index >= evaluationCounts.count {
      evaluationCounts.append(
        contentsOf: repeatElement(0, count: info.index + 1 - evaluationCounts.count))
    }
    evaluationCounts[info.index] += 1
    lastEvaluationReason = reason
    recorder?.recordEvaluation(
      of: node, viewType: info.name, typeID: ObjectIdentifier(info.type), reason: reason,
      type: info.type)
  }

  func recordSkip(of node: Node) {
    recorder?.recordSkip(of: node)
  }

  func recordInvalidation(of node: Node, by source: Source, change: SourceChange?) {
    noteWriteSegment()
    // Once per write, not per reader: the loop diagnostic names cells, not edges.
    if isFlushing && pendingCauses.last !== source { pendingCauses.append(source) }
    if let recorder {
      recorder.recordInvalidation(
        of: node, by: source, change: change ?? source.unrecordedChange,
        trigger: Trigger.current ?? .externalWrite)
    }
  }

  /// Runs the notifications other threads handed to the main actor, runs passes, waits for the
  /// work features still run (tasks), and repeats until nothing is pending.
  func settle() async {
    while true {
      MainActorDelivery.runQueued()
      flush()
      var waited = false
      for feature in features.all where await feature.awaitPendingWork() {
        waited = true
        break
      }
      if !waited { return }
    }
  }

  func evaluations(ofTypeAt index: Int) -> Int {
    index < evaluationCounts.count ? evaluationCounts[index] : 0
  }

  func resetEvaluations() {
    for index in evaluationCounts.indices { evaluationCounts[index] = 0 }
  }
}
