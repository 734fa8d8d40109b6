import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Shows whether the button is held down.
private struct PressedStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      configuration.label
      Text(configuration.isPressed ? " (down)" : " (up)")
    }
  }
}

private struct Screen: View {
  @StateCell var saves = 0
  var body: some View {
    VStack {
      Button("Save") { saves += 1 }.buttonStyle(PressedStyle())
      Button("Other") {}.buttonStyle(PressedStyle())
      Text("saves \(saves)")
    }
  }
}

@MainActor
@Suite struct ButtonPressTests {
  @Test("A held button's style sees isPressed in an update of its own; releasing runs the action")
  func pressAndRelease() throws {
    let host = ViewHost.testing(Screen())
    #expect(host.text == "Save (up)\nOther (up)\nsaves 0")
    try host.press("Save")
    // ButtonStyleConfiguration.isPressed: "A Boolean that indicates whether the user is
    // currently pressing the button"
    // (developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed).
    #expect(host.text == "Save (down)\nOther (up)\nsaves 0")
    #expect(host.evaluations(of: Button<Text>.self) == 1, "only the held button re-ran")
    try host.release()
    // ButtonStyle keeps "standard interaction behavior": the action runs when the press ends
    // inside the button, not when it starts (developer.apple.com/documentation/swiftui/buttonstyle).
    #expect(host.text == "Save (up)\nOther (up)\nsaves 1")
  }

  @Test("A tap presses and releases in one step: the style never shows the button down")
  func tapIsNotHeld() throws {
    let host = ViewHost.testing(Screen())
    try host.tap("Save")
    #expect(host.text == "Save (up)\nOther (up)\nsaves 1")
  }

  @Test("Releasing with no button held throws and runs nothing")
  func releaseWithoutPress() throws {
    let host = ViewHost.testing(Screen())
    #expect(throws: InteractionError.self) { try host.release() }
    #expect(host.text == "Save (up)\nOther (up)\nsaves 0")
  }

  @Test("Pressing a disabled button throws, as tapping it does")
  func disabledPress() throws {
    let host = ViewHost.testing(Button("Off") {}.buttonStyle(PressedStyle()).disabled(true))
    #expect(throws: InteractionError.self) { try host.press("Off") }
    #expect(host.text == "Off (up)")
  }
}
