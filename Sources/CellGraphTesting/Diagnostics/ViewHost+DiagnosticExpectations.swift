import CellGraph
import Testing

extension ViewHost {
  /// Runs `action` and expects it to cause a diagnostic of each kind listed; those diagnostics are
  /// let through instead of becoming issues.
  ///
  /// Pending writes are flushed first, then `action` runs and the host flushes, so diagnostics
  /// raised by the passes the action causes count. Diagnostics of other kinds go where they would
  /// have gone without this call: on a host made by
  /// ``testing(_:environment:allowingDiagnostics:sourceLocation:)``, they become issues. Each
  /// kind listed that was not reported records an issue at the caller. The diagnostics stay in
  /// `ViewHost.diagnostics` as always.
  ///
  /// ```swift
  /// let host = ViewHost.testing(NotesView())
  /// try host.tap("Save")
  /// try host.expectDiagnostics(.duplicateID) {
  ///   try host.tap("Save")  // a second note titled "": a repeated ForEach id
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - kinds: The kinds that must be reported, each at least once.
  ///   - sourceLocation: Where to report a missing diagnostic; the caller's line by default.
  ///   - action: The code that misuses state on purpose.
  /// - Returns: The diagnostics of the listed kinds that `action` caused.
  @discardableResult
  public func expectDiagnostics(
    _ kinds: Diagnostic.Kind..., sourceLocation: SourceLocation = #_sourceLocation,
    during action: () throws -> Void
  ) rethrows -> [Diagnostic] {
    flush()
    let previous = onDiagnostic
    let collector = DiagnosticCollector(kinds: Set(kinds), forwardingTo: previous)
    onDiagnostic = { collector.receive($0) }
    defer { onDiagnostic = previous }
    try action()
    flush()
    let missing = kinds.reduce(into: [Diagnostic.Kind]()) { missing, kind in
      if !missing.contains(kind), !collector.expected.contains(where: { $0.kind == kind }) {
        missing.append(kind)
      }
    }
    if !missing.isEmpty {
      IssueReporter.record(collector.missingMessage(missing), sourceLocation: sourceLocation)
    }
    return collector.expected
  }
}

/// Sorts the diagnostics reported during ``ViewHost.expectDiagnostics(_:sourceLocation:during:)``:
/// the expected kinds are kept, the others are passed on.
@MainActor
private final class DiagnosticCollector {
  let kinds: Set<Diagnostic.Kind>
  let forward: (@MainActor (Diagnostic) -> Void)?
  private(set) var expected: [Diagnostic] = []
  private(set) var others: [Diagnostic] = []

  init(kinds: Set<Diagnostic.Kind>, forwardingTo forward: (@MainActor (Diagnostic) -> Void)?) {
    self.kinds = kinds
    self.forward = forward
  }

  func receive(_ diagnostic: Diagnostic) {
    if kinds.contains(diagnostic.kind) {
      expected.append(diagnostic)
    } else {
      others.append(diagnostic)
      forward?(diagnostic)
    }
  }

  func missingMessage(_ missing: [Diagnostic.Kind]) -> String {
    let names = missing.map { "[\($0.rawValue)]" }.joined(separator: ", ")
    let reported = expected + others
    let listing =
      reported.isEmpty
      ? "No diagnostic was reported."
      : "Reported:\n" + reported.map { "  \($0)" }.joined(separator: "\n")
    let expectation =
      missing.count == 1
      ? "Expected a \(names) diagnostic, but the action did not cause one."
      : "Expected \(names) diagnostics, but the action did not cause them."
    return "\(expectation) \(listing)"
  }
}
