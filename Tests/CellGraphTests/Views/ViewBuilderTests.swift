import Testing

@testable import CellGraph

/// What the result builder accepts (blocks, conditionals, optionals, `ForEach`, `Group`,
/// `EmptyView`, `AnyView`) and the identity each construct gives its views: which state survives an
/// update, which is reset, and which bodies re-run.
@MainActor
@Suite struct ViewBuilderTests {
  // MARK: Blocks

  @Test("A block of twelve views shows all twelve children in order")
  func twelveChildren() {
    let host = ViewHost(TwelveTexts())
    #expect(host.text == (1...12).map { "line \($0)" }.joined(separator: "\n"))
  }

  @Test("Each of twelve sibling views keeps its own state by position")
  func twelveSiblingsKeepTheirOwnState() throws {
    let host = ViewHost(TwelveCounters())
    try host.tap("+l")
    try host.tap("+l")
    try host.tap("+a")
    #expect(
      host.text == """
        a = 1 [+a]
        b = 0 [+b]
        c = 0 [+c]
        d = 0 [+d]
        e = 0 [+e]
        f = 0 [+f]
        g = 0 [+g]
        h = 0 [+h]
        i = 0 [+i]
        j = 0 [+j]
        k = 0 [+k]
        l = 2 [+l]
        """)
    #expect(host.viewsStateBoxes(of: ViewsCounter.self).count == 12)
  }

  @Test("An empty builder block produces an EmptyView with no text")
  func emptyBlockIsEmptyView() {
    let empty = ViewBuilder.buildBlock()
    #expect(type(of: empty) == EmptyView.self)
    let host = ViewHost(VStack {})
    #expect(host.text == "")
  }

  // MARK: Conditionals

  @Test("An if without else shows its content only while the condition holds")
  func ifWithoutElse() throws {
    let host = ViewHost(OptionalDetails())
    #expect(host.text == "Title\n[Show]")
    try host.tap("Show")
    #expect(host.text == "Title\nDetails\n[Hide]")
    try host.tap("Hide")
    #expect(host.text == "Title\n[Show]")
  }

  @Test("State inside an if branch is reset after the branch goes away and comes back")
  func ifBranchStateResets() throws {
    let host = ViewHost(ToggledCounter())
    try host.tap("+inner")
    try host.tap("+inner")
    #expect(host.text.contains("inner = 2"))
    try host.tap("Toggle")
    #expect(!host.text.contains("inner"))
    #expect(host.viewsStateBoxes(of: ViewsCounter.self).isEmpty)
    try host.tap("Toggle")
    #expect(host.text.contains("inner = 0"))
  }

  @Test("State inside an if branch survives updates that keep the branch")
  func ifBranchStateSurvivesUpdates() throws {
    let host = ViewHost(ToggledCounter())
    try host.tap("+inner")
    try host.tap("Bump")
    try host.tap("Bump")
    #expect(host.text.contains("bumps: 2"))
    #expect(host.text.contains("inner = 1"))
  }

  @Test("An if/else shows the branch the condition selects")
  func ifElse() {
    let host = ViewHost(OnOffLabel(isOn: true))
    #expect(host.text == "on")
    host.setRoot(OnOffLabel(isOn: false))
    #expect(host.text == "off")
  }

  @Test("The two branches of an if/else are different views even with the same type")
  func ifElseBranchesAreDifferentViews() throws {
    let host = ViewHost(TwoBranchCounters(first: true))
    try host.tap("+first")
    #expect(host.text == "first = 1 [+first]")
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["TwoBranchCounters/if/ViewsCounter"])
    host.setRoot(TwoBranchCounters(first: false))
    #expect(host.text == "second = 0 [+second]")
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["TwoBranchCounters/else/ViewsCounter"])
    host.setRoot(TwoBranchCounters(first: true))
    #expect(host.text == "first = 0 [+first]")
  }

  @Test("An if let shows its content with the unwrapped value, and nothing for nil")
  func ifLet() {
    let host = ViewHost(Subtitled(subtitle: "Second line"))
    #expect(host.text == "Title\nSecond line")
    host.setRoot(Subtitled(subtitle: nil))
    #expect(host.text == "Title")
    host.setRoot(Subtitled(subtitle: "Back"))
    #expect(host.text == "Title\nBack")
  }

  @Test("A switch shows the view of the matching case")
  func switchShowsTheMatchingCase() {
    let host = ViewHost(ModeScreen(mode: .compact))
    #expect(host.text == "compact = 0 [+compact]")
    host.setRoot(ModeScreen(mode: .regular))
    #expect(host.text == "regular = 0 [+regular]")
    host.setRoot(ModeScreen(mode: .full))
    #expect(host.text == "Full mode\nfull = 0 [+full]")
    host.setRoot(ModeScreen(mode: .none))
    #expect(host.text == "")
  }

  @Test("Each case of a switch is its own identity, so changing case resets state")
  func switchCasesAreSeparateIdentities() throws {
    let host = ViewHost(ModeScreen(mode: .compact))
    try host.tap("+compact")
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["ModeScreen/if/if/ViewsCounter"])
    host.setRoot(ModeScreen(mode: .regular))
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["ModeScreen/if/else/ViewsCounter"])
    try host.tap("+regular")
    try host.tap("+regular")
    #expect(host.text == "regular = 2 [+regular]")
    host.setRoot(ModeScreen(mode: .full))
    #expect(host.viewsPaths(of: ViewsCounter.self) == ["ModeScreen/else/if/VStack/ViewsCounter"])
    host.setRoot(ModeScreen(mode: .compact))
    #expect(host.text == "compact = 0 [+compact]")
    host.setRoot(ModeScreen(mode: .regular))
    #expect(host.text == "regular = 0 [+regular]")
  }

  @Test("A switch keeps a case's state while the same case stays selected")
  func switchKeepsStateWithinACase() throws {
    let host = ViewHost(ModeScreen(mode: .full, title: "Full mode"))
    try host.tap("+full")
    host.setRoot(ModeScreen(mode: .full, title: "Renamed"))
    #expect(host.text == "Renamed\nfull = 1 [+full]")
  }

  @Test("An optional view shows the wrapped view, or nothing when nil")
  func optionalContent() {
    let host = ViewHost(Badged(count: 3))
    #expect(host.text == "Inbox\n(3)")
    host.setRoot(Badged(count: 0))
    #expect(host.text == "Inbox")
    #expect(host.viewsNodes(of: Text.self).count == 1)
    host.setRoot(Badged(count: 12))
    #expect(host.text == "Inbox\n(12)")
  }

  @Test("An availability check shows its available branch")
  func availabilityCheck() {
    let host = ViewHost(AvailabilityChecked())
    #expect(host.text == "available")
  }

  // MARK: ForEach

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

  // MARK: Group and EmptyView

  @Test("A Group shows its views as if they were written in its place")
  func groupIsTransparent() {
    let host = ViewHost(GroupedCounters())
    #expect(host.text == "head\na = 0 [+a]\nb = 0 [+b]\ntail")
  }

  @Test("Views in a Group keep their state across updates")
  func groupKeepsState() throws {
    let host = ViewHost(GroupedCounters())
    try host.tap("+b")
    host.setRoot(GroupedCounters(head: "top"))
    #expect(host.text == "top\na = 0 [+a]\nb = 1 [+b]\ntail")
    #expect(
      host.viewsPaths(of: ViewsCounter.self) == [
        "GroupedCounters/VStack/Group/ViewsCounter", "GroupedCounters/VStack/Group/ViewsCounter",
      ])
  }

  @Test("EmptyView contributes no text and no node children")
  func emptyView() {
    let host = ViewHost(EmptyView())
    #expect(host.text == "")
    let inStack = ViewHost(
      VStack {
        Text("a")
        EmptyView()
        Text("b")
      })
    #expect(inStack.text == "a\nb")
    #expect(inStack.viewsNodes(of: EmptyView.self).allSatisfy { $0.children.isEmpty })
  }

  // MARK: AnyView

  @Test("AnyView shows the view it wraps")
  func anyViewShowsWrappedView() {
    #expect(ViewHost(AnyView(Text("erased"))).text == "erased")
    #expect(ViewHost(Badge(count: 0)).text == "")
    #expect(ViewHost(Badge(count: 4)).text == "4")
  }

  @Test("AnyView wrapping a view of another type replaces the view and resets its state")
  func anyViewTypeChangeResetsState() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ErasedCounter(padded: false, log: log))
    try host.tap("+x")
    #expect(host.text == "x = 1 [+x]")
    log.events.removeAll()
    host.setRoot(ErasedCounter(padded: true, log: log))
    #expect(host.text == "  x = 0 [+x]")
    #expect(log.events == ["appear padded", "disappear plain"])
    try host.tap("+x")
    host.setRoot(ErasedCounter(padded: false, log: log))
    #expect(host.text == "x = 0 [+x]")
  }

  @Test("AnyView wrapping a view of the same type keeps the view and its state")
  func anyViewSameTypeKeepsState() throws {
    let host = ViewHost(ErasedCounter(padded: false, title: "one"))
    try host.tap("+x")
    host.setRoot(ErasedCounter(padded: false, title: "two"))
    #expect(host.text == "two\nx = 1 [+x]")
  }

  @Test("AnyView wrapping an equal view does not re-run the wrapped view's body")
  func anyViewEqualViewDoesNotRerun() {
    let host = ViewHost(ErasedLeafParent(title: "one", value: 1))
    host.resetEvaluations()
    host.setRoot(ErasedLeafParent(title: "two", value: 1))
    #expect(host.text == "two\nleaf 1")
    #expect(host.evaluations(of: ErasedLeafParent.self) == 1)
    #expect(host.evaluations(of: Leaf.self) == 0)
    host.setRoot(ErasedLeafParent(title: "two", value: 2))
    #expect(host.text == "two\nleaf 2")
    #expect(host.evaluations(of: Leaf.self) == 1)
  }

  @Test("AnyView of an AnyView is the inner AnyView")
  func anyViewOfAnyView() throws {
    let host = ViewHost(DoublyErased(twice: false))
    try host.tap("+x")
    host.setRoot(DoublyErased(twice: true))
    #expect(host.text == "x = 1 [+x]")
  }
}

