import CellGraphTesting
import Testing

// These helpers check that an expectation of CellGraphTesting *fails*, and how, with ordinary
// assertions: the expectation's issues are captured (`IssueReporter.capturing`) instead of
// being recorded, so a passing check leaves no issue, known or not, in the run's summary.

/// Expects `body` to report at least one issue through CellGraphTesting's expectations, each with
/// a message that contains every string in `fragments` (and, when `location` is given, reported
/// there). No issue, or an issue with another message or location, fails the test.
@MainActor
func expectIssue(
  containing fragments: [String], at location: SourceLocation? = nil,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
  let issues = try IssueReporter.capturing(body)
  #expect(
    !issues.isEmpty, "the expectation should have failed, reporting an issue",
    sourceLocation: sourceLocation)
  for issue in issues {
    let missing = fragments.filter { !issue.message.contains($0) }
    #expect(
      missing.isEmpty, "the issue should say \(missing); it says:\n\(issue.message)",
      sourceLocation: sourceLocation)
    if let location {
      #expect(
        issue.sourceLocation == location, "the issue should be reported at the given location",
        sourceLocation: sourceLocation)
    }
  }
}

/// A source location no test code is at, to check that helpers report where they are told to.
func elsewhere(line: Int = 1_000) -> SourceLocation {
  SourceLocation(
    fileID: "CellGraphTestingTests/Elsewhere.swift", filePath: "/elsewhere/Elsewhere.swift",
    line: line, column: 1)
}

/// The messages of every issue CellGraphTesting's expectations report during `body`, in order;
/// none of them fails the test.
@MainActor
func recordedIssues(_ body: () throws -> Void) rethrows -> [String] {
  try IssueReporter.capturing(body).map(\.message)
}
