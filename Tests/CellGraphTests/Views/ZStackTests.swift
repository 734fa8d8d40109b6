import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A layer whose evaluations are counted.
private struct Layer: View {
  let name: String
  var body: some View { Text(name) }
}

private struct Stacked: View {
  @StateCell var badge = 1
  @StateCell var trailing = false
  var body: some View {
    VStack {
      Button("Badge") { badge += 1 }
      Button("Align") { trailing.toggle() }
      ZStack(alignment: trailing ? .trailing : .leading) {
        Layer(name: "Messages")
        Text("\(badge)")
      }
    }
  }
}

@MainActor
@Suite struct ZStackUpdateTests {
  @Test("A ZStack re-renders a changed layer and its alignment, and re-runs no unchanged layer")
  func updates() throws {
    let host = ViewHost(Stacked())
    #expect(host.text == "[Badge]\n[Align]\n1 ssages")
    host.resetEvaluations()
    try host.tap("Badge")
    host.flush()
    #expect(host.text == "[Badge]\n[Align]\n2 ssages")
    #expect(host.evaluations(of: Layer.self) == 0)
    try host.tap("Align")
    host.flush()
    #expect(host.text == "[Badge]\n[Align]\nMessag 2")
    #expect(host.evaluations(of: Layer.self) == 0)
  }
}
