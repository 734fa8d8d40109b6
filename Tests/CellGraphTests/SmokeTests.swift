import Testing

@testable import CellGraph

struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    HStack {
      Text("Count: \(count)")
      Button("Increment") { count += 1 }
    }
  }
}

@MainActor
@Suite struct SmokeTests {
  @Test("A counter renders and increments")
  func counter() throws {
    let host = ViewHost(Counter())
    #expect(host.text == "Count: 0 [Increment]")
    host.resetEvaluations()
    try host.tap("Increment")
    host.flush()
    #expect(host.evaluations(of: Counter.self) == 1)
    #expect(host.text == "Count: 1 [Increment]")
  }
}
