import CellGraphCore

/// Timeline traces: what each interaction wrote, which bodies each write invalidated, and how
/// long every pass and body took (see ``TimelineTrace``).
extension ViewHost {
  /// Whether the host is recording a ``TimelineTrace``.
  public var isTracing: Bool { graph.tracer != nil }

  /// Starts recording a timeline of the host's updates, readable from ``trace``.
  ///
  /// Tracing is separate from ``isRecordingEvaluations``: it uses the same events but keeps no
  /// records unless the host records too, so ``updateRecords`` read the same with or without it.
  /// To trace the first render too, set the environment variable `CELLGRAPH_TRACE` to a file path
  /// before the host is created.
  ///
  /// ```swift
  /// let host = ViewHost(Counter())
  /// host.startTracing()
  /// try host.tap("Increment")
  /// host.flush()
  /// try host.writeTrace(to: "counter.json")   // open it in ui.perfetto.dev
  /// ```
  public func startTracing() {
    guard graph.tracer == nil else { return }
    attachTracingRecorder()
    graph.tracer = Tracer(rootType: graph.rootNode?.children.first?.displayName ?? "root")
  }

  /// Stops tracing and returns the timeline recorded since ``startTracing()``; ``trace`` is empty
  /// afterwards. A host traced through `CELLGRAPH_TRACE` keeps its place in that file.
  ///
  /// ```swift
  /// let timeline = host.stopTracing()
  /// print(timeline.outline)
  /// ```
  @discardableResult
  public func stopTracing() -> TimelineTrace {
    let trace = self.trace
    graph.tracer = nil
    // A recorder that only fed the trace goes with it: a host that does not record pays nothing.
    // One that also gathers the causes `_printChanges()` prints stays.
    if graph.recorder?.keepsRecords == false && !graph.bodyChanges.isGatheringCauses {
      graph.recorder = nil
    }
    return trace
  }

  /// The timeline recorded since ``startTracing()``, with any span still open ended now.
  ///
  /// ```swift
  /// host.startTracing()
  /// try host.tap("Increment")
  /// host.flush()
  /// print(host.trace.outline)
  /// // tap "Increment"
  /// //   write Counter.count changed (0 → 1) ─▶ Counter
  /// // pass 1 (tap "Increment")
  /// //   Counter: Counter.count changed (0 → 1)
  /// ```
  public var trace: TimelineTrace {
    (graph.tracer as? Tracer)?.trace ?? TimelineTrace(events: [])
  }

  /// Writes ``trace`` to `path` in the Chrome trace-event format, for Perfetto
  /// (ui.perfetto.dev) or `chrome://tracing`.
  ///
  /// ```swift
  /// try host.writeTrace(to: "/tmp/counter.json")
  /// ```
  public func writeTrace(to path: String) throws {
    try trace.write(to: path)
  }

  /// Starts tracing before the first render when `CELLGRAPH_TRACE` names a file (called by
  /// `init`).
  func startTracingFromEnvironment(rootType: Any.Type) {
    guard TraceFile.path != nil else { return }
    attachTracingRecorder()
    let tracer = Tracer(rootType: typeName(rootType))
    graph.tracer = tracer
    TraceFile.adopt(tracer)
    graph.install(TraceFileEntry(graph: graph))
  }

  /// Gives the graph a recorder for the tracer to listen to, keeping no records, unless it has
  /// one.
  private func attachTracingRecorder() {
    guard graph.recorder == nil else { return }
    let recorder = EvaluationRecorder()
    recorder.keepsRecords = false
    graph.recorder = recorder
  }
}

/// A host in the `CELLGRAPH_TRACE` file: when it is torn down, the file is written again, with
/// its timeline complete.
@MainActor
private final class TraceFileEntry: GraphFeature {
  private unowned(unsafe) let graph: Graph

  init(graph: Graph) {
    self.graph = graph
  }

  func graphWillTearDown() {
    guard let tracer = graph.tracer as? Tracer, TraceFile.contains(tracer) else { return }
    TraceFile.hostTornDown()
  }
}
