import Synchronization
import Testing

/// Expects `body` to record issues, each with a message that contains every string in
/// `fragments` (and, when `location` is given, recorded there). An issue with another message or
/// location fails the test, and so does no issue at all.
@MainActor
func expectIssue(
  containing fragments: [String], at location: SourceLocation? = nil,
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) rethrows {
  try withKnownIssue(sourceLocation: sourceLocation) {
    try body()
  } matching: { issue in
    let message = issue.comments.map(\.rawValue).joined(separator: "\n")
    let isAtLocation = location.map { issue.sourceLocation == $0 } ?? true
    return isAtLocation && fragments.allSatisfy(message.contains)
  }
}

/// A source location no test code is at, to check that helpers report where they are told to.
func elsewhere(line: Int = 1_000) -> SourceLocation {
  SourceLocation(
    fileID: "CellGraphTestingTests/Elsewhere.swift", filePath: "/elsewhere/Elsewhere.swift",
    line: line, column: 1)
}

/// The messages of every issue `body` records, in order; none of them fails the test.
@MainActor
func recordedIssues(_ body: () throws -> Void) rethrows -> [String] {
  let messages = IssueMessages()
  try withKnownIssue(isIntermittent: true) {
    try body()
  } matching: { issue in
    messages.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return messages.all
}

/// Issue messages gathered by a matcher, which may run on any thread.
private final class IssueMessages: Sendable {
  private let storage = Mutex<[String]>([])

  func append(_ message: String) {
    storage.withLock { $0.append(message) }
  }

  var all: [String] { storage.withLock { $0 } }
}
