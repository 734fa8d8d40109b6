import CellGraphCore

/// Records one host's timeline while it traces: spans for interactions, actions, writes, passes
/// and body evaluations, and an arrow from each write to each body it invalidated.
///
/// The evaluation recorder reports to it (`EvaluationRecorder.tracer`), so tracing adds no work to
/// a host that does not record; the graph reports only the end of each node's run
/// (`Node.run`), the one event the recorder does not see. Spans form a stack, so they nest by
/// construction:
///
///     tap "Increment"                      (activity: Graph.perform)
///       write Counter.count ─s─┐           (first invalidation … last invalidation)
///     pass 2                   │           (recorder.beginPass … endPass)
///       Counter ◀──────────f───┘           (recordEvaluation … end of Node.run)
///         Row                               a child re-run inside its parent's body
///
/// Ending a span ends every span still open inside it, at the same time; a span whose end is
/// reported when it is no longer open (a pass the recorder opened inside an interaction that has
/// ended) is ignored.
@MainActor
final class Tracer: GraphTracer {
  let processID: Int
  /// The name of the host's process in the trace: `ViewHost 1 (Counter)`.
  var processName: String
  private(set) var events: [TimelineTrace.Event] = []
  private var open: [OpenSpan] = []
  private var write: OpenWrite?
  /// The arrows waiting for the body they point at, by node.
  private var pendingFlows: [ObjectIdentifier: [UInt64]] = [:]

  // Process-wide: the hosts of one trace file are its processes, and viewers pair an arrow's
  // ends by ID across the whole file.
  private static var nextProcessID = 1
  private static var nextFlowID: UInt64 = 1

  private struct OpenSpan {
    let index: Int
    let owner: Owner
  }

  enum Owner: Equatable {
    case activity
    case pass
    case body(ObjectIdentifier)
    case write
  }

  /// The write whose invalidations are being recorded: one source's readers, in order.
  private struct OpenWrite {
    let source: ObjectIdentifier
    var lastObserverIndex: Int?
    var lastArrow: Duration
  }

  init(rootType: String) {
    processID = Self.nextProcessID
    Self.nextProcessID += 1
    processName = "ViewHost \(processID) (\(rootType))"
  }

  /// The timeline so far. Spans still open end now; arrows that reach no body (the view was
  /// removed, or the pass has not run yet) are left out.
  var trace: TimelineTrace {
    var events = self.events
    let now = TraceClock.now()
    for span in open where events[span.index].duration == nil {
      events[span.index].duration = now - events[span.index].timestamp
    }
    let ended = Set(events.compactMap { $0.phase == .flowEnd ? $0.flowID : nil })
    events.removeAll { $0.phase == .flowStart && !ended.contains($0.flowID ?? 0) }
    return TimelineTrace(events: events, processNames: [processID: processName])
  }

  // MARK: Spans

  private func begin(
    _ name: String, category: String, owner: Owner, arguments: [String: String] = [:]
  ) {
    closeWrite()
    open.append(OpenSpan(index: events.count, owner: owner))
    events.append(
      TimelineTrace.Event(
        phase: .complete, name: name, category: category, timestamp: TraceClock.now(),
        processID: processID, arguments: arguments))
  }

  /// Ends the innermost open span of `owner`, and every span open inside it.
  private func end(_ owner: Owner) {
    closeWrite()
    guard let position = open.lastIndex(where: { $0.owner == owner }) else { return }
    let now = TraceClock.now()
    while open.count > position {
      let span = open.removeLast()
      events[span.index].duration = now - events[span.index].timestamp
    }
  }

  /// Begins the span of an interaction or an action (`tap "Save"`, `onChange(of: Int) in Root`).
  func beginActivity(_ trigger: Trigger) {
    let category =
      switch trigger {
      case .interaction: "interaction"
      case .action: "action"
      case .initialRender, .rootReplaced, .externalWrite: "host"
      }
    begin(trigger.description, category: category, owner: .activity)
  }

  func endActivity() { end(.activity) }

  // MARK: Passes

