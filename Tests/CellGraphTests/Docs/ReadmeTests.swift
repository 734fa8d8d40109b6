import CellGraph
import Testing

// The README's examples, compiled and run so they cannot rot.

private struct Row: View {
  let title: String
  @StateCell private var isOn = false

  var body: some View {
    Toggle(title, isOn: $isOn)
  }
}

private struct Settings: View {
  var body: some View {
    VStack {
      ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { Row(title: $0) }
    }
  }
}

@MainActor
@Suite struct ReadmeTests {
  @Test("The README's first example prints what it says")
  func firstExample() throws {
    let host = ViewHost(Settings())
    try host.toggle("Wi-Fi")
    #expect(host.text == "[x] Wi-Fi\n[ ] Bluetooth")
  }

  @Test("Toggling one row re-runs only that row")
  func oneRow() throws {
    let host = ViewHost(Settings())
    host.resetEvaluations()
    try host.toggle("Bluetooth")
    host.flush()
    #expect(host.evaluations(of: Row.self) == 0)
    #expect(host.text == "[ ] Wi-Fi\n[x] Bluetooth")
  }
}
