import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Compares only `points`: a new closure from the parent is not a change.
private struct Chart: View, Equatable {
  let points: [Int]
  let onTap: () -> Void
  var body: some View { Text("\(points.count) points") }
  nonisolated static func == (lhs: Chart, rhs: Chart) -> Bool { lhs.points == rhs.points }
}

/// Has its own state, to show `==` does not hide its own changes.
private struct Counter: View, Equatable {
  let title: String
  @StateCell var count = 0
  var body: some View { Button("\(title) \(count)") { count += 1 } }
  nonisolated static func == (lhs: Counter, rhs: Counter) -> Bool { lhs.title == rhs.title }
}

private struct Dashboard: View {
  @StateCell var tick = 0
  @StateCell var points = [1, 2]
  var body: some View {
    VStack {
      Button("Tick \(tick)") { tick += 1 }
      Button("Add") { points.append(points.count + 1) }
      Chart(points: points, onTap: {}).equatable()
      EquatableView(content: Counter(title: "Taps"))
    }
  }
}

@MainActor
@Suite struct EquatableViewTests {
  @Test("An equatable view is not re-run when its parent re-runs and == says it is unchanged")
  func skipsEqual() throws {
    let host = ViewHost(Dashboard())
    host.resetEvaluations()
    try host.tap("Tick 0")
    host.flush()
    #expect(host.evaluations(of: Dashboard.self) == 1)
    #expect(host.evaluations(of: Chart.self) == 0, "only the closure changed; == ignores it")
    #expect(host.evaluations(of: Counter.self) == 0)
  }

  @Test("An equatable view re-runs when == says it changed")
  func runsChanged() throws {
    let host = ViewHost(Dashboard())
    host.resetEvaluations()
    try host.tap("Add")
    host.flush()
    #expect(host.evaluations(of: Chart.self) == 1)
    #expect(host.text.contains("3 points"))
  }

  @Test("An equatable view still re-runs for its own state, which it keeps across parent re-runs")
  func ownState() throws {
    let host = ViewHost(Dashboard())
    try host.tap("Taps 0")
    host.flush()
    try host.tap("Tick 0")
    #expect(host.text.contains("[Taps 1]"))
    #expect(
      host.text == """
        [Tick 1]
        [Add]
        2 points
        [Taps 1]
        """, "EquatableView shows its content's text")
  }
}
