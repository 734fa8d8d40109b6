import CellGraph
import Testing

/// Exact body expectations: which bodies ran, by view type and count or by identity path, and
/// nothing else.
///
/// Every body expectation is a *checkpoint*: when it returns, the host's records (and evaluation
/// counts) are reset, so the next expectation sees only what happened after it. The records it
/// checked are returned, for a closer look.
///
/// On failure each records one issue at the caller, listing what ran unexpectedly (with the
/// recorded reasons, pass and triggers), what did not run, and what ran as expected:
///
/// ```
/// Expected .view(Editor) to run; 3 bodies ran in 1 pass.
/// Ran unexpectedly:
///   NotesView: NotesView.notes changed ([] → ["Milk"])  [pass 3: tap "Save"]
///   NotesView/VStack/ForEach[id: Milk]/NoteRow: appeared  [pass 3: tap "Save"]
/// Ran as expected:
///   .view(Editor): expected 1, ran 1
///     NotesView/VStack/Editor: NotesView.draft changed (Milk → )  [pass 3: tap "Save"]
/// ```
extension ViewHost {
  /// Runs `action` and expects exactly the bodies listed to run because of it: no other body,
  /// and each as many times as listed.
  ///
  /// Pending writes are flushed first (what they cause is not the action's), the records are
  /// reset, `action` runs, and the host flushes: every pass the action causes counts, including
  /// those of the `onChange` and `onAppear` actions it sets off. Recording is switched on if it
  /// was off. Work that `.task` modifiers start runs later: for it, use
  /// ``expectLastUpdate(ran:sourceLocation:)`` after `await host.settle()`.
  ///
  /// ```swift
  /// try host.expectBodies(.path("NotesView/VStack/Editor")) {
  ///   try host.type("Milk", into: "Title")
  /// }
  /// try host.expectBodies(.view(NotesView.self), .view(NoteRow.self), .view(Editor.self)) {
  ///   try host.tap("Save")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expected: The bodies that must run; `.view(NoteRow.self)` means once, `.view(NoteRow.self,
  ///     times: 2)` twice.
  ///   - sourceLocation: Where to report a mismatch; the caller's line by default.
  ///   - action: The code under test: interactions, writes through bindings, `setRoot(_:)`.
  /// - Returns: The records of the passes `action` caused.
  @discardableResult
  public func expectBodies(
    _ expected: BodyExpectation..., sourceLocation: SourceLocation = #_sourceLocation,
    during action: () throws -> Void
  ) rethrows -> [UpdateRecord] {
    try run(action)
    return check(expected, sourceLocation: sourceLocation)
  }

  /// Runs `action` and expects no body to run because of it.
  ///
  /// The same as ``expectBodies(_:sourceLocation:during:)`` with nothing listed: a toggle whose
  /// binding only the `Toggle` itself reads, or a write of an equal value, passes.
  ///
  /// ```swift
  /// try host.expectNoBodies {
  ///   try host.toggle("Milk")
  /// }
  /// ```
  ///
  /// - Returns: The records of the passes `action` caused (views skipped, if any).
  @discardableResult
  public func expectNoBodies(
    sourceLocation: SourceLocation = #_sourceLocation, during action: () throws -> Void
  ) rethrows -> [UpdateRecord] {
    try run(action)
    return check([], sourceLocation: sourceLocation)
  }

  /// Expects exactly the bodies listed to have run in the last update.
  ///
  /// *The last update* is everything the host recorded since its previous checkpoint — its
  /// creation (so the first render is the first update), `resetEvaluations()`, or the previous
  /// body expectation — after flushing pending writes. Use it where a closure does not fit: after
  /// `await host.settle()`, or to check the first render.
  ///
  /// ```swift
  /// let host = ViewHost.testing(NotesView())
  /// host.expectLastUpdate(ran: .view(NotesView.self), .view(Editor.self))  // first render
  ///
  /// try host.type("Milk", into: "Title")
  /// host.expectLastUpdate(ran: .view(Editor.self))
  /// ```
  ///
  /// The host must record evaluations: a host made by
  /// ``ViewHost.testing(_:environment:allowingDiagnostics:sourceLocation:)`` does, otherwise pass
  /// `recordingEvaluations: true`. If it does not, this records an issue saying so and switches
  /// recording on for the next update.
  ///
  /// - Returns: The records of the last update.
  @discardableResult
  public func expectLastUpdate(
    ran expected: BodyExpectation..., sourceLocation: SourceLocation = #_sourceLocation
  ) -> [UpdateRecord] {
    flush()
    guard isRecordingEvaluations else {
      IssueReporter.record(
        """
        This host does not record body evaluations, so the last update cannot be checked; \
        recording is now on for the next one. Create the host with ViewHost.testing(_:) or \
        ViewHost(_:recordingEvaluations: true).
        """,
        sourceLocation: sourceLocation)
      isRecordingEvaluations = true
      return []
    }
    return check(expected, sourceLocation: sourceLocation)
  }

  private func run(_ action: () throws -> Void) rethrows {
    flush()
    isRecordingEvaluations = true
    resetEvaluations()
    try action()
    flush()
  }

  private func check(
    _ expected: [BodyExpectation], sourceLocation: SourceLocation
  ) -> [UpdateRecord] {
    let records = Array(updateRecords)
    resetEvaluations()
    let report = BodyReport(records: records, expectations: expected)
    if !report.isSatisfied {
      IssueReporter.record(report.message, sourceLocation: sourceLocation)
    }
    return records
  }
}