// MARK: - Views

private struct TwelveTexts: View {
  var body: some View {
    VStack {
      Text("line 1")
      Text("line 2")
      Text("line 3")
      Text("line 4")
      Text("line 5")
      Text("line 6")
      Text("line 7")
      Text("line 8")
      Text("line 9")
      Text("line 10")
      Text("line 11")
      Text("line 12")
    }
  }
}

private struct TwelveCounters: View {
  var body: some View {
    ViewsCounter("a")
    ViewsCounter("b")
    ViewsCounter("c")
    ViewsCounter("d")
    ViewsCounter("e")
    ViewsCounter("f")
    ViewsCounter("g")
    ViewsCounter("h")
    ViewsCounter("i")
    ViewsCounter("j")
    ViewsCounter("k")
    ViewsCounter("l")
  }
}

private struct OptionalDetails: View {
  @StateCell private var isShown = false
  var body: some View {
    Text("Title")
    if isShown {
      Text("Details")
    }
    Button(isShown ? "Hide" : "Show") { isShown.toggle() }
  }
}

private struct ToggledCounter: View {
  @StateCell private var isShown = true
  @StateCell private var bumps = 0
  var body: some View {
    VStack {
      Text("bumps: \(bumps)")
      if isShown {
        ViewsCounter("inner")
      }
      Button("Toggle") { isShown.toggle() }
      Button("Bump") { bumps += 1 }
    }
  }
}

