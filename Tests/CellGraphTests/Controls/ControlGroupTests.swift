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

@MainActor
@Suite struct ControlGroupTests: ViewsRendering {
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
