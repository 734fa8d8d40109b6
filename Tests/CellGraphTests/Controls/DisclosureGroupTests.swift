import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct AdvancedScreen: View {
  @StateCell var isOpen = false
  @StateCell var locked = false
  var body: some View {
    VStack {
      DisclosureGroup("Advanced", isExpanded: $isOpen) {
        Details()
      }
      .disabled(locked)
      .testID("advanced")
      Button("Lock") { locked = true }
    }
  }
}

/// Counts its evaluations; keeps a counter of its own.
private struct Details: View {
  @StateCell var taps = 0
  var body: some View {
    VStack {
      Text("Details")
      Button("Taps \(taps)") { taps += 1 }
    }
  }
}

@MainActor
@Suite struct DisclosureGroupTests: ViewsRendering {
  @Test("A collapsed group shows its label only; its content is not evaluated")
  func collapsed() throws {
    let host = ViewHost(AdvancedScreen(), recordingEvaluations: true)
    #expect(host.text == "▸ Advanced\n[Lock]")
    #expect(host.evaluations(of: Details.self) == 0, "collapsed content is not evaluated")
  }

  @Test("Expanding shows the content indented and writes the binding; the parent does not re-run")
  func expanding() throws {
    let host = ViewHost(AdvancedScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.toggleExpansion("Advanced")
    host.flush()
    #expect(
      host.text == """
        ▾ Advanced
          Details
          [Taps 0]
        [Lock]
        """)
    #expect(host.evaluations(of: AdvancedScreen.self) == 0, "the screen only passes $isOpen")
    #expect(host.evaluations(of: Details.self) == 1)
  }

  @Test("Collapsing removes the content: its state starts afresh when expanded again")
  func collapsingReleasesState() throws {
    let host = ViewHost(AdvancedScreen())
    try host.find(testID: "advanced").toggleExpansion()
    try host.tap("Taps 0")
    try host.tap("Taps 1")
    #expect(host.text.contains("[Taps 2]"))
    try host.toggleExpansion("Advanced")
    #expect(host.text == "▸ Advanced\n[Lock]")
    try host.toggleExpansion("Advanced")
    #expect(host.text.contains("[Taps 0]"))
  }

  @Test("A group without a binding keeps its own expansion state by identity")
  func ownState() throws {
    struct Screen: View {
      @StateCell var title = "More"
      var body: some View {
        VStack {
          DisclosureGroup {
            Text("Inside")
          } label: {
            Text(title)
          }
          Button("Rename") { title = "Extra" }
        }
      }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "▸ More\n[Rename]")
    try host.toggleExpansion("More")
    #expect(host.text == "▾ More\n  Inside\n[Rename]")
    try host.tap("Rename")
    #expect(host.text == "▾ Extra\n  Inside\n[Rename]", "re-created, same identity: still open")
  }

  @Test("A disabled group refuses to expand")
  func disabled() throws {
    let host = ViewHost(AdvancedScreen())
    try host.tap("Lock")
    #expect(host.text == "▸ Advanced (disabled)\n[Lock]")
    #expect {
      try host.toggleExpansion("Advanced")
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }
}
