/// Turns what a graph does into `UpdateRecord`s, while a host records evaluations.
///
/// The graph reports events as they happen — a write invalidated a node, a parent gave a node a
/// different value, a node replaced another, a body ran, a node was skipped — and the recorder
/// gathers, per node, the reasons it has not yet accounted for, so that when the node's body runs
/// it can say every reason at once. Without a recorder attached, each of these reports costs the
/// graph one nil check.
@MainActor
package final class EvaluationRecorder {
  package init() {}

  /// How many recorders are attached to graphs. Writes describe their old and new values only
  /// while this is positive: `String(describing:)` is far too slow for the hot path.
  // `@exclusivity(unchecked)`: read by every state write; main-actor only, and its accesses
  // (a read, an increment, a decrement) call nothing while they last.
  @exclusivity(unchecked) private(set) static var attachedCount = 0
  package static var isAnyAttached: Bool { attachedCount > 0 }

  private(set) var records: [UpdateRecord] = []
  /// Called with each evaluation as it is recorded, and the view type's identity (the change
  /// log).
  var onEvaluation: ((BodyEvaluation, ObjectIdentifier) -> Void)?
  /// The host's timeline while it traces (`ViewHost.startTracing()`), told of every event here.
  var tracer: (any GraphTracer)?
  /// Whether passes are kept as `records` (`ViewHost.isRecordingEvaluations`); a recorder that
  /// only feeds a tracer keeps none, so tracing does not change what the host records. Switching
  /// it on starts the numbering of passes again, as a new recorder would.
  package var keepsRecords = true {
    didSet {
      if keepsRecords && !oldValue { passCount = 0 }
      if !keepsRecords { records.removeAll() }
    }
  }
  /// The evaluation recorded last and its node, for `_printChanges()` inside the running body.
  private(set) var lastEvaluation: (node: ObjectIdentifier, evaluation: BodyEvaluation)?

  private var passCount = 0
  private var open: OpenPass?
  private var pendingTriggers: [Trigger] = []
  private var causes: [ObjectIdentifier: [SourceChange]] = [:]
  private var inputFields: [ObjectIdentifier: [String]] = [:]
  private var replacedPaths: [ObjectIdentifier: String] = [:]

  private struct OpenPass {
    var triggers: [Trigger]
    var evaluations: [BodyEvaluation] = []
    var skipped: [SkippedView] = []
  }

  func attach() { Self.attachedCount += 1 }
  func detach() { Self.attachedCount -= 1 }

  // MARK: Passes

  /// Starts a pass. Its triggers are those of the writes since the last pass, then `trigger`
  /// (the first render, a new root) if given.
  func beginPass(adding trigger: Trigger? = nil) {
    if open != nil { endPass() }
    var triggers = pendingTriggers
    pendingTriggers.removeAll()
    if let trigger { triggers.append(trigger) }
    open = OpenPass(triggers: triggers.isEmpty ? [.externalWrite] : triggers)
    tracer?.beginPass(triggers: open?.triggers ?? [])
  }

  /// Closes the pass and keeps its record, if anything ran or was skipped.
  func endPass() {
    guard let pass = open else { return }
    open = nil
    guard !pass.evaluations.isEmpty || !pass.skipped.isEmpty else {
      tracer?.endPass(number: nil)
      return
    }
    passCount += 1
    tracer?.endPass(number: passCount)
    guard keepsRecords else { return }
    records.append(
      UpdateRecord(
        pass: passCount, triggers: pass.triggers, evaluations: pass.evaluations,
        skipped: pass.skipped))
  }

  // MARK: Events

  /// A write to `source` (described by `change`) invalidated `node`, during `trigger`.
  func recordInvalidation(
    of node: Node, by source: Source, change: SourceChange, trigger: Trigger
  ) {
    causes[ObjectIdentifier(node), default: []].append(change)
    tracer?.recordInvalidation(of: node, by: source, change: change, trigger: trigger)
    if !pendingTriggers.contains(trigger) { pendingTriggers.append(trigger) }
  }

  /// The parent gave `node` a different value; `fields` are the stored properties that differ.
  func noteInputChange(of node: Node, fields: [String]) {
    inputFields[ObjectIdentifier(node)] = fields
  }

  /// `node` was created in place of the node at `previousPath` (an identity change).
  func noteReplacement(of node: Node, previousPath: String) {
    replacedPaths[ObjectIdentifier(node)] = previousPath
  }

  /// A body ran for `node` (a view's body, or a custom modifier's, named `viewType`).
  func recordEvaluation(
    of node: Node, viewType: String, typeID: ObjectIdentifier, reason: EvaluationReason,
    type: Any.Type? = nil
  ) {
    let id = ObjectIdentifier(node)
    var reasons: [Reason] = []
    if reason == .appeared {
      if let previous = replacedPaths.removeValue(forKey: id) {
        reasons.append(.identityChanged(previousPath: previous))
      } else {
        reasons.append(.appeared)
      }
    } else {
      for change in causes[id] ?? [] where !reasons.contains(.sourceChanged(change)) {
        reasons.append(.sourceChanged(change))
      }
      if let fields = inputFields[id] { reasons.append(.inputChanged(fields: fields)) }
      if node.flags.contains(.environmentReplaced) { reasons.append(.environmentReplaced) }
      if reasons.isEmpty { reasons.append(.inputChanged(fields: [])) }
    }
    causes[id] = nil
    inputFields[id] = nil
    let evaluation = BodyEvaluation(
      path: node.identityPath, viewType: viewType, reasons: reasons, viewTypeID: typeID,
      properties: type.map(ChangedProperties.of),
      animation: TransactionContext.current?.animation)
    lastEvaluation = (id, evaluation)
    if open == nil { beginPass() }
    open?.evaluations.append(evaluation)
    tracer?.beginBody(of: node, evaluation)
    onEvaluation?(evaluation, typeID)
  }

  /// A node's parent re-ran but gave it the same input, so it kept its subtree as it was. The
  /// record lists the bodies that did not run because of it: the node itself if it has a body,
  /// otherwise the nearest bodies below it (a skipped stack skips its rows).
  func recordSkip(of node: Node) {
    if open == nil { beginPass() }
    func collect(_ node: Node) {
      if node.hasBody {
        open?.skipped.append(
          SkippedView(
            path: node.identityPath, viewType: node.displayName,
            viewTypeID: node.displayTypeID))
      } else {
        for child in node.children { collect(child) }
      }
    }
    collect(node)
    inputFields[ObjectIdentifier(node)] = nil
  }

  /// `node` left the tree: forget what was pending for it (its address may be reused).
  func forget(_ node: Node) {
    let id = ObjectIdentifier(node)
    causes[id] = nil
    inputFields[id] = nil
    replacedPaths[id] = nil
    tracer?.forget(node)
  }

  /// The reasons and triggers recorded for the writes of an update that is set aside to run
  /// later, in its own transaction (see `Graph+Transactions.swift`).
  struct SetAside {
    fileprivate let causes: [ObjectIdentifier: [SourceChange]]
    fileprivate let triggers: [Trigger]
  }

  /// Takes the pending reasons of `nodes` and the pending triggers: they belong to an update
  /// that runs later, and are given back by `restore(_:)` when it does.
  func setAside(_ nodes: [Node]) -> SetAside {
    var taken: [ObjectIdentifier: [SourceChange]] = [:]
    for node in nodes {
      let id = ObjectIdentifier(node)
      if let changes = causes.removeValue(forKey: id) { taken[id] = changes }
    }
    defer { pendingTriggers.removeAll() }
    return SetAside(causes: taken, triggers: pendingTriggers)
  }

  /// Gives back what `setAside(_:)` took, before the update it belongs to runs.
  func restore(_ setAside: SetAside) {
    for (id, changes) in setAside.causes {
      causes[id, default: []].insert(contentsOf: changes, at: 0)
    }
    for trigger in setAside.triggers where !pendingTriggers.contains(trigger) {
      pendingTriggers.append(trigger)
    }
  }

  /// Forgets every record (pending reasons are kept: they belong to the next pass).
  func reset() {
    records.removeAll()
  }
}
