import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Draws the label between angle brackets, with the role and the pressed state it was given.
private struct AngleStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("<")
      configuration.label
      Text(">")
      Text(configuration.role.map { " \($0)" } ?? "")
      Text(configuration.isPressed ? " pressed" : "")
    }
  }
}

/// Runs the action twice per tap, through a button of the next style out.
private struct TwiceStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.trigger()
      configuration.trigger()
    } label: {
      configuration.label
    }
  }
}

/// Wraps the button of the next style out in braces.
private struct BracedStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("{")
      Button(configuration)
      Text("}")
    }
  }
}

/// Shows the label with no way to trigger the action.
private struct InertStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
  }
}

/// Triggers on a double tap of the label.
private struct DoubleTapStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.onTapGesture(count: 2) { configuration.trigger() }
  }
}

private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    Button("Add \(count)") { count += 1 }
  }
}

private struct Screen: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Button("Delete", role: .destructive) {}
      Text("count \(count)")
    }
    .buttonStyle(AngleStyle())
  }
}

@MainActor
@Suite struct ButtonStyleTests {
  @Test("A ButtonStyle's body replaces the button's text form, with the label and role it gets")
  func bodyReplacesTextForm() {
    let host = ViewHost.testing(Screen())
    // ButtonStyle.makeBody(configuration:): "Creates a view that represents the body of a
    // button"; ButtonStyleConfiguration.role: "An optional semantic role that describes the
    // button's purpose" (developer.apple.com/documentation/swiftui/buttonstyleconfiguration).
    #expect(host.text == "<Add>\n<Delete> destructive\ncount 0")
  }

  @Test("A button drawn by a ButtonStyle is still tapped by its label and runs its action")
  func tapThroughStyle() throws {
    let host = ViewHost.testing(Screen())
    // ButtonStyle: "a button style that applies standard interaction behavior"
    // (developer.apple.com/documentation/swiftui/buttonstyle).
    try host.tap("Add")
    #expect(host.text == "<Add>\n<Delete> destructive\ncount 1")
    #expect(try host.find(text: "<Add>").typeName.hasPrefix("Button"))
  }

  @Test("isPressed is false whenever the host evaluates the style: a tap has no held moment")
  func isPressedIsFalse() throws {
    let host = ViewHost.testing(Screen())
    try host.tap("Add")
    // ButtonStyleConfiguration.isPressed: "whether the user is currently pressing the button";
    // the host's tap presses and releases in one step (Docs/Limitations.md).
    #expect(!host.text.contains("pressed"))
  }

  @Test("trigger() runs the button's action; the style's own button is the one tapped")
  func triggerRunsAction() throws {
    let host = ViewHost.testing(
      VStack {
        Counter()
      }.buttonStyle(TwiceStyle()))
    // PrimitiveButtonStyleConfiguration.trigger(): "Performs the button's action"
    // (developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()).
    #expect(host.text == "[Add 0]")
    try host.tap("Add 0")
    #expect(host.text == "[Add 2]")
    #expect(host.controls == ["button \"Add 2\""], "the styled button itself is not tapped")
  }

  @Test("A primitive style that never triggers leaves a button that cannot be tapped")
  func inertStyle() {
    let host = ViewHost.testing(Counter().buttonStyle(InertStyle()))
    // PrimitiveButtonStyle: the style defines the interaction
    // (developer.apple.com/documentation/swiftui/primitivebuttonstyle).
    #expect(host.text == "Add 0")
    #expect(throws: InteractionError.self) { try host.tap("Add 0") }
  }

  @Test("A primitive style that triggers from a tap gesture is tapped through that gesture")
  func gestureStyle() throws {
    let host = ViewHost.testing(Counter().buttonStyle(DoubleTapStyle()))
    // PrimitiveButtonStyle: "Specify a style that defines a custom interaction" — here a double
    // tap (developer.apple.com/documentation/swiftui/primitivebuttonstyle).
    #expect(throws: InteractionError.self) { try host.tap("Add 0", count: 1) }
    #expect(host.text == "Add 0", "a single tap is not the style's interaction")
    try host.tap("Add 0", count: 2)
    #expect(host.text == "Add 1")
  }

  @Test("Button(configuration) is styled by the next style out, then the built-in form")
  func stylesCompose() throws {
    let host = ViewHost.testing(
      Counter().buttonStyle(BracedStyle()).buttonStyle(AngleStyle()).buttonStyle(BracedStyle()))
    // Button(_ configuration:): "Creates a button based on a configuration for a style with a
    // custom appearance and custom interaction behavior"
    // (developer.apple.com/documentation/swiftui/button, "Creating a button with a
    // configuration"); the innermost style wins.
    #expect(host.text == "{<Add 0>}")
    try host.tap("Add 0")
    #expect(host.text == "{<Add 1>}")
  }

  @Test("A style reaches every button below it; a built-in style further in wins")
  func inheritance() {
    struct Nested: View {
      var body: some View {
        VStack {
          Button("Outer") {}
          HStack {
            Button("Inner") {}.buttonStyle(.borderedProminent)
          }
        }
        .buttonStyle(AngleStyle())
      }
    }
    // View.buttonStyle(_:): "Sets the style for buttons within this view"
    // (developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1).
    #expect(ViewHost.testing(Nested()).text == "<Outer>\n[Inner]")
  }

  @Test("A built-in style's makeBody gives the built-in form, and a tap through it runs the action")
  func builtInMakeBody() throws {
    struct Wrapped: PrimitiveButtonStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
          Text("*")
          BorderedButtonStyle().makeBody(configuration: configuration)
        }
      }
    }
    let host = ViewHost.testing(Counter().buttonStyle(Wrapped()))
    #expect(host.text == "*[Add 0]")
    try host.tap("Add 0")
    #expect(host.text == "*[Add 1]")
  }

  @Test("A disabled styled button refuses a tap")
  func disabled() {
    let host = ViewHost.testing(Counter().buttonStyle(AngleStyle()).disabled(true))
    #expect(throws: InteractionError.self) { try host.tap("Add 0") }
  }

  @Test("A label with state keeps it through the style")
  func labelState() throws {
    struct Screen: View {
      var body: some View {
        Button {
        } label: {
          Counter()
        }
        .buttonStyle(AngleStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text == "<[Add 0]>")
    try host.tap("Add 0")
    #expect(host.text == "<[Add 1]>")
  }
}
