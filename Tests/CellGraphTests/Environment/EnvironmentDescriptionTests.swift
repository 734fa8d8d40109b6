import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `EnvironmentValues.description` in SwiftUI's form: every write, newest first.
///
/// Source: OpenSwiftUI's `EnvironmentValuesCompatibilityTests.descriptionWithoutTracker`, run
/// against SwiftUI: after writing `BoolKey` twice and `IntKey` once, the description is
/// `[EnvironmentPropertyKey<IntKey> = 1, EnvironmentPropertyKey<BoolKey> = true,
/// EnvironmentPropertyKey<BoolKey> = false]`; an environment with no writes is `[]`.
@MainActor
@Suite struct EnvironmentDescriptionTests {
  @Test("The description lists every write, newest first, shadowed ones included")
  func everyWrite() {
    var environment = EnvironmentValues()
    #expect(environment.description == "[]")
    _ = environment[DescribedFlag.self]
    #expect(environment.description == "[]", "a read writes nothing")
    environment[DescribedFlag.self] = false
    environment[DescribedFlag.self] = true
    environment[DescribedCount.self] = 1
    #expect(
      environment.description
        == "[EnvironmentPropertyKey<DescribedCount> = 1, "
        + "EnvironmentPropertyKey<DescribedFlag> = true, "
        + "EnvironmentPropertyKey<DescribedFlag> = false]")
  }
}

private struct DescribedFlag: EnvironmentKey {
  static let defaultValue = false
}

private struct DescribedCount: EnvironmentKey {
  static let defaultValue = 0
}
