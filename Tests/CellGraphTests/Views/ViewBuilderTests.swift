import Testing

@testable import CellGraph
@testable import CellGraphCore

/// What the result builder accepts (blocks, conditionals, optionals, `Group`, `EmptyView`) and
/// the identity each construct gives its views: which state survives an update, which is reset,
/// and which bodies re-run.
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
        "GroupedCounters/VStack/Group/ViewsCounter#1",
        "GroupedCounters/VStack/Group/ViewsCounter#2",
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
