import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A button style whose body is its label followed by a spacer: one view, no brackets.
private struct WideStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
    }
  }
}

/// A toggle style whose body is its label and a state word, spread across the row.
private struct WordToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      Text(configuration.isOn ? "on" : "off")
    }
  }
}

/// A toggle that can be flipped from the host, reporting its frame.
private struct WifiToggle: View {
  let frames: LayoutFrames
  @StateCell var isOn = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Toggle("Wi-Fi", isOn: $isOn).measured("toggle", in: frames)
      Text("Below").measured("below", in: frames)
    }
  }
}

/// Buttons and toggles laid out in points with a screen size (Docs/TextForm.md, "Controls at
/// their frames"): a control's label is laid out inside its marks.
@MainActor
@Suite struct ControlLayoutTests {
  @Test("A spacer in a button's label stretches the button to the list row's width")
  func buttonLabelWithSpacer() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      List {
        Button {
        } label: {
          SpacedRow(name: "Inbox", value: "3").measured("label", in: frames)
        }
        .measured("button", in: frames)
      }, columns: 20, lines: 2)
    // Apple, `Button`: "You can create a button with a label that's any view", and the button
    // is as large as its label; Apple, `Spacer`: "A flexible space that expands along the major
    // axis of its containing stack layout". The row is proposed the list's 160 points, the
    // label that less the two bracket columns (144 points, one cell after `[`).
    #expect(frames["button"] == "0,0 160×22")
    #expect(frames["label"] == "8,0 144×22")
    #expect(host.text == "[Inbox            3]")
  }

  @Test("A label that takes the width it is offered stretches the button")
  func buttonLabelMaxWidth() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      VStack {
        Button {
        } label: {
          Text("Save").frame(maxWidth: .infinity).measured("label", in: frames)
        }
      }, columns: 20, lines: 1)
    // Apple, `frame(minWidth:idealWidth:maxWidth:…)`: a frame with `maxWidth: .infinity` takes
    // the width it is offered (144 points inside the brackets) and centres its content.
    #expect(frames["label"] == "8,0 144×22")
    #expect(host.text == "[       Save       ]")
  }

  @Test("A view measuring itself inside a button's label reports a frame on the grid")
  func geometryInsideButtonLabel() {
    let frames = LayoutFrames()
    _ = ViewHost.testing(
      VStack(alignment: .leading, spacing: 0) {
        Text("Title")
        Button {
        } label: {
          Text("Go").measured("go", in: frames)
        }
        .measured("button", in: frames)
      }, columns: 20, lines: 3)
    // Apple, `onGeometryChange(for:of:action:)`: the action gets the view's geometry; the
    // label sits one cell (8 points) right of the button's leading edge, behind `[`; the
    // `VStack` of no spacing puts the button right below the title's 22 points.
    #expect(frames["button"] == "0,22 32×22")
    #expect(frames["go"] == "8,22 16×22")
  }

  @Test("A button shows its role and disabled state after its label's frame")
  func buttonRoleAndDisabled() {
    let host = ViewHost.testing(
      VStack(alignment: .leading) {
        Button("Delete", role: .destructive) {}
        Button("Save") {}.disabled(true)
      }, columns: 30, lines: 2)
    // The text form's marks (Docs/TextForm.md, "Controls"), after the label's frame.
    #expect(host.text == "[Delete] (destructive)\n[Save] (disabled)")
  }

  @Test("A button whose label is several views is drawn as its text")
  func buttonSeveralLabelViews() {
    let host = ViewHost.testing(
      Button {
      } label: {
        Text("Send")
        Text("now")
      }, columns: 20, lines: 1)
    // The fallback: a label of several views has no one frame to lay out inside the brackets,
    // so the button is its text form's line (Docs/Limitations.md).
    #expect(host.text == "[Send now]")
  }

  @Test("A button style's body of one view is laid out as that view")
  func styledButton() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      Button("Go") {}.buttonStyle(WideStyle()).measured("button", in: frames),
      columns: 20, lines: 1)
    // Apple, `ButtonStyle.makeBody(configuration:)`: "Creates a view that represents the body
    // of a button": the body, an HStack with a spacer, takes the 160 points offered.
    #expect(frames["button"] == "0,0 160×22")
    #expect(host.text == "Go")
  }

  @Test("A toggle takes its row's width, its label leading and its box trailing")
  func toggleInForm() {
    let host = ViewHost.testing(
      Form { Toggle("Wi-Fi", isOn: .constant(true)) }, columns: 20, lines: 1)
    // Apple, `SwitchToggleStyle`: "A toggle style that displays a leading label and a trailing
    // switch"; the form proposes the toggle its 160 points, the box ends at column 20.
    #expect(host.text == "Wi-Fi            [x]")
  }

  @Test("A toggle offered no width is as wide as its label and its box")
  func toggleIdealWidth() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      Toggle("Wi-Fi", isOn: .constant(false)).fixedSize().measured("toggle", in: frames),
      columns: 20, lines: 1)
    // Apple, `fixedSize()`: "Fixes this view at its ideal size": the label, a space, the box
    // (5 + 1 + 3 columns of 8 points).
    #expect(frames["toggle"] == "0,0 72×22")
    #expect(host.text == "Wi-Fi [ ]")
  }

  @Test("Flipping a toggle redraws its box and lays out nothing else")
  func toggleFlipKeepsLayout() throws {
    let frames = LayoutFrames()
    let host = ViewHost.testing(WifiToggle(frames: frames), columns: 20, lines: 2)
    #expect(host.text == "Wi-Fi            [ ]\nBelow")
    let before = host.graph.geometry.sizeComputations
    try host.toggle("Wi-Fi")
    host.flush()
    // Apple, `Toggle`: the box shows the bound value; its size holds, so the stack and the
    // text below are not asked again (the kept layout, KeptLayoutTests).
    #expect(host.text == "Wi-Fi            [x]\nBelow")
    #expect(host.graph.geometry.sizeComputations - before <= 8)
    #expect(frames["toggle"] == "0,0 160×22")
    #expect(frames["below"] == "0,22 40×22")
  }

  @Test("A toggle style's body of one view is laid out as that view")
  func styledToggle() {
    let host = ViewHost.testing(
      Toggle("Sound", isOn: .constant(true)).toggleStyle(WordToggleStyle()),
      columns: 20, lines: 1)
    // Apple, `ToggleStyle.makeBody(configuration:)`: the body replaces the toggle; its spacer
    // puts the state word at the trailing edge.
    #expect(host.text == "Sound             on")
  }

  @Test("A picker puts its label leading and its choice at the row's trailing edge")
  func pickerInForm() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      Form {
        Picker("Flavor", selection: .constant(1)) {
          Text("Vanilla").tag(0)
          Text("Mint").tag(1)
        }
        .measured("picker", in: frames)
      }, columns: 24, lines: 1)
    // Apple, `GroupedFormStyle`: "Rows in this form style have leading aligned labels and
    // trailing aligned controls"; `PickerStyle.menu`: "The button itself indicates the
    // selected option". The options are in the closed menu, not drawn.
    #expect(frames["picker"] == "0,0 192×22")
    #expect(host.text == "Flavor:         [Mint ▾]")
  }

  @Test("A screen of a toggle, a button and a group box draws each stretched to the screen")
  func controlsScreen() {
    let screen = VStack(spacing: 0) {
      Toggle("Wi-Fi", isOn: .constant(true))
      Button {
      } label: {
        SpacedRow(name: "Inbox", value: "3")
      }
      GroupBox("Storage") { SpacedRow(name: "Used", value: "12 GB") }
    }
    let host = ViewHost.testing(screen, columns: 20, lines: 5)
    // Docs/TextForm.md, "Controls and containers at their frames": each control proposed the
    // screen's 160 points, one below the other.
    #expect(
      host.text == """
        Wi-Fi            [x]
        [Inbox            3]
        +- Storage --------+
        |Used         12 GB|
        +------------------+
        """)
  }
}
