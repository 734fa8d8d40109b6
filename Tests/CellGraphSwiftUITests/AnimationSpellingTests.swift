import CellGraphSwiftUI
import CellGraphTesting
import Testing

// Written as SwiftUI code: SwiftUI's spellings only.

private struct Toast: View {
  @State private var isShowing = true
  @State private var dismissals = 0

  var body: some View {
    VStack {
      if isShowing {
        Text("Saved")
          .transition(.move(edge: .top).combined(with: .opacity))
      }
      Text("Dismissed \(dismissals) times")
      Button("Dismiss") {
        withAnimation(.easeOut(duration: 0.25)) {
          isShowing = false
        } completion: {
          dismissals += 1
        }
      }
    }
    .animation(.snappy, value: isShowing)
  }
}

@MainActor
@Suite struct AnimationSpellingTests {
  @Test(
    "The implicit animation times the toast's removal; the explicit one times the completion")
  func toastDismissal() throws {
    let host = ViewHost(Toast())
    try host.tap("Dismiss")
    #expect(host.text == "Saved (leaving)\nDismissed 0 times\n[Dismiss]")
    host.advance(by: .milliseconds(250))
    #expect(host.text == "Saved (leaving)\nDismissed 1 times\n[Dismiss]")
    host.advance(by: .milliseconds(250))
    #expect(host.text == "Dismissed 1 times\n[Dismiss]")
  }
}
