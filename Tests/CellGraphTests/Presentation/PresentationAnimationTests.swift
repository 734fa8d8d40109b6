import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A screen whose sheet is dismissed inside `withAnimation`.
private struct AnimatedSheetScreen: View {
  let log: EventLog
  @StateCell var isPresented = true
  @StateCell var taps = 0
  var body: some View {
    VStack {
      Button("Tapped \(taps)") { taps += 1 }
    }
    .sheet(
      isPresented: $isPresented, onDismiss: { log.events.append("onDismiss") },
      content: {
        Button("Close") { withAnimation { isPresented = false } }
          .onDisappear { log.events.append("sheet disappeared") }
      })
  }
}

@MainActor
@Suite struct PresentationAnimationTests {
  @Test("A sheet dismissed inside withAnimation leaves at once; the presenter takes taps again")
  func animatedDismissal() throws {
    let log = EventLog()
    let host = ViewHost.testing(AnimatedSheetScreen(log: log))
    try host.tap("Close")
    host.flush()
    #expect(host.presentations.isEmpty, "the sheet is no view of the presenter to fade out")
    #expect(log.events == ["sheet disappeared", "onDismiss"])
    try host.tap("Tapped 0")
    #expect(host.text.contains("Tapped 1"))
  }
}
