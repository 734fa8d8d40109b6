@testable import CellGraph
@testable import CellGraphCore

// Shared helpers for the tests under Tests/CellGraphTests/Graph. Every name starts with `Graph` so
// that it cannot collide with helpers written for other parts of the suite.

/// Two keys of the same value type: a modifier that switches from one to the other replaces the
/// environment chain below it (one key with a new value would keep the chain).
struct GraphFirstKey: EnvironmentKey {
  static let defaultValue = "none"
}

struct GraphSecondKey: EnvironmentKey {
  static let defaultValue = "none"
}

extension EnvironmentValues {
  var graphFirst: String {
    get { self[GraphFirstKey.self] }
    set { self[GraphFirstKey.self] = newValue }
  }
  var graphSecond: String {
    get { self[GraphSecondKey.self] }
    set { self[GraphSecondKey.self] = newValue }
  }
}

/// Counts its own updates in its stored copy: a view with this field has an installed value that
/// differs from the one it received, so its nodes keep the received value to compare.
@propertyWrapper
struct GraphUpdateCounter: DynamicField {
  private(set) var updates = 0
  var wrappedValue: Int { updates }
  init() {}
  mutating func update() { updates += 1 }
}
