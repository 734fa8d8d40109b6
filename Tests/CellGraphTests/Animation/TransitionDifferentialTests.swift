import Testing

@testable import CellGraph
@testable import CellGraphCore

// Random insertions, removals (animated or not), re-insertions of leaving rows, edits and clock
// moves on a list whose rows keep state. After every step the text, without its leaving lines,
// equals a fresh host's render of the same items; once the clock has passed every animation, it
// equals it outright; and no row's state is lost while it leaves and comes back.
//
//     TransitionList (items) ─ VStack ─ ForEach(items) ─ TransitionRow (@StateCell taps)

@MainActor
@Suite struct TransitionDifferentialTests {
  @Test("Leaving rows never disturb the other rows; when the clock passes, the text is fresh")
  func randomTransitions() {
    // How often the run saw a row leaving, and a leaving row come back: the run must cover both.
    var stepsWithLeavingRows = 0
    var returns = 0
    for seed in UInt64(1)...12 {
      var random = SeededRandom(seed: seed)
      let model = TransitionListModel()
      let host = ViewHost(TransitionList(model: model))
      var taps: [Int: Int] = [:]
      var nextID = 0
      var removed: [Int] = []
      for step in 0..<60 {
        let animated = Bool.random(using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
          let item = TransitionItem(id: nextID, label: "row\(nextID)")
          nextID += 1
          let index = Int.random(in: 0...model.items.count, using: &random)
          model.write(animated) { model.items.insert(item, at: index) }
        case 2 where !model.items.isEmpty:
          let index = Int.random(in: 0..<model.items.count, using: &random)
          let id = model.items[index].id
          model.write(animated) { _ = model.items.remove(at: index) }
          removed.append(id)
          if !animated { taps[id] = nil }
        case 3 where !removed.isEmpty:
          // Bring back a row removed lately: while it leaves, it returns with its state.
          let id = removed.removeLast()
          guard !model.items.contains(where: { $0.id == id }) else { break }
          let index = Int.random(in: 0...model.items.count, using: &random)
          // Its id is no longer in the items: a line of it that is still shown is leaving.
          let isLeaving = host.text.split(separator: "\n").contains {
            $0.hasPrefix("row\(id) taps ")
          }
          if isLeaving { returns += 1 } else { taps[id] = nil }
          model.write(animated) {
            model.items.insert(TransitionItem(id: id, label: "row\(id)"), at: index)
          }
        case 4 where !model.items.isEmpty:
          let index = Int.random(in: 0..<model.items.count, using: &random)
          let id = model.items[index].id
          if (try? host.tap("Tap row\(id)")) != nil { taps[id, default: 0] += 1 }
        default:
          host.advance(by: .milliseconds(Int64.random(in: 0...400, using: &random)))
          // Rows that left for good lose their state.
          for id in taps.keys where !host.text.contains("row\(id) taps") { taps[id] = nil }
        }
        host.flush()
        let fresh = ViewHost(TransitionList(model: model.snapshot(taps: taps))).text
        let shown = host.text.split(separator: "\n", omittingEmptySubsequences: false)
          .filter { !$0.hasSuffix(" (leaving)") }.joined(separator: "\n")
        #expect(shown == fresh, "seed \(seed), step \(step): the rows that stay")
        if host.text.contains(" (leaving)") { stepsWithLeavingRows += 1 }
      }
      if let remaining = host.remainingAnimationTime { host.advance(by: remaining) }
      let fresh = ViewHost(TransitionList(model: model.snapshot(taps: taps))).text
      #expect(host.text == fresh, "seed \(seed): after every animation ended")
    }
    #expect(stepsWithLeavingRows > 50 && returns > 5, "\(stepsWithLeavingRows), \(returns)")
  }
}

private struct TransitionItem: Identifiable, Equatable {
  let id: Int
  var label: String
}

/// The items, and the taps each row starts with (for the fresh render).
@MainActor
private final class TransitionListModel {
  var items: [TransitionItem] = [] {
    didSet { onChange?() }
  }
  var initialTaps: [Int: Int] = [:]
  var onChange: (() -> Void)?

  func write(_ animated: Bool, _ change: () -> Void) {
    if animated {
      withAnimation(.linear(duration: 0.5)) { change() }
    } else {
      change()
    }
  }

  func snapshot(taps: [Int: Int]) -> TransitionListModel {
    let copy = TransitionListModel()
    copy.items = items
    copy.initialTaps = taps
    return copy
  }
}

private struct TransitionList: View {
  let model: TransitionListModel
  @StateCell private var version = 0

  var body: some View {
    let _ = version
    VStack {
      ForEach(model.items) { item in
        TransitionRow(label: item.label, initialTaps: model.initialTaps[item.id] ?? 0)
      }
    }
    .onAppear { model.onChange = { version += 1 } }
  }
}

private struct TransitionRow: View {
  let label: String
  @StateCell private var taps: Int

  init(label: String, initialTaps: Int) {
    self.label = label
    _taps = StateCell(initialValue: initialTaps)
  }

  var body: some View {
    HStack {
      Text("\(label) taps \(taps)")
      Button("Tap \(label)") { taps += 1 }
    }
  }
}
