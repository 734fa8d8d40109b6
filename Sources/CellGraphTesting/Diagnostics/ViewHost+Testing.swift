import CellGraph
import Testing

extension ViewHost {
  /// A host made for a test: it records every pass from the first render on, and turns every
  /// diagnostic into a test issue at the line that created it.
  ///
  /// A diagnostic means the code under test misused state (wrote it during `body`, repeated a
  /// `ForEach` id, …) and the runtime fell back to something safe; a test should not pass by
  /// accident of that fallback. Diagnostics reported during the first render become issues too.
  ///
  /// ```swift
  /// @Test("Saving adds a row")
  /// func saving() throws {
  ///   let host = ViewHost.testing(NotesView())
  ///   try host.type("Milk", into: "Title")
  ///   try host.tap("Save")
  ///   host.expectText(
  ///     """
  ///     Notes: 1
  ///     [ ] Milk
  ///     Title: []
  ///     0 characters
  ///     [Save]
  ///     """)
  /// }
  /// ```
  ///
  /// **Storage.** Unless `environment` provides a store, the host gets a fresh `InMemoryStore`
  /// of its own, so `StorageCell`s in the tree never touch the user's files and tests running in
  /// parallel do not see each other's values.
  ///
  /// **Opting out.** When a test causes a diagnostic on purpose, wrap the code that causes it in
  /// ``expectDiagnostics(_:sourceLocation:during:)``: those kinds are let through (and must
  /// happen). To let every diagnostic through for the whole test, pass
  /// `allowingDiagnostics: true` and read `ViewHost.diagnostics` yourself.
  ///
  /// ```swift
  /// let host = ViewHost.testing(NotesView(), allowingDiagnostics: true)
  /// try host.tap("Save")
  /// try host.tap("Save")
  /// host.flush()
  /// #expect(host.diagnostics.map(\.kind) == [.duplicateID])
  /// ```
  ///
  /// - Parameters:
  ///   - root: The view at the top of the tree.
  ///   - environment: The environment the root view starts from.
  ///   - allowingDiagnostics: Whether diagnostics are only kept on the host (`true`) instead of
  ///     also being recorded as issues (`false`, the default).
  ///   - sourceLocation: Where diagnostics are reported; the caller's line by default.
  public static func testing<Root: View>(
    _ root: Root, environment: EnvironmentValues = EnvironmentValues(),
    allowingDiagnostics: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewHost {
    var environment = environment
    if !environment.providesStorage { environment.storage = InMemoryStore(name: "test store") }
    let host = ViewHost(root, environment: environment, recordingEvaluations: true)
    // Every layout the host keeps up to date is checked against one made from scratch.
    host.graph.geometry.checksIncrementalLayout = { difference in
      IssueReporter.record(difference, sourceLocation: sourceLocation)
    }
    guard !allowingDiagnostics else { return host }
    let report: @MainActor (Diagnostic) -> Void = { diagnostic in
      IssueReporter.record(unexpectedDiagnosticMessage(diagnostic), sourceLocation: sourceLocation)
    }
    for diagnostic in host.diagnostics { report(diagnostic) }
    host.onDiagnostic = report
    return host
  }
}

/// The issue recorded for a diagnostic no test expected: what happened, and both ways to let it
/// through.
func unexpectedDiagnosticMessage(_ diagnostic: Diagnostic) -> String {
  let place = diagnostic.path.map { " at \($0)" } ?? ""
  return """
    Unexpected diagnostic [\(diagnostic.kind.rawValue)]\(place): \(diagnostic.message)
    If the test causes it on purpose, wrap that code in \
    host.expectDiagnostics(.\(diagnostic.kind.rawValue)) { … }, or create the host with \
    ViewHost.testing(_:allowingDiagnostics: true).
    """
}
