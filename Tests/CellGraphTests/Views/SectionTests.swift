import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Counted: View {
  @StateCell var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct Titled: View {
  @StateCell var title = "One"
  var body: some View {
    Section {
      Counted()
    } header: {
      Button(title) { title = "Two" }
    } footer: {
      Text("Footer")
    }
  }
}

@MainActor
@Suite struct SectionTests: ViewsRendering {
  @Test("A section shows its header, then its content and footer indented by two")
  func textForm() {
    #expect(
      render(
        Section("Network") {
          Text("Wi-Fi")
          Text("VPN")
        } footer: {
          Text("Used for updates.")
        })
          == """
          Network
            Wi-Fi
            VPN
            Used for updates.
          """)
    #expect(render(Section { Text("Plain") }) == "  Plain")
  }

  @Test("Changing a section's header keeps its content's state")
  func headerChangeKeepsContentState() throws {
    let host = ViewHost(Titled())
    try host.tap("Count 0")
    try host.tap("One")
    #expect(host.text == "[Two]\n  [Count 1]\n  Footer")
  }
}
