import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A differential test for models: random changes to `@Observable` and `ObservableObject` models
// (titles, flags, insertions, removals, replaced objects, a branch that changes what a view
// reads). After every step the incrementally updated text must equal a fresh host's render of the
// same models: no change may be missed, however the trackings of earlier evaluations stand.
//
//     ModelsDiffRoot (@StateCell showsCount)
//      └─ VStack ─ ModelsDiffHeader (@ObservedObjectCell settings)
//               ─ ForEach(shelf.items) { Text(item.title) ─ ModelsDiffFlag(item) }
//               ─ ModelsDiffCount (reads shelf.items.count, or shelf.label)

@Observable
private final class Item: Identifiable {
  let id: Int
  var title: String
  var flag = false
  init(id: Int) {
    self.id = id
    title = "item\(id)"
  }
}

@Observable
private final class Shelf {
  var items: [Item] = []
  var label = "shelf"
}

private final class Settings: ObservableObject {
  @Published var theme = "light"
}

private struct ModelsDiffHeader: View {
  @ObservedObjectCell var settings: Settings
  var body: some View { Text("theme \(settings.theme)") }
}

private struct ModelsDiffFlag: View {
  let item: Item
  var body: some View { Text(item.flag ? "[x]" : "[ ]") }
}

private struct ModelsDiffCount: View {
  let shelf: Shelf
  let showsCount: Bool
  var body: some View { Text(showsCount ? "\(shelf.items.count) items" : shelf.label) }
}

private struct ModelsDiffRoot: View {
  let shelf: Shelf
  let settings: Settings
  let showsCount: Bool

  var body: some View {
    VStack {
      ModelsDiffHeader(settings: settings)
      ForEach(shelf.items) { item in
        HStack {
          Text(item.title)
          ModelsDiffFlag(item: item)
        }
      }
      ModelsDiffCount(shelf: shelf, showsCount: showsCount)
    }
  }
}

@MainActor
@Suite struct ModelDifferentialTests {
  @Test("Random model changes always leave the text a fresh render would show", arguments: 1...4)
  func randomChanges(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let shelf = Shelf()
    let settings = Settings()
    var showsCount = true
    var nextID = 0
    let host = ViewHost(ModelsDiffRoot(shelf: shelf, settings: settings, showsCount: showsCount))
    for step in 0..<300 {
      switch Int.random(in: 0..<8, using: &random) {
      case 0:
        shelf.items.append(Item(id: nextID))
        nextID += 1
      case 1 where !shelf.items.isEmpty:
        shelf.items.remove(at: Int.random(in: 0..<shelf.items.count, using: &random))
      case 2 where !shelf.items.isEmpty:
        shelf.items.randomElement(using: &random)?.title = "t\(step)"
      case 3 where !shelf.items.isEmpty:
        shelf.items.randomElement(using: &random)?.flag.toggle()
      case 4:
        shelf.label = "label\(step)"
      case 5:
        settings.theme = ["light", "dark", "sepia"].randomElement(using: &random)!
      case 6:
        showsCount.toggle()
        host.setRoot(ModelsDiffRoot(shelf: shelf, settings: settings, showsCount: showsCount))
      default:
        if let index = shelf.items.indices.randomElement(using: &random) {
          shelf.items[index] = Item(id: nextID)
          nextID += 1
        }
      }
      let fresh = ViewHost(ModelsDiffRoot(shelf: shelf, settings: settings, showsCount: showsCount))
      guard host.text == fresh.text else {
        Issue.record("step \(step): incremental\n\(host.text)\nfresh\n\(fresh.text)")
        return
      }
    }
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }
}