  func beginPass(triggers: [Trigger]) {
    begin(
      "pass", category: "pass", owner: .pass,
      arguments: ["triggers": triggers.map(\.description).joined(separator: ", ")])
  }

  /// Ends the open pass, named by the recorder's number for it; a pass the recorder did not keep
  /// (`number` is `nil`: nothing ran) leaves no span if nothing happened inside it.
  func endPass(number: Int?) {
    guard let position = open.lastIndex(where: { $0.owner == .pass }) else { return }
    let index = open[position].index
    if let number {
      events[index].name = "pass \(number)"
      events[index].arguments["pass"] = String(number)
      end(.pass)
    } else if index == events.count - 1 && write == nil {
      open.remove(at: position)
      events.removeLast()
    } else {
      end(.pass)
    }
  }

  // MARK: Bodies

  /// A body began: its span, and the end of every arrow pointing at it.
  func beginBody(of node: Node, _ evaluation: BodyEvaluation) {
    let id = ObjectIdentifier(node)
    begin(
      evaluation.viewType, category: "body", owner: .body(id),
      arguments: [
        "path": evaluation.path,
        "reasons": evaluation.reasons.map(\.description).joined(separator: "; "),
      ])
    for flow in pendingFlows.removeValue(forKey: id) ?? [] {
      events.append(
        TimelineTrace.Event(
          phase: .flowEnd, name: "invalidates", category: "invalidation",
          timestamp: TraceClock.now(), flowID: flow, processID: processID))
    }
  }

  /// `node` finished running. Nodes without a body run too; only a body span of `node` ends.
  /// Arrows still waiting for the node are dropped: it ran without a body (a built-in view that
  /// reads a source, such as a text field), which records and traces do not list.
  func endRun(of node: Node) {
    let id = ObjectIdentifier(node)
    let owner = Owner.body(id)
    if let top = open.last, top.owner == owner || open.contains(where: { $0.owner == owner }) {
      end(owner)
    }
    pendingFlows[id] = nil
  }

  /// `node` left the tree: arrows still pointing at it reach no body.
  func forget(_ node: Node) {
    pendingFlows[ObjectIdentifier(node)] = nil
  }

  // MARK: Writes

  /// A write to `source` invalidated `node`: the write's span (begun at its first reader) and an
  /// arrow from it to the node's next body.
  ///
  /// A source invalidates its readers in the order of its `observers`, so the readers of one
  /// write come with increasing observer indices; a reader at an index not after the previous
  /// one, another source, or any other event in between, means a new write.
  func recordInvalidation(of node: Node, by source: Source, change: SourceChange, trigger: Trigger)
  {
    let sourceID = ObjectIdentifier(source)
    let observerIndex = node.sourceIndex(of: source)
    let continues =
      if let write, write.source == sourceID, let last = write.lastObserverIndex,
        let observerIndex
      {
        observerIndex > last
      } else {
        false
      }
    if !continues {
      begin(
        change.description, category: "write", owner: .write,
        arguments: [
          "source": change.name, "old value": change.oldValue, "new value": change.newValue,
          "trigger": trigger.description,
        ])
      write = OpenWrite(source: sourceID, lastObserverIndex: nil, lastArrow: .zero)
    }
    let flow = Self.nextFlowID
    Self.nextFlowID += 1
    let now = TraceClock.now()
    events.append(
      TimelineTrace.Event(
        phase: .flowStart, name: "invalidates", category: "invalidation", timestamp: now,
        flowID: flow, processID: processID))
    pendingFlows[ObjectIdentifier(node), default: []].append(flow)
    write?.lastObserverIndex = observerIndex
    write?.lastArrow = now
  }

  /// Ends the open write at its last arrow.
  private func closeWrite() {
    guard let write else { return }
    self.write = nil
    guard let span = open.popLast() else { return }
    assert(span.owner == .write, "the open write is not the innermost span")
    events[span.index].duration = write.lastArrow - events[span.index].timestamp
  }
}

extension Node {
  /// The index of this node's edge in `source.observers`, if it read `source`.
  fileprivate func sourceIndex(of source: Source) -> Int? {
    dependencies.first { $0.source === source }?.observerIndex
  }
}
