import Testing

@testable import CellGraph
@testable import CellGraphCore

// The differential test: random writes and structural changes on a tree with state at three
// levels. After every step, (1) the incrementally updated text equals a fresh host's render of the
// same model, and (2) exactly the bodies the change should touch ran — a body that was neither
// dirty nor given different inputs never runs.
//
//     DiffRoot (@StateCell items, title)
//      └─ VStack ─ ForEach(items) ─ .id(generation) ─ DiffRow (@StateCell count)
//                                                      └─ HStack ─ DiffCell (@StateCell isOn)

@MainActor
private final class BodyLog {
  var entries: [String] = []
}

private struct DiffItem: Identifiable, Equatable {
  let id: Int
  var label: String
  var generation = 0
}

/// The test's own picture of the state: what the tree should show.
private struct DiffModel {
  var title = "List"
  var items: [DiffItem] = []
  var counts: [Int: Int] = [:]
  var flags: [Int: Bool] = [:]
  var nextID = 0

  mutating func makeItem() -> DiffItem {
    defer { nextID += 1 }
    return DiffItem(id: nextID, label: "item\(nextID)")
  }

  mutating func resetRowState(_ id: Int) {
    counts[id] = nil
    flags[id] = nil
  }
}

private struct DiffRoot: View {
  let log: BodyLog
  let counts: [Int: Int]
  let flags: [Int: Bool]
  @StateCell var items: [DiffItem]
  @StateCell var title: String

  init(model: DiffModel, log: BodyLog, withRowState: Bool) {
    self.log = log
    self.counts = withRowState ? model.counts : [:]
    self.flags = withRowState ? model.flags : [:]
    _items = StateCell(initialValue: model.items)
    _title = StateCell(initialValue: model.title)
  }

  var body: some View {
    log.entries.append("root")
    return VStack {
      Text(title)
      ForEach(items) { item in
        DiffRow(
          item: item, log: log, initialCount: counts[item.id] ?? 0,
          initialFlag: flags[item.id] ?? false
        )
        .id(item.generation)
      }
    }
  }
}

private struct DiffRow: View {
  let item: DiffItem
  let log: BodyLog
  let initialFlag: Bool
  @StateCell var count: Int

  init(item: DiffItem, log: BodyLog, initialCount: Int, initialFlag: Bool) {
    self.item = item
    self.log = log
    self.initialFlag = initialFlag
    _count = StateCell(initialValue: initialCount)
  }

  var body: some View {
    log.entries.append("row \(item.id)")
    return HStack {
      Text("\(item.label) #\(count)")
      Button("inc \(item.id)") { count += 1 }
      Button("twice \(item.id)") {
        count += 1
        count += 1
      }
      DiffCell(rowID: item.id, log: log, initialFlag: initialFlag)
    }
  }
}

private struct DiffCell: View {
  let rowID: Int
  let log: BodyLog
  @StateCell var isOn: Bool

  init(rowID: Int, log: BodyLog, initialFlag: Bool) {
    self.rowID = rowID
    self.log = log
    _isOn = StateCell(initialValue: initialFlag)
  }

  var body: some View {
    log.entries.append("cell \(rowID)")
    return Toggle("cell \(rowID) \(isOn ? "on" : "off")", isOn: $isOn)
  }
}

@MainActor
@Suite struct DifferentialTests {
  @Test(
    "Random writes, insertions, removals, moves and id changes keep the text exact and precise",
    arguments: [1, 2, 3, 4, 5] as [UInt64])
  func randomSequences(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var model = DiffModel()
    for _ in 0..<6 { model.items.append(model.makeItem()) }
    let log = BodyLog()
    let host = ViewHost(DiffRoot(model: model, log: log, withRowState: false))
    let root = try #require(host.rootNode.children.first as? BodyNode<DiffRoot>)

    for step in 0..<250 {
      log.entries.removeAll()
      let expected = try perform(
        step: step, on: host, root: root, model: &model, random: &random)
      host.flush()

      #expect(
        log.entries.sorted() == expected.sorted(),
        "seed \(seed) step \(step): bodies that ran differ from the bodies that had to")

      let fresh = ViewHost(DiffRoot(model: model, log: BodyLog(), withRowState: true))
      #expect(
        host.text == fresh.text,
        "seed \(seed) step \(step): incremental text drifted from a fresh render")
      #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
      if host.text != fresh.text { return }
    }
  }

  /// Performs one random change on the live host and the model; returns the bodies that must run.
  private func perform(
    step: Int, on host: ViewHost, root: BodyNode<DiffRoot>, model: inout DiffModel,
    random: inout SeededRandom
  ) throws -> [String] {
    let items = root.view.$items
    let choice = model.items.isEmpty ? 0 : Int.random(in: 0..<9, using: &random)
    let index = model.items.isEmpty ? 0 : Int.random(in: 0..<model.items.count, using: &random)
    switch choice {
    case 0:  // insert a new row
      let item = model.makeItem()
      let position = Int.random(in: 0...model.items.count, using: &random)
      model.items.insert(item, at: position)
      items.wrappedValue.insert(item, at: position)
      return ["root", "row \(item.id)", "cell \(item.id)"]
    case 1:  // remove a row
      let removed = model.items.remove(at: index)
      model.resetRowState(removed.id)
      items.wrappedValue.remove(at: index)
      return ["root"]
    case 2:  // move a row
      let destination = Int.random(in: 0..<model.items.count, using: &random)
      let moved = model.items.remove(at: index)
      model.items.insert(moved, at: destination)
      items.wrappedValue = model.items
      return index == destination ? [] : ["root"]
    case 3:  // change a row's id: its state resets
      let id = model.items[index].id
      model.items[index].generation += 1
      model.resetRowState(id)
      items[index].generation.wrappedValue += 1
      return ["root", "row \(id)", "cell \(id)"]
    case 4:  // rename a row: its input changes, its cell's does not
      let id = model.items[index].id
      model.items[index].label = "renamed\(step)"
      items[index].label.wrappedValue = "renamed\(step)"
      return ["root", "row \(id)"]
    case 5, 6:  // tap a row's button (one that writes twice in one action, sometimes)
      let id = model.items[index].id
      try host.tap(choice == 5 ? "inc \(id)" : "twice \(id)")
      model.counts[id, default: 0] += choice == 5 ? 1 : 2
      return ["row \(id)"]
    case 7:  // flip a row's cell
      let id = model.items[index].id
      let label = "cell \(id) \((model.flags[id] ?? false) ? "on" : "off")"
      try host.toggle(label)
      model.flags[id] = !(model.flags[id] ?? false)
      return ["cell \(id)"]
    default:  // retitle (sometimes to the same title: nothing may run)
      let title = Bool.random(using: &random) ? model.title : "Title \(step)"
      let changed = title != model.title
      model.title = title
      root.view.$title.wrappedValue = title
      return changed ? ["root"] : []
    }
  }
}
