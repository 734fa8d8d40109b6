import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `transaction(value:_:)`: the transform applies to the updates in which the value changed.
///
/// Source: SwiftUI's `transaction(value:_:)`: "Applies the given transaction mutation function
/// to all animations used within the view" when `value` changes.
@MainActor
@Suite struct ValueTransactionTests {
  @Test("The transform changes the transaction only of updates in which the value changed")
  func transformOnChange() throws {
    let host = ViewHost.testing(Watched())
    host.resetEvaluations()
    try host.tap("Change watched")
    host.flush()
    // The value changed: the transform set the animation for the subtree's update.
    #expect(host.updateRecords.last?.evaluations.last?.animation == .easeIn(duration: 0.2))
    host.resetEvaluations()
    try host.tap("Change other")
    host.flush()
    // The value did not change: the update keeps its own (unanimated) transaction.
    #expect(host.updateRecords.last?.evaluations.last?.animation == nil)
  }
}

private struct Watched: View {
  @StateCell var watched = 0
  @StateCell var other = 0

  var body: some View {
    VStack {
      Shown(watched: watched, other: other)
        .transaction(value: watched) { $0.animation = .easeIn(duration: 0.2) }
      Button("Change watched") { watched += 1 }
      Button("Change other") { other += 1 }
    }
  }
}

private struct Shown: View {
  let watched: Int
  let other: Int

  var body: some View { Text("\(watched) \(other)") }
}
