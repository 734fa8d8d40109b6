import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Shows whether the button is held down, through a view with a body of its own, so that the
/// host counts how often the style's body is re-made.
private struct PressedStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      PressMark(isPressed: configuration.isPressed)
    }
  }
}

private struct PressMark: View {
  let isPressed: Bool
  var body: some View { Text(isPressed ? " (down)" : " (up)") }
}

private struct Screen: View {
  @StateCell var saves = 0
  @StateCell var locked = false
  var body: some View {
    VStack {
      Button("Save") { saves += 1 }.buttonStyle(PressedStyle()).disabled(locked)
      Button("Other") {}.buttonStyle(PressedStyle())
      Button("Lock") { locked = true }
      Text("saves \(saves)")
    }
  }
}

@MainActor
@Suite struct ButtonPressTests {
  @Test("A held button's style sees isPressed in an update of its own; releasing runs the action")
  func pressAndRelease() throws {
    let host = ViewHost.testing(Screen())
    #expect(host.text == "Save (up)\nOther (up)\n[Lock]\nsaves 0")
    host.resetEvaluations()
    try host.press("Save")
    // ButtonStyleConfiguration.isPressed: "A Boolean that indicates whether the user is
    // currently pressing the button"
    // (developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed).
    #expect(host.text == "Save (down)\nOther (up)\n[Lock]\nsaves 0")
    #expect(host.evaluations(of: PressMark.self) == 1, "only the held button's style re-ran")
    #expect(
      host.evaluations(of: Screen.self) == 0, "holding a button writes no state of the screen")
    host.resetEvaluations()
    try host.release()
    // ButtonStyle keeps "standard interaction behavior": the action runs when the press ends
    // inside the button, not when it starts (developer.apple.com/documentation/swiftui/buttonstyle).
    #expect(host.text == "Save (up)\nOther (up)\n[Lock]\nsaves 1")
    #expect(host.evaluations(of: PressMark.self) == 1, "the release re-made the held style once")
  }

  @Test("Holding and releasing are two updates, each recorded with its own trigger")
  func pressAndReleaseAreSeparateUpdates() throws {
    let host = ViewHost.testing(Screen())
    host.resetEvaluations()
    try host.press("Save")
    host.flush()
    try host.release()
    host.flush()
    // Each interaction is its own update, as a touch-down and a touch-up are two events in
    // SwiftUI: the style's body sees true in the first and false in the second
    // (developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed).
    let triggers = host.updateRecords.flatMap { $0.triggers.map(\.description) }
    #expect(triggers == ["press \"Save\"", "release \"Save\""])
    #expect(
      host.updateRecords.allSatisfy { $0.evaluations.map(\.viewType).contains("PressMark") },
      "each update re-made the held button's style")
  }

  @Test("A held button that becomes disabled is let go without running its action")
  func disabledWhileHeld() throws {
    let host = ViewHost.testing(Screen())
    try host.press("Save")
    try host.tap("Lock")
    #expect(throws: InteractionError.self) { try host.release() }
    // A disabled button "doesn't respond to user interaction"
    // (developer.apple.com/documentation/swiftui/view/disabled(_:)): its action does not run,
    // and its style no longer sees it pressed.
    #expect(host.text == "Save (up)\nOther (up)\n[Lock]\nsaves 0")
    #expect(throws: InteractionError.self) { try host.release() }
  }

  @Test("A tap presses and releases in one step: the style never shows the button down")
  func tapIsNotHeld() throws {
    let host = ViewHost.testing(Screen())
    try host.tap("Save")
    #expect(host.text == "Save (up)\nOther (up)\n[Lock]\nsaves 1")
  }

  @Test("Releasing with no button held throws and runs nothing")
  func releaseWithoutPress() throws {
    let host = ViewHost.testing(Screen())
    #expect(throws: InteractionError.self) { try host.release() }
    #expect(host.text == "Save (up)\nOther (up)\n[Lock]\nsaves 0")
  }

  @Test("Pressing a disabled button throws, as tapping it does")
  func disabledPress() throws {
    let host = ViewHost.testing(Button("Off") {}.buttonStyle(PressedStyle()).disabled(true))
    #expect(throws: InteractionError.self) { try host.press("Off") }
    #expect(host.text == "Off (up)")
  }
}
