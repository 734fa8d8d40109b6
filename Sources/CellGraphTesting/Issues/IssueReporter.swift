import Synchronization
import Testing

/// Where every failure of a CellGraphTesting expectation goes: to Swift Testing as an issue, or,
/// inside ``IssueReporter/capturing(_:)``, into a list the caller reads.
///
/// Capturing exists so that this module's own tests can assert that an expectation *fails*, and
/// with which message, as ordinary passing assertions. Swift Testing's only public way to do that
/// is `withKnownIssue`, which counts every such failure in the run's summary as a known issue: a
/// clean run would end by listing, as if they were bugs, failures that are the tested behaviour.
///
/// The capture is a task-local value: it covers the issues reported by the code `body` runs
/// synchronously, on the task that calls `capturing(_:)`, and nothing else (tests running in
/// parallel keep reporting their own issues).
package enum IssueReporter {
  /// An issue that an expectation reported while a capture was active.
  package struct CapturedIssue: Sendable, Equatable {
    /// The issue's comment: the whole failure message.
    package let message: String
    /// Where the expectation reported it.
    package let sourceLocation: SourceLocation
  }

  /// The issues captured so far, shared between the capture and the reports it covers.
  ///
  /// A class so that a report made deep inside `body` lands in the caller's list; the mutex
  /// makes it `Sendable`, which a task-local value must be.
  private final class Capture: Sendable {
    private let issues = Mutex<[CapturedIssue]>([])

    func append(_ issue: CapturedIssue) {
      issues.withLock { $0.append(issue) }
    }

    var all: [CapturedIssue] { issues.withLock { $0 } }
  }

  @TaskLocal private static var capture: Capture?

  /// Reports a failed expectation: records a Swift Testing issue at `sourceLocation`, or adds it
  /// to the active capture.
  static func record(_ message: String, sourceLocation: SourceLocation) {
    if let capture {
      capture.append(CapturedIssue(message: message, sourceLocation: sourceLocation))
    } else {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }

  /// Runs `body` and returns the issues CellGraphTesting's expectations reported during it, in
  /// order, instead of recording them. Issues recorded by other means (`#expect`, a thrown
  /// error) are not captured.
  package static func capturing(_ body: () throws -> Void) rethrows -> [CapturedIssue] {
    let capture = Capture()
    try $capture.withValue(capture) { try body() }
    return capture.all
  }
}
