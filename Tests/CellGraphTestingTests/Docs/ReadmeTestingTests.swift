import CellGraph
import CellGraphTesting
import Testing

// The README's "Testing invalidation" example, run as written so it cannot rot. (The README's
// other examples are run by CellGraphTests' ReadmeTests.)

/// The README's views, in a namespace: this module has a `Settings` fixture of its own.
private enum Readme {
  struct Row: View {
    let title: String
    @StateCell private var isOn = false

    var body: some View {
      Toggle(title, isOn: $isOn)
    }
  }

  struct Settings: View {
    var body: some View {
      VStack {
        ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { Row(title: $0) }
      }
    }
  }
}

@MainActor
@Suite struct ReadmeTestingTests {
  @Test("Toggling one row re-runs no body")
  func oneRow() throws {
    let host = ViewHost.testing(Readme.Settings())  // records every pass, from the first render on
    #expect(
      host.updateRecords.description == """
        pass 1 (initial render)
          Settings: appeared
          Settings/VStack/ForEach[id: Wi-Fi]/Row: appeared
          Settings/VStack/ForEach[id: Bluetooth]/Row: appeared
        """)
    try host.expectNoBodies {  // the Toggle reads $isOn; no body does
      try host.toggle("Bluetooth")
    }
    host.expectText("[ ] Wi-Fi\n[x] Bluetooth")
  }
}
