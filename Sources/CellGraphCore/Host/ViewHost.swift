/// Hosts a view tree headlessly: owns its graph, runs update passes, renders text, performs
/// interactions and counts body evaluations.
///
/// The counterpart of a hosting controller, without a screen. Creating a host evaluates the whole
/// tree once and runs the appear actions. After that, writes only mark views dirty; the host
/// updates them in `flush()`, which `text` and every interaction call first.
///
/// ```swift
/// let host = ViewHost(Counter())
/// print(host.text)                         // Count: 0 [Increment]
///
/// host.resetEvaluations()
/// try host.tap("Increment")
/// host.flush()
/// #expect(host.evaluations(of: Counter.self) == 1)
/// #expect(host.text == "Count: 1 [Increment]")
/// ```
@MainActor
public final class ViewHost {
  package let graph = Graph()
  private let root: Node
  private let replaceRoot: (Any) -> Bool
  /// The change log set by `printChanges(of:to:)`, if any.
  var changeLog: ChangeLog?
  /// The last string `text` returned, with the text generation it was built at: valid while no
  /// node's text was re-rendered since.
  private var cachedText: (string: String, generation: UInt64)?

  /// Hosts `rootView`, evaluates it and runs its appear actions; the public initializers (in
  /// `CellGraph`: `ViewHost(_:environment:recordingEvaluations:viewport:viewportColumns:)`)
  /// call this one.
  ///
  /// The engine knows no feature, so the features set the host up: `prepare` runs once the host
  /// and its root node exist and before anything is evaluated, installs the features the host
  /// needs from the start (its settings, its screen, a trace), and returns the root's
  /// environment.
  package init<Root: View>(
    root rootView: Root, recordingEvaluations: Bool,
    prepare: (ViewHost) -> EnvironmentValues
  ) {
    if recordingEvaluations { graph.recorder = EvaluationRecorder() }
    let node = PrimitiveNode(
      view: HostRoot(content: rootView), info: ViewTypeInfo.of(HostRoot<Root>.self),
      graph: graph, parent: nil, key: .content)
    root = node
    graph.rootNode = node
    replaceRoot = { [unowned node] newRoot in
      guard let newRoot = newRoot as? Root else { return false }
      node.receive(HostRoot(content: newRoot), environment: node.environment, force: false)
      return true
    }
    node.environment = prepare(self)
    graph.perform(as: .initialRender) {
      graph.recorder?.beginPass(adding: .initialRender)
      node.run(.appeared)
      graph.recorder?.endPass()
      graph.flush()
    }
  }

  isolated deinit {
    graph.tearDown(root)
  }

  // MARK: Updating

  /// Runs update passes until every dirty view is up to date and every queued action has run.
  ///
  /// Unless ``flushesAutomatically`` is on, passes never run on their own: writes mark views
  /// dirty, and `flush()` (or `text`, or the next interaction) brings them up to date. Writes made
  /// by the actions it runs are included. When the passes settle, the text of every view they
  /// evaluated is re-rendered; the whole text is assembled when `text` is read.
  public func flush() {
    graph.flush()
    // A flush ends an event, as a run-loop pass does: undo groups opened by event are closed.
    graph.endEvent()
  }

  /// Whether a write has marked views dirty (or queued actions) since the last flush.
  public var hasPendingUpdates: Bool { graph.hasPendingWork }

  /// Whether writes schedule a flush on the main actor by themselves, like a run loop would.
  ///
  /// Off by default, so tests decide when passes run. Turn it on in programs that let `.task`
  /// work or other asynchronous code change state: the first write after an idle period schedules
  /// one main-actor job that flushes; every write until it runs joins the same pass.
  ///
  /// ```swift
  /// let host = ViewHost(Dashboard())
  /// host.flushesAutomatically = true
  /// ```
  public var flushesAutomatically = false {
    didSet {
      graph.onFirstScheduledNode =
        flushesAutomatically ? { [weak self] in self?.scheduleAutomaticFlush() } : nil
    }
  }

  /// The scheduled automatic flush, until it has run (tests await it).
  private(set) var automaticFlush: Task<Void, Never>?

  private func scheduleAutomaticFlush() {
    guard automaticFlush == nil else { return }
    automaticFlush = Task { @MainActor [weak self] in
      guard let self else { return }
      self.automaticFlush = nil
      self.flush()
    }
  }

