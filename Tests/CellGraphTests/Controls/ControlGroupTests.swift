import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct EditScreen: View {
  @StateCell var log: [String] = []
  var body: some View {
    VStack {
      ControlGroup {
        Button("Cut") { log.append("cut") }
        Button("Copy") { log.append("copy") }
      }
      ControlGroup("Edit") {
        Button("Paste") { log.append("paste") }
      }
      Text("log: \(log.joined(separator: ", "))")
    }
  }
}

/// Groups held in stored properties of the types Apple declares: `ControlGroup<Content>`, with a
/// labelled group's content a `LabeledControlGroupContent<Content, Label>`.
private struct Formatting: View {
  let plain: ControlGroup<Button<Text>> = ControlGroup { Button("Bold") {} }
  let titled: ControlGroup<LabeledControlGroupContent<Button<Text>, Text>> =
    ControlGroup("Align") { Button("Left") {} }
  let symbol: ControlGroup<LabeledControlGroupContent<Button<Text>, Label<Text, Image>>> =
    ControlGroup("Size", systemImage: "textformat.size") { Button("Larger") {} }

  var body: some View {
    VStack {
      plain
      titled
      symbol
      ControlGroup {
        Button("Undo") {}
      } label: {
        Text("History")
      }
    }
  }
}

@MainActor
@Suite struct ControlGroupTests: ViewsRendering {
  // https://developer.apple.com/documentation/swiftui/controlgroup — `struct ControlGroup<Content>
  // where Content : View`; https://developer.apple.com/documentation/swiftui/controlgroup/
  // init(content:label:) — `where Content == LabeledControlGroupContent<C, L>`.
  @Test("ControlGroup is generic over its content alone, and every labelled form shows its label")
  func applesTypes() {
    #expect(
      render(Formatting())
        == "[Bold]\nAlign: [Left]\n(textformat.size) Size: [Larger]\nHistory: [Undo]")
  }

  @Test("A control group shows its controls side by side, after its label if it has one")
  func textForm() {
    #expect(render(EditScreen()) == "[Cut] [Copy]\nEdit: [Paste]\nlog:")
  }

  @Test("The controls of a group are tapped by their labels")
  func tapping() throws {
    let host = ViewHost(EditScreen())
    try host.tap("Copy")
    try host.tap("Paste")
    #expect(host.text.hasSuffix("log: copy, paste"))
  }
}
