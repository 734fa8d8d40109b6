import CellGraph
import CellGraphTesting
import Testing

// The capture behind this module's tests of failing expectations: what it returns, and what it
// leaves alone.

private struct Greeting: View {
  var body: some View { Text("Hello") }
}

@MainActor
@Suite struct IssueReporterTests {
  @Test("A capture returns each failure of an expectation in order, with where it was reported")
  func capturesInOrder() {
    let host = ViewHost.testing(Greeting())
    let issues = IssueReporter.capturing {
      host.expectText("Goodbye", sourceLocation: elsewhere(line: 1))
      host.expectText("Hello")
      host.expectText("Hi", sourceLocation: elsewhere(line: 2))
    }
    #expect(issues.map(\.sourceLocation.line) == [1, 2])
    #expect(issues.allSatisfy { $0.message.contains("The text differs from the expectation") })
  }

  @Test("A nested capture takes its own issues; the outer one gets only those reported outside it")
  func nestedCaptures() {
    let host = ViewHost.testing(Greeting())
    var inner: [IssueReporter.CapturedIssue] = []
    let outer = IssueReporter.capturing {
      inner = IssueReporter.capturing {
        host.expectText("Inner", sourceLocation: elsewhere(line: 10))
      }
      host.expectText("Outer", sourceLocation: elsewhere(line: 20))
    }
    #expect(inner.map(\.sourceLocation.line) == [10])
    #expect(outer.map(\.sourceLocation.line) == [20])
  }

  @Test("An expectation that holds reports nothing")
  func nothingToCapture() {
    let host = ViewHost.testing(Greeting())
    #expect(IssueReporter.capturing { host.expectText("Hello") }.isEmpty)
  }
}
