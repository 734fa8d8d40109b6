import Foundation

@testable import CellGraph
@testable import CellGraphCore

// Shared helpers for the tests under Tests/CellGraphTests/Containers. Every name starts with
// `Containers` so that it cannot collide with helpers written for other parts of the suite.

/// An element of the lists under test.
struct ContainersItem: Identifiable, Equatable {
  var id: Int
  var title: String
  var done = false
}

/// A row that counts its body's evaluations through the host (`evaluations(of:)`).
struct ContainersRow: View {
  let item: ContainersItem
  var body: some View { Text(item.title) }
}

/// Items with ids 1… and the titles given.
func containersItems(_ titles: String...) -> [ContainersItem] {
  titles.enumerated().map { ContainersItem(id: $0.offset + 1, title: $0.element) }
}

/// Records the arguments of `onDelete` and `onMove` actions.
@MainActor
final class ContainersEditLog {
  var deletes: [[Int]] = []
  var moves: [([Int], Int)] = []
  init() {}
}
