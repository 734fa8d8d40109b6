/// What a host's timeline hears of its graph while it traces: the same events its recorder sees,
/// as they happen (`EvaluationRecorder` reports them), and the end of each node's run (`Node.run`
/// reports it, with one check of `graph.tracer`).
///
/// The engine reports; an exporter (the tracing feature's `Tracer`, which writes Chrome's trace
/// format) adopts this protocol and turns the events into spans and arrows.
///
///     ViewHost.tap ─▶ beginActivity("tap \"Save\"")
///       write ─▶ recordInvalidation(of: Row#3, by: box, …)   (an arrow to Row#3's next body)
///       flush ─▶ beginPass ─▶ beginBody(of: Row#3, …) ─▶ endRun(of: Row#3) ─▶ endPass
///     ─▶ endActivity()
@MainActor
package protocol GraphTracer: AnyObject {
  /// An interaction, an action or the first render began: a span named by `trigger`.
  func beginActivity(_ trigger: Trigger)
  /// The innermost activity ended.
  func endActivity()
  /// A pass began, applying the writes of `triggers`.
  func beginPass(triggers: [Trigger])
  /// The pass ended; `number` is its number in the records, or `nil` if it evaluated nothing.
  func endPass(number: Int?)
  /// `node`'s body began, for the reasons in `evaluation`.
  func beginBody(of node: Node, _ evaluation: BodyEvaluation)
  /// `node` finished running (a body or not).
  func endRun(of node: Node)
  /// `node` left the tree.
  func forget(_ node: Node)
  /// A write to `source` invalidated `node`.
  func recordInvalidation(of node: Node, by source: Source, change: SourceChange, trigger: Trigger)
}

extension Graph {
  /// Runs `body` inside a span named by `trigger` (an interaction, an action, the first render)
  /// when the host traces; otherwise just runs it. Called only while the host records, so a host
  /// that does not record never reaches it.
  func traced<Result>(_ trigger: Trigger, _ body: () throws -> Result) rethrows -> Result {
    guard let tracer else { return try body() }
    tracer.beginActivity(trigger)
    defer { tracer.endActivity() }
    return try body()
  }
}
