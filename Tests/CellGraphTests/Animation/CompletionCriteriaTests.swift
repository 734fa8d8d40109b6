import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `Animation.logicallyComplete(after:)` and `withAnimation(_:completionCriteria:_:completion:)`:
/// `.logicallyComplete` completions run at the animation's logical end, `.removed` ones when it
/// and the views it removed are gone.
///
/// Sources: SwiftUI's `Animation.logicallyComplete(after:)` ("Causes the animation to report
/// logical completion after the specified duration, if it has not already logically
/// completed"); `AnimationCompletionCriteria.logicallyComplete` ("The animation has logically
/// completed, but may still be in its long tail") and `.removed` ("The entire animation is
/// finished and will now be removed").
@MainActor
@Suite struct CompletionCriteriaTests {
  @Test("logicallyComplete(after:) makes the logical duration shorter, never longer")
  func logicalDuration() {
    // SwiftUI: "if it has not already logically completed" — the sooner of the two.
    #expect(
      Animation.linear(duration: 2).logicallyComplete(after: 0.5).logicalDuration == .seconds(0.5))
    #expect(
      Animation.linear(duration: 1).logicallyComplete(after: 3).logicalDuration == .seconds(1))
    #expect(Animation.linear(duration: 2).logicallyComplete(after: 0.5).duration == .seconds(2))
    #expect(
      Animation.linear.repeatForever().logicallyComplete(after: 1).logicalDuration == .seconds(1))
  }

  @Test("A .logicallyComplete completion runs at the logical end, a .removed one at the end")
  func criteriaRunAtTheirMoments() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(CriteriaScreen(log: log))
    try host.tap("Go")
    host.flush()
    #expect(log.events.isEmpty)
    host.advance(by: .seconds(0.5))
    // AnimationCompletionCriteria.logicallyComplete: logically complete, "may still be in its
    // long tail".
    #expect(log.events == ["logical"])
    host.advance(by: .seconds(1.5))
    // AnimationCompletionCriteria.removed: "the entire animation is finished".
    #expect(log.events == ["logical", "removed"])
  }

  @Test("A .removed completion waits for a view leaving with a longer transition animation")
  func removedWaitsForLeavingViews() throws {
    let log = ViewsEventLog()
    let host = ViewHost.testing(CriteriaScreen(log: log))
    try host.tap("Hide")
    host.flush()
    host.advance(by: .seconds(1))
    // The animation ended at 1 s, but the view it removed leaves over 3 s (its transition's
    // own animation): `.removed` means the views it removed are gone.
    #expect(log.events == ["logical"])
    host.advance(by: .seconds(2))
    #expect(log.events == ["logical", "removed"])
    #expect(!host.text.contains("Panel"))
  }
}

private struct CriteriaScreen: View {
  @StateCell var value = 0
  @StateCell var isShown = true
  let log: ViewsEventLog

  var body: some View {
    VStack {
      Text("value \(value)")
      if isShown {
        Text("Panel").transition(.opacity.animation(.linear(duration: 3)))
      }
      Button("Go") {
        withAnimation(.linear(duration: 2).logicallyComplete(after: 0.5)) {
          value += 1
        } completion: {
          log.append("logical")
        }
        withAnimation(.linear(duration: 2), completionCriteria: .removed) {
          value += 1
        } completion: {
          log.append("removed")
        }
      }
      Button("Hide") {
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.addAnimationCompletion(criteria: .logicallyComplete) { log.append("logical") }
        transaction.addAnimationCompletion(criteria: .removed) { log.append("removed") }
        withTransaction(transaction) { isShown = false }
      }
    }
  }
}