private struct OnOffLabel: View {
  let isOn: Bool
  var body: some View {
    if isOn {
      Text("on")
    } else {
      Text("off")
    }
  }
}

private struct TwoBranchCounters: View {
  let first: Bool
  var body: some View {
    if first {
      ViewsCounter("first")
    } else {
      ViewsCounter("second")
    }
  }
}

private struct Subtitled: View {
  let subtitle: String?
  var body: some View {
    Text("Title")
    if let subtitle {
      Text(subtitle)
    }
  }
}

private enum Mode {
  case compact, regular, full, none
}

private struct ModeScreen: View {
  let mode: Mode
  var title = "Full mode"
  var body: some View {
    switch mode {
    case .compact:
      ViewsCounter("compact")
    case .regular:
      ViewsCounter("regular")
    case .full:
      VStack {
        Text(title)
        ViewsCounter("full")
      }
    case .none:
      EmptyView()
    }
  }
}

private struct Badged: View {
  let count: Int
  var body: some View {
    let badge: Text? = count > 0 ? Text("(\(count))") : nil
    Text("Inbox")
    badge
  }
}

private struct AvailabilityChecked: View {
  var body: some View {
    if #available(macOS 10.15, iOS 13, *) {
      Text("available")
    } else {
      Text("unavailable")
    }
  }
}

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

private struct GroupedCounters: View {
  var head = "head"
  var body: some View {
    VStack {
      Text(head)
      Group {
        ViewsCounter("a")
        ViewsCounter("b")
      }
      Text("tail")
    }
  }
}

private struct Badge: View {
  let count: Int
  var body: some View {
    badge(for: count)
  }

  func badge(for count: Int) -> AnyView {
    count == 0 ? AnyView(EmptyView()) : AnyView(Text("\(count)"))
  }
}

private struct ErasedCounter: View {
  let padded: Bool
  var title: String? = nil
  var log: ViewsEventLog? = nil

  var body: some View {
    if let title {
      Text(title)
    }
    content
  }

  var content: AnyView {
    if padded {
      return AnyView(
        ViewsCounter("x").padding(.leading, 2).onAppear { log?.append("appear padded") }
          .onDisappear { log?.append("disappear padded") })
    }
    return AnyView(
      ViewsCounter("x").onAppear { log?.append("appear plain") }
        .onDisappear { log?.append("disappear plain") })
  }
}

private struct Leaf: View {
  let value: Int
  var body: some View {
    Text("leaf \(value)")
  }
}

private struct ErasedLeafParent: View {
  let title: String
  let value: Int
  var body: some View {
    Text(title)
    AnyView(Leaf(value: value))
  }
}

private struct DoublyErased: View {
  let twice: Bool
  var body: some View {
    twice ? AnyView(AnyView(ViewsCounter("x"))) : AnyView(ViewsCounter("x"))
  }
}
