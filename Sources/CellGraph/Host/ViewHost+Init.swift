import CellGraphCore

extension ViewHost {
  /// Hosts `rootView`, evaluates it and runs its appear actions.
  ///
  /// ```swift
  /// let host = ViewHost(Counter())
  /// print(host.text)                         // Count: 0 [Increment]
  /// ```
  ///
  /// - Parameters:
  ///   - rootView: The view at the top of the tree.
  ///   - environment: The environment the root view starts from (defaults for every key). Its
  ///     `colorScheme`, `locale`, `timeZone`, `calendar`, `scenePhase` and `openURL` are the
  ///     initial values of the host's settings (see `colorScheme` and the others).
  ///   - recordingEvaluations: Whether to record every pass (``updateRecords``) from the first
  ///     render on.
  ///   - viewport: The lines of the screen scroll views show (``viewportLines``; 24 if `nil`).
  ///   - viewportColumns: The columns of the screen (``viewportColumns``; 80 if `nil`).
  public convenience init<Root: View>(
    _ rootView: Root, environment: EnvironmentValues = EnvironmentValues(),
    recordingEvaluations: Bool = false,
    viewport: Int? = nil, viewportColumns: Int? = nil
  ) {
    self.init(root: rootView, recordingEvaluations: recordingEvaluations) { host in
      let graph = host.graph
      graph.resizeViewport(lines: viewport, columns: viewportColumns)
      let settings = HostEnvironment(over: environment, graph: graph)
      graph.install(settings)
      // A Foundation timer started by the tree's code is reported (the clock cannot drive it).
      graph.userCodeObserver = FoundationTimerWatch(graph: graph)
      host.startTracingFromEnvironment(rootType: Root.self)
      return settings.values
    }
  }

  /// The entries of the root environment the host's settings control (see
  /// `ViewHost+Environment.swift`).
  var hostEnvironment: HostEnvironment { graph.feature(HostEnvironment.self) }
}
