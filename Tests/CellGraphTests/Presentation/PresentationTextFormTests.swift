import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Layers: View {
  @StateCell var showsSheet = true
  @StateCell var showsAlert = true

  var body: some View {
    Text("Screen")
      .sheet(isPresented: $showsSheet) {
        Text("A sheet with a wide line")
          .alert("Alert", isPresented: $showsAlert) {
            Button("OK") {}
          } message: {
            Text("Nested")
          }
      }
  }
}

private struct Empty: View {
  @StateCell var shows = true
  var body: some View {
    Text("Screen").popover(isPresented: $shows) { EmptyView() }
  }
}

private struct DocumentedExample: View {
  @StateCell var composing = true
  @StateCell var asks = true
  var body: some View {
    Text("Inbox")
      .sheet(isPresented: $composing) {
        Text("New message")
          .alert("Discard?", isPresented: $asks) {
            Button("Discard", role: .destructive) {}
          }
      }
  }
}

/// The text form of presented layers (Docs/TextForm.md, "Presentations").
@MainActor
@Suite struct PresentationTextFormTests {
  @Test("Layers follow the screen, outermost first, each framed and titled with its kind")
  func layers() {
    let host = ViewHost.testing(Layers())
    #expect(
      host.text == """
        Screen
        +- sheet ----------------+
        |A sheet with a wide line|
        +------------------------+
        +- alert -+
        |Alert    |
        |Nested   |
        |[OK]     |
        +---------+
        """)
  }

  @Test("The example of Docs/TextForm.md")
  func documentedExample() {
    let host = ViewHost.testing(DocumentedExample())
    #expect(
      host.text == """
        Inbox
        +- sheet ---+
        |New message|
        +-----------+
        +- alert ---------------+
        |Discard?               |
        |[Discard] (destructive)|
        +-----------------------+
        """)
  }

  @Test("A presentation with no content is an empty frame")
  func emptyContent() {
    let host = ViewHost.testing(Empty())
    #expect(host.text == "Screen\n+- popover -+\n+-----------+")
  }
}
