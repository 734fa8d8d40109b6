import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Alarm: Identifiable {
  var id: Int
  var isOn: Bool
}

private struct AlarmScreen: View {
  @StateCell var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
  var body: some View {
    VStack {
      Toggle(sources: $alarms, isOn: \.isOn) { Text("All alarms") }
      ForEach($alarms) { $alarm in
        Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn)
      }
    }
  }
}

/// `Toggle(sources:isOn:)`: one toggle over a collection of bindings.
@MainActor
@Suite struct ToggleSourcesTests: ViewsRendering {
  @Test("A toggle over sources that differ shows [-]")
  func mixed() {
    #expect(
      render(AlarmScreen()) == """
        [-] All alarms
        [x] Alarm 1
        [ ] Alarm 2
        """)
  }

  @Test("Flipping a mixed toggle turns every source on; flipping an on one turns them all off")
  func flipping() throws {
    let host = ViewHost(AlarmScreen())
    try host.toggle("All alarms")
    #expect(host.text == "[x] All alarms\n[x] Alarm 1\n[x] Alarm 2")
    try host.toggle("All alarms")
    #expect(host.text == "[ ] All alarms\n[ ] Alarm 1\n[ ] Alarm 2")
  }

  @Test("A change to one source re-renders the toggle over all of them")
  func followsItsSources() throws {
    let host = ViewHost(AlarmScreen())
    try host.toggle("Alarm 2")
    #expect(host.text == "[x] All alarms\n[x] Alarm 1\n[x] Alarm 2")
  }

  @Test("A toggle over no sources is off")
  func empty() {
    struct Screen: View {
      @StateCell var alarms: [Alarm] = []
      var body: some View { Toggle("All", sources: $alarms, isOn: \.isOn) }
    }
    #expect(render(Screen()) == "[ ] All")
  }
}
