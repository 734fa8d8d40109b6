import CellGraph
import CellGraphTesting
import Testing

// Docs/Testing.md, "Was this change animated?": its blocks, verbatim.

struct BannerScreen: View {
  @StateCell private var isShown = true

  var body: some View {
    VStack {
      if isShown { Text("Banner") }
      Button("Dismiss") {
        withAnimation(.easeOut(duration: 0.3)) { isShown = false }
      }
    }
  }
}

@MainActor
@Suite struct GuideAnimationSnippets {
  @Test("Dismissing the banner animates it, and removes it when the clock passes")
  func bannerDismissal() throws {
    let host = ViewHost(BannerScreen(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Dismiss")
    host.flush()
    let animations = host.updateRecords.flatMap(\.evaluations).map(\.animation)
    #expect(animations == [.easeOut(duration: 0.3)])  // the screen's body ran animated
    #expect(host.text == "Banner (leaving)\n[Dismiss]")  // shown while its transition runs
    host.advance(by: .milliseconds(300))  // the transition ends; onDisappear would run now
    #expect(host.text == "[Dismiss]")
  }
}
