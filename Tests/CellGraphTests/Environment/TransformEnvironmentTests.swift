import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct LevelKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var level: Int {
    get { self[LevelKey.self] }
    set { self[LevelKey.self] = newValue }
  }
}

private struct LevelReader: View {
  @EnvironmentCell(\.level) var level
  var body: some View { Text("level \(level)") }
}

private struct Bystander: View {
  var body: some View { Text("bystander") }
}

private struct Root: View {
  @StateCell var base = 1
  var body: some View {
    VStack {
      Button("Bump") { base += 1 }
      VStack {
        LevelReader()
        Bystander()
      }
      .transformEnvironment(\.level) { $0 = $0 * 10 }
    }
    .environment(\.level, base)
  }
}

@MainActor
@Suite struct TransformEnvironmentTests {
  @Test("transformEnvironment starts from the inherited value")
  func startsFromInherited() {
    let host = ViewHost(Root())
    #expect(host.text.contains("level 10"))
  }

  @Test("A new inherited value re-runs the transform and only the readers of the key")
  func followsInherited() throws {
    let host = ViewHost(Root())
    host.resetEvaluations()
    try host.tap("Bump")
    #expect(host.text.contains("level 20"))
    #expect(host.evaluations(of: LevelReader.self) == 1)
    #expect(host.evaluations(of: Bystander.self) == 0)
  }
}
