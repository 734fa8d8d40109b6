import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// The differential test of the kept layout: random changes to a screen of stacks, frames,
// padding, spacers, priorities, a grid, a custom layout reading layout values and rows with
// their own state. After every step the layout the host kept up to date (`GeometryLayout.update`)
// has every frame of a layout made from scratch, and the text drawn from it equals a fresh
// host's with the same screen.
//
//     KeptRoot (@StateCell model)
//      └─ VStack(spacing:)
//          ├─ HStack { Text; Spacer; Text.layoutPriority }
//          ├─ ForEach(rows) ─ KeptRow (@StateCell count) ─ HStack { Text; Text.frame(width:) }.padding
//          ├─ Grid { GridRow { Text; Text }; GridRow { Text.gridCellColumns } }
//          ├─ KeptRanked { Text.layoutValue(Rank); Text.layoutValue(Rank) }
//          └─ GeometryReader { "reader W" }   (so that every update brings the layout up to date)

private struct KeptModel {
  var spacing: CGFloat = 8
  var lead = "Lead"
  var trail = "Trail"
  var priority: Double = 0
  var rows: [KeptRowModel] = []
  var cells = ["a", "bb", "ccc"]
  var spans = 1
  var ranks = (1, 2)
  var ranked = ("first", "second")
  var nextID = 0

  mutating func makeRow(_ random: inout SeededRandom) -> KeptRowModel {
    defer { nextID += 1 }
    return KeptRowModel(id: nextID, label: Self.words(&random), width: nil, padding: 0)
  }

  /// One to six words of one to seven letters: lines that wrap at a narrow width.
  static func words(_ random: inout SeededRandom) -> String {
    (0..<Int.random(in: 1...6, using: &random)).map { _ in
      String(repeating: "w", count: Int.random(in: 1...7, using: &random))
    }.joined(separator: " ")
  }
}

private struct KeptRowModel: Identifiable {
  let id: Int
  var label: String
  var width: CGFloat?
  var padding: CGFloat
}

private struct KeptRank: LayoutValueKey {
  static let defaultValue = 0
}

/// Stacks its subviews in ascending rank, each at its ideal size.
private struct KeptRanked: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    return CGSize(
      width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
  }

  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    var y = bounds.minY
    for subview in subviews.sorted(by: { $0[KeptRank.self] < $1[KeptRank.self] }) {
      subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

private struct KeptRow: View {
  let row: KeptRowModel
  @StateCell var count = 0

  var body: some View {
    HStack {
      Text(row.label)
      Text(String(repeating: "#", count: count % 9))
        .frame(width: row.width)
      Button("grow \(row.id)") { count += 1 }
    }
    .padding(row.padding)
  }
}

private struct KeptRoot: View {
  @StateCell var model: KeptModel

  init(_ model: KeptModel) {
    _model = StateCell(initialValue: model)
  }

  var body: some View {
    VStack(spacing: model.spacing) {
      HStack {
        Text(model.lead)
        Spacer()
        Text(model.trail).layoutPriority(model.priority)
      }
      ForEach(model.rows) { row in KeptRow(row: row) }
      Grid {
        GridRow {
          Text(model.cells[0])
          Text(model.cells[1])
        }
        GridRow {
          Text(model.cells[2]).gridCellColumns(model.spans)
        }
      }
      KeptRanked {
        Text(model.ranked.0).layoutValue(key: KeptRank.self, value: model.ranks.0)
        Text(model.ranked.1).layoutValue(key: KeptRank.self, value: model.ranks.1)
      }
      GeometryReader { proxy in Text("reader \(Int(proxy.size.width))") }
        .frame(height: 22)
    }
  }
}

@MainActor
@Suite struct KeptLayoutDifferentialTests {
  private static let screen = ScreenSize(columns: 36, lines: 40)

  @Test(
    "Random changes keep every frame of the kept layout equal to a layout made from scratch",
    arguments: [1, 2, 3] as [UInt64])
  func randomChanges(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var model = KeptModel()
    for _ in 0..<4 { model.rows.append(model.makeRow(&random)) }
    let host = ViewHost.testing(KeptRoot(model))
    var differences: [String] = []
    host.graph.geometry.checksIncrementalLayout = { differences.append($0) }
    host.screenSize = Self.screen
    host.flush()
    let root = try #require(host.rootNode.children.first as? BodyNode<KeptRoot>)
    var counts: [Int: Int] = [:]

    for step in 0..<120 {
      try change(&model, counts: &counts, root: root, host: host, random: &random)
      host.flush()
      let text = host.text
      #expect(differences.isEmpty, "seed \(seed) step \(step): \(differences)")
      guard differences.isEmpty else { return }
      // Every fourth step, the text against a fresh host's (which costs the most).
      guard step % 4 == 3 else { continue }
      // A fresh host shows the same state: the rows' own counts are tapped in again.
      let fresh = ViewHost(KeptRoot(model))
      fresh.screenSize = Self.screen
      for (id, count) in counts where model.rows.contains(where: { $0.id == id }) {
        for _ in 0..<count { try fresh.tap("grow \(id)") }
      }
      fresh.flush()
      #expect(text == fresh.text, "seed \(seed) step \(step): kept layout drew other text")
      guard text == fresh.text else { return }
    }
    // The layout was kept and updated, not made again each step.
    #expect(host.graph.geometry.layoutRuns > 120)
  }

  /// One random change, to the model (through the root's state) or to a row's own state.
  private func change(
    _ model: inout KeptModel, counts: inout [Int: Int], root: BodyNode<KeptRoot>,
    host: ViewHost, random: inout SeededRandom
  ) throws {
    let rowIndex = model.rows.isEmpty ? nil : Int.random(in: 0..<model.rows.count, using: &random)
    switch Int.random(in: 0..<12, using: &random) {
    case 0: model.lead = KeptModel.words(&random)
    case 1: model.trail = KeptModel.words(&random)
    case 2: model.priority = [0, 1, -1].randomElement(using: &random) ?? 0
    case 3: model.spacing = [0, 8, 16, 30].randomElement(using: &random) ?? 8
    case 4:
      let row = model.makeRow(&random)
      model.rows.insert(row, at: Int.random(in: 0...model.rows.count, using: &random))
    case 5:
      if let rowIndex, model.rows.count > 1 { model.rows.remove(at: rowIndex) }
    case 6:
      if let rowIndex { model.rows[rowIndex].label = KeptModel.words(&random) }
    case 7:
      if let rowIndex {
        model.rows[rowIndex].width = [nil, 16, 40, 120].randomElement(using: &random) ?? nil
      }
    case 8:
      if let rowIndex {
        model.rows[rowIndex].padding = [0, 8, 22].randomElement(using: &random) ?? 0
      }
    case 9:
      model.cells[Int.random(in: 0..<3, using: &random)] = KeptModel.words(&random)
      model.spans = Int.random(in: 1...2, using: &random)
    case 10:
      model.ranks = (Int.random(in: 0...2, using: &random), Int.random(in: 0...2, using: &random))
      model.ranked.0 = KeptModel.words(&random)
    default:
      // A row's own state: only that row's body runs.
      guard let rowIndex else { return }
      let id = model.rows[rowIndex].id
      try host.tap("grow \(id)")
      counts[id, default: 0] += 1
      return
    }
    root.view.$model.wrappedValue = model
  }
}
