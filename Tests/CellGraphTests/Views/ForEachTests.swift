import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `ForEach`: one row per element, identified by id, key path or offset, with its own state.
@MainActor
@Suite struct ForEachTests {
  @Test("ForEach over Identifiable data shows one row per element in order")
  func forEachIdentifiable() {
    let host = ViewHost(ItemList(items: [ViewsItem("a"), ViewsItem("b"), ViewsItem("c")]))
    #expect(
      host.text == """
        A: 0 [tap a]
        B: 0 [tap b]
        C: 0 [tap c]
        """)
    #expect(
      host.viewsPaths(of: ItemRow.self) == [
        "ItemList/VStack/ForEach[id: a]/ItemRow",
        "ItemList/VStack/ForEach[id: b]/ItemRow",
        "ItemList/VStack/ForEach[id: c]/ItemRow",
      ])
  }

  @Test("ForEach with an id key path identifies rows by that property")
  func forEachKeyPath() throws {
    let host = ViewHost(NameList(names: ["Ada", "Grace"]))
    #expect(host.text == "Ada = 0 [+Ada]\nGrace = 0 [+Grace]")
    try host.tap("+Grace")
    host.setRoot(NameList(names: ["Grace", "Alan", "Ada"]))
    #expect(host.text == "Grace = 1 [+Grace]\nAlan = 0 [+Alan]\nAda = 0 [+Ada]")
    #expect(
      host.viewsPaths(of: ViewsCounter.self) == [
        "NameList/VStack/ForEach[id: Grace]/ViewsCounter",
        "NameList/VStack/ForEach[id: Alan]/ViewsCounter",
        "NameList/VStack/ForEach[id: Ada]/ViewsCounter",
      ])
  }

  @Test("ForEach over a constant range shows one row per offset")
  func forEachRange() throws {
    let host = ViewHost(RangeList())
    #expect(host.text == "0 = 0 [+0]\n1 = 0 [+1]\n2 = 0 [+2]\n[Refresh]")
    try host.tap("+1")
    try host.tap("Refresh")
    #expect(host.text == "0 = 0 [+0]\n1 = 1 [+1]\n2 = 0 [+2]\n[Refresh]")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("ForEach over a range whose count changes reports it and shows the new count")
  func forEachRangeCountChange() {
    let host = ViewHost(CountedRange(count: 2))
    #expect(host.text == "row 0\nrow 1")
    host.setRoot(CountedRange(count: 3))
    #expect(host.text == "row 0\nrow 1\nrow 2")
    #expect(host.diagnostics.map(\.kind) == [.rangeCountChanged])
  }

  @Test("ForEach shows duplicate ids as separate rows and reports the duplicate")
  func forEachDuplicateIDs() {
    let host = ViewHost(NameList(names: ["x", "y", "x"]))
    #expect(host.text == "x = 0 [+x]\ny = 0 [+y]\nx = 0 [+x]")
    #expect(host.diagnostics.map(\.kind) == [.duplicateID])
    #expect(
      host.viewsPaths(of: ViewsCounter.self) == [
        "NameList/VStack/ForEach[id: x]/ViewsCounter",
        "NameList/VStack/ForEach[id: y]/ViewsCounter",
        "NameList/VStack/ForEach[id: x #2]/ViewsCounter",
      ])
  }

  @Test("ForEach rows keep their state when the data is reordered")
  func forEachRowsKeepStateWhenMoved() throws {
    let log = ViewsEventLog()
    let items = [ViewsItem("a"), ViewsItem("b"), ViewsItem("c")]
    let host = ViewHost(ItemList(items: items, log: log))
    try host.tap("tap a")
    try host.tap("tap c")
    try host.tap("tap c")
    host.flush()
    let boxes = host.viewsStateBoxes(of: ItemRow.self)
    log.events.removeAll()
    host.setRoot(ItemList(items: [items[2], items[0], items[1]], log: log))
    #expect(
      host.text == """
        C: 2 [tap c]
        A: 1 [tap a]
        B: 0 [tap b]
        """)
    let moved = host.viewsStateBoxes(of: ItemRow.self)
    #expect(moved.count == 3)
    #expect(moved[0] === boxes[2] && moved[1] === boxes[0] && moved[2] === boxes[1])
    #expect(log.events.isEmpty, "moving rows must not make them disappear and appear")
    #expect(host.diagnostics.isEmpty)
  }

  @Test("Reordering ForEach data re-runs no row body")
  func forEachMoveRunsNoRowBody() {
    let items = [ViewsItem("a"), ViewsItem("b"), ViewsItem("c"), ViewsItem("d")]
    let host = ViewHost(ItemList(items: items))
    host.resetEvaluations()
    host.setRoot(ItemList(items: items.reversed()))
    #expect(host.text == "D: 0 [tap d]\nC: 0 [tap c]\nB: 0 [tap b]\nA: 0 [tap a]")
    #expect(host.evaluations(of: ItemList.self) == 1)
    #expect(host.evaluations(of: ItemRow.self) == 0)
  }

  @Test("Changing one ForEach element re-runs only that row's body")
  func forEachChangeRunsOnlyThatRow() {
    let items = [ViewsItem("a"), ViewsItem("b"), ViewsItem("c")]
    let host = ViewHost(ItemList(items: items))
    host.resetEvaluations()
    host.setRoot(ItemList(items: [items[0], ViewsItem("b", title: "Bee"), items[2]]))
    #expect(host.text == "A: 0 [tap a]\nBee: 0 [tap b]\nC: 0 [tap c]")
    #expect(host.evaluations(of: ItemRow.self) == 1)
  }

  @Test("A tap in one ForEach row re-runs only that row's body")
  func forEachTapRunsOnlyThatRow() throws {
    let host = ViewHost(ItemList(items: [ViewsItem("a"), ViewsItem("b"), ViewsItem("c")]))
    host.resetEvaluations()
    try host.tap("tap b")
    host.flush()
    #expect(host.evaluations(of: ItemRow.self) == 1)
    #expect(host.evaluations(of: ItemList.self) == 0)
    #expect(host.text == "A: 0 [tap a]\nB: 1 [tap b]\nC: 0 [tap c]")
  }

  @Test("A new ForEach id gets a new row with fresh state")
  func forEachNewIDGetsFreshState() throws {
    let host = ViewHost(ItemList(items: [ViewsItem("a"), ViewsItem("b")]))
    try host.tap("tap a")
    try host.tap("tap b")
    host.flush()
    host.resetEvaluations()
    host.setRoot(ItemList(items: [ViewsItem("a"), ViewsItem("new"), ViewsItem("b")]))
    #expect(host.text == "A: 1 [tap a]\nNEW: 0 [tap new]\nB: 1 [tap b]")
    #expect(host.evaluations(of: ItemRow.self) == 1)
  }

  @Test("A removed ForEach id releases its row's state, and a returning id starts fresh")
  func forEachRemovedIDReleasesState() throws {
    let log = ViewsEventLog()
    let items = [ViewsItem("a"), ViewsItem("b"), ViewsItem("c")]
    let host = ViewHost(ItemList(items: items, log: log))
    try host.tap("tap b")
    host.flush()
    weak let removedBox = host.viewsStateBoxes(of: ItemRow.self)[1]
    weak let removedNode = host.viewsNodes(of: ItemRow.self)[1]
    #expect(removedBox != nil)
    log.events.removeAll()

    host.setRoot(ItemList(items: [items[0], items[2]], log: log))
    #expect(host.text == "A: 0 [tap a]\nC: 0 [tap c]")
    #expect(log.events == ["disappear b"])
    #expect(removedNode == nil, "the removed row's node is still alive")
    #expect(removedBox == nil, "the removed row's state is still alive")

    host.setRoot(ItemList(items: items, log: log))
    #expect(host.text == "A: 0 [tap a]\nB: 0 [tap b]\nC: 0 [tap c]")
    #expect(log.events == ["disappear b", "appear b"])
  }

  @Test("Emptying ForEach data removes every row")
  func forEachEmptied() {
    let log = ViewsEventLog()
    let host = ViewHost(ItemList(items: [ViewsItem("a"), ViewsItem("b")], log: log))
    log.events.removeAll()
    host.setRoot(ItemList(items: [], log: log))
    #expect(host.text == "")
    #expect(log.events == ["disappear a", "disappear b"])
    #expect(host.viewsNodes(of: ItemRow.self).isEmpty)
  }
}

// MARK: - Views

private struct ItemRow: View {
  let item: ViewsItem
  let log: ViewsEventLog?
  @StateCell private var taps = 0

  var body: some View {
    HStack {
      Text("\(item.title): \(taps)")
      Button("tap \(item.id)") { taps += 1 }
    }
    .onAppear { log?.append("appear \(item.id)") }
    .onDisappear { log?.append("disappear \(item.id)") }
  }
}

private struct ItemList: View {
  let items: [ViewsItem]
  var log: ViewsEventLog? = nil
  var body: some View {
    VStack {
      ForEach(items) { item in
        ItemRow(item: item, log: log)
      }
    }
  }
}

private struct NameList: View {
  let names: [String]
  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in
        ViewsCounter(name)
      }
    }
  }
}

private struct RangeList: View {
  @StateCell private var refreshes = 0
  var body: some View {
    let _ = refreshes
    ForEach(0..<3) { index in
      ViewsCounter("\(index)")
    }
    Button("Refresh") { refreshes += 1 }
  }
}

private struct CountedRange: View {
  let count: Int
  var body: some View {
    ForEach(0..<count) { index in
      Text("row \(index)")
    }
  }
}
