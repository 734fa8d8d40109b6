@testable import CellGraph
@testable import CellGraphCore

/// Titles collected in tree order; counts every `reduce` call.
struct TitlesKey: PreferenceKey {
  static let defaultValue: [String] = []
  @MainActor static var reduceCalls = 0
  static func reduce(value: inout [String], nextValue: () -> [String]) {
    MainActor.assumeIsolated { reduceCalls += 1 }
    value += nextValue()
  }
}

/// A sum of the contributions.
struct TotalKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A row that contributes its title to `TitlesKey` and its count to `TotalKey`, and can change
/// both itself.
struct TitledRow: View {
  let title: String
  @StateCell var count = 1
  var body: some View {
    Button("\(title) ×\(count)") { count += 1 }
      .preference(key: TitlesKey.self, value: ["\(title)×\(count)"])
      .preference(key: TotalKey.self, value: count)
  }
}

/// Shows a count; the overlay content of the reader tests.
struct CountBadge: View {
  let count: Int
  var body: some View { Text("(\(count))") }
}