  /// Replaces the root view with a new value of the same type, as a parent re-creating its child.
  ///
  /// The root is compared with the previous one and re-evaluated only if it changed; its state is
  /// kept. A root of a different type is ignored and reported.
  ///
  /// ```swift
  /// host.setRoot(Greeting(name: "Grace"))
  /// ```
  public func setRoot<Root: View>(_ rootView: Root) {
    graph.perform(as: .rootReplaced) {
      graph.recorder?.beginPass(adding: .rootReplaced)
      defer { graph.recorder?.endPass() }
      if !replaceRoot(rootView) {
        graph.report(
          Diagnostic(
            kind: .rootTypeMismatch,
            message: """
              setRoot(_:) was given a \(typeName(Root.self)), but the host's root view has \
              another type; the root was left unchanged. Create a new ViewHost instead.
              """))
      }
      graph.flush()
    }
  }

  /// Waits for running `.task` work and the passes it causes, until nothing is pending.
  ///
  /// Deterministic: it runs the change notifications other threads have handed to the main actor
  /// so far (a model or a store changed in the background), flushes, then awaits each running
  /// task to completion, and repeats. A task that never finishes (an endless loop) keeps
  /// `settle()` waiting.
  ///
  /// ```swift
  /// await Task.detached { store[.count] = 42 }.value
  /// await host.settle()  // the readers of "count" have re-run
  /// ```
  public func settle() async {
    await graph.settle()
    // Settling ends an event, as flush() does; what its end starts (a document's autosave) is
    // waited for too.
    graph.endEvent()
    await graph.settle()
  }

  // MARK: Text

  /// The current text of the whole tree, after any pending pass.
  ///
  /// Only the text of views re-evaluated since the last read is recomputed; the rest comes from
  /// each node's cache. See Docs/TextForm.md for the form of every built-in view.
  public var text: String {
    flush()
    // With a screen size, the text is drawn at the frames of the layout in points.
    var blocks = graph.existingFeature(GeometryState.self)?.placedText() ?? root.text
    // Features lay their layers over the screen (presented sheets, framed after it).
    for feature in graph.features.all { blocks = feature.screenText(over: blocks) }
    // The root's text was not re-rendered since the last read: the same string.
    if let cachedText, cachedText.generation == graph.textGeneration { return cachedText.string }
    let text = TextLayout.string(from: blocks)
    cachedText = (text, graph.textGeneration)
    return text
  }

  // MARK: Evaluations and diagnostics

  /// How many times the body of a view of type `type` ran (all identities together), since the
  /// host was created or since the last `resetEvaluations()`.
  ///
  /// Custom `ViewModifier` types count their `body(content:)` evaluations.
  ///
  /// ```swift
  /// host.resetEvaluations()
  /// try host.toggle("Row 3")
  /// host.flush()
  /// #expect(host.evaluations(of: Row.self) == 1)
  /// ```
  public func evaluations<V>(of type: V.Type) -> Int {
    guard let index = ViewTypeInfo.existingIndex(of: type) else { return 0 }
    return graph.evaluations(ofTypeAt: index)
  }

  /// Sets every evaluation count to zero and empties ``updateRecords``.
  public func resetEvaluations() {
    graph.resetEvaluations()
    graph.recorder?.reset()
  }

  /// The misuse the host detected and survived, oldest first.
  public var diagnostics: [Diagnostic] { graph.diagnostics }

  /// Called with each diagnostic as the host records it, for tools that react at once (the
  /// `CellGraphTesting` module turns them into test issues).
  ///
  /// ```swift
  /// host.onDiagnostic = { print("warning:", $0.message) }
  /// ```
  public var onDiagnostic: (@MainActor (Diagnostic) -> Void)? {
    get { graph.onDiagnostic }
    set { graph.onDiagnostic = newValue }
  }

  /// Forgets the diagnostics recorded so far.
  public func clearDiagnostics() {
    graph.clearDiagnostics()
  }

  /// How many passes one `flush()` may run before the host decides the updates never settle and
  /// reports an `updateLoop` diagnostic. 100 by default.
  public var maximumPassesPerFlush: Int {
    get { graph.maximumPassesPerFlush }
    set { graph.maximumPassesPerFlush = max(newValue, 1) }
  }

  package var rootNode: Node { root }

  /// Whether the host uses its dependency graph. `true` by default.
  ///
  /// **For benchmarks only.** When `false`, every change re-evaluates every body and re-renders
  /// every view's text, as a runtime without dependency tracking would: the baseline that shows
  /// what the graph saves.
  ///
  /// ```swift
  /// let naive = ViewHost(Rows(count: 10_000))
  /// naive.tracksDependencies = false
  /// ```
  public var tracksDependencies: Bool {
    get { !graph.evaluatesEverything }
    set { graph.evaluatesEverything = !newValue }
  }
}
