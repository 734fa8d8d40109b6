import CellGraph
import Testing

@testable import CellGraphTerminal

private struct Greeting: View {
  let name: String
  var body: some View { Text("Hello, \(name)") }
}

private struct Greeting_Previews: PreviewProvider {
  static var previews: some View {
    Greeting(name: "Ada")
    Greeting(name: "Grace").previewDisplayName("Grace")
  }
}

@MainActor
@Suite struct LiveRunnerPreviewTests {
  // SwiftUI (PreviewProvider): each preview is shown on its own, under its display name.
  @Test("LiveRunner(previewing:at:) runs the chosen preview, titled with its display name")
  func previewing() {
    let runner = LiveRunner(previewing: Greeting_Previews.self, at: 1)
    #expect(runner.session.title == "Grace")
    #expect(runner.session.host.text == "Hello, Grace")
    let first = LiveRunner(previewing: Greeting_Previews.self)
    #expect(first.session.title == "Greeting_Previews 0")
  }

  // Misuse (project rule): a preview that does not exist is a diagnostic on the host, and the
  // last preview runs instead of a crash.
  @Test("An index past the last preview runs the last one, with a previewNotFound diagnostic")
  func missingPreview() {
    let runner = LiveRunner(previewing: Greeting_Previews.self, at: 5)
    #expect(runner.session.host.text == "Hello, Grace")
    #expect(runner.session.host.diagnostics.map(\.kind) == [.previewNotFound])
  }
}
