import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Shows the content transition it reads from the environment.
struct ContentTransitionReader: View {
  @EnvironmentCell(\.contentTransition) var transition

  var body: some View { Text("\(transition)") }
}

/// A counter whose label rolls as a number.
struct RollingCounter: View {
  @StateCell var count = 0

  var body: some View {
    VStack {
      Text("\(count)").contentTransition(.numericText(value: Double(count)))
      ContentTransitionReader().contentTransition(.numericText(value: Double(count)))
      ContentTransitionReader()
      Button("Add") { withAnimation { count += 1 } }
    }
  }
}

@MainActor
@Suite struct ContentTransitionTests {
  @Test("contentTransition is recorded in the environment; the text shows the new content at once")
  func recordedInEnvironment() throws {
    let host = ViewHost.testing(RollingCounter())
    // EnvironmentValues.contentTransition: "The current method of animating the contents of
    // views." Its default is .identity.
    // https://developer.apple.com/documentation/swiftui/environmentvalues/contenttransition
    #expect(host.text == "0\nnumericText(value: 0.0)\nidentity\n[Add]")
    try host.tap("Add")
    host.flush()
    #expect(host.text == "1\nnumericText(value: 1.0)\nidentity\n[Add]")
  }

  @Test("Every content transition reads as its SwiftUI spelling")
  func spellings() {
    // ContentTransition's static members: identity, opacity, interpolate, numericText(countsDown:),
    // numericText(value:), symbolEffect.
    // https://developer.apple.com/documentation/swiftui/contenttransition
    #expect(
      [
        ContentTransition.identity, .opacity, .interpolate, .numericText(),
        .numericText(countsDown: true), .numericText(value: 2), .symbolEffect,
      ].map(\.description) == [
        "identity", "opacity", "interpolate", "numericText(countsDown: false)",
        "numericText(countsDown: true)", "numericText(value: 2.0)", "symbolEffect",
      ])
    #expect(ContentTransition.opacity == .opacity)
    #expect(ContentTransition.opacity != .identity)
  }
}
