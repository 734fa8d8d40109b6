import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// `navigationDestination(isPresented:)`, `(item:)` and `(for:)` anywhere inside a stack push
/// and pop in one settled update, with no diagnostic (every host here fails on one).
///
/// Source: Apple's documentation of `navigationDestination(isPresented:destination:)` places the
/// modifier on a lone `Button` inside the stack's root ("Button("Show details") {
/// showDetails = true } .navigationDestination(isPresented: $showDetails) { ColorDetail(…) }"),
/// and says the modifier may be declared "anywhere inside the navigation stack"; `(item:)` and
/// `(for:)` likewise. A push shows the destination; going back sets the binding to `false`
/// (`nil` for `item:`).
@MainActor
@Suite struct NavigationDestinationPlacementTests {
  @Test("isPresented: on a lone button pushes and pops with no diagnostic")
  func isPresentedOnLoneButton() throws {
    let host = ViewHost.testing(LoneButton())
    try host.tap("Show details")
    host.flush()
    #expect(host.text.hasSuffix("details"))
    try host.goBack()
    #expect(host.text == "[Show details]")
  }

  @Test("item: on a lone button pushes the item's screen and pops it with no diagnostic")
  func itemOnLoneButton() throws {
    let host = ViewHost.testing(LoneItemButton())
    try host.tap("Pick")
    host.flush()
    #expect(host.text.hasSuffix("item 4"))
    try host.goBack()
    #expect(host.text == "[Pick]")
  }

  @Test("A push from a lone button takes two passes: the presenter's, then the stack's")
  func pushPassCount() throws {
    let host = ViewHost.testing(LoneButton())
    let before = host.graph.passCount
    try host.tap("Show details")
    host.flush()
    // The presenter reads the binding and pushes; the stack then shows the new screen. SwiftUI
    // documents no pass count; what it shows is a push that settles at once, with no warning.
    #expect(host.graph.passCount - before == 2)
    let beforePop = host.graph.passCount
    try host.goBack()
    host.flush()
    // Going back writes `false` and removes the screen in one action: one pass runs the stack,
    // and the presenter inside it.
    #expect(host.graph.passCount - beforePop == 1)
  }

  @Test("isPresented: on a list row pushes and pops with no diagnostic")
  func onListRow() throws {
    let host = ViewHost.testing(RowPresenters(inList: true))
    try host.tap("Row 2")
    host.flush()
    #expect(host.text.hasSuffix("detail 2"))
    try host.goBack()
    #expect(!host.text.contains("detail"))
  }

  @Test("isPresented: inside a ForEach pushes and pops with no diagnostic")
  func insideForEach() throws {
    let host = ViewHost.testing(RowPresenters(inList: false))
    try host.tap("Row 3")
    host.flush()
    #expect(host.text.hasSuffix("detail 3"))
    try host.goBack()
    #expect(!host.text.contains("detail"))
  }

  @Test("isPresented: in a pushed screen pushes over it and pops with no diagnostic")
  func inPushedScreen() throws {
    let host = ViewHost.testing(PushedPresenter())
    try host.tapLink("Open")
    try host.tap("Deeper")
    host.flush()
    #expect(host.text.hasSuffix("deepest"))
    try host.goBack()
    #expect(host.text.hasSuffix("[Deeper]"))
    try host.goBack()
    #expect(host.text.hasSuffix("Open >"))
  }

  @Test("for: declared in a ForEach and in a pushed screen resolves pushes with no diagnostic")
  func forInForEachAndPushedScreen() throws {
    let host = ViewHost.testing(DeclaredInRows())
    try host.tapLink("Go 1")
    #expect(host.text.hasSuffix("number 1\nWord >"))
    try host.tapLink("Word")
    #expect(host.text.hasSuffix("word hello"))
    try host.goBack()
    try host.goBack()
    #expect(host.text.hasSuffix("Go 2 >"))
  }
}

private struct LoneButton: View {
  @StateCell var showsDetails = false

  var body: some View {
    NavigationStack {
      Button("Show details") { showsDetails = true }
        .navigationDestination(isPresented: $showsDetails) { Text("details") }
    }
  }
}

private struct LoneItemButton: View {
  @StateCell var selected: Int? = nil

  var body: some View {
    NavigationStack {
      Button("Pick") { selected = 4 }
        .navigationDestination(item: $selected) { Text("item \($0)") }
    }
  }
}

/// Rows each presenting their own destination, in a `List` or a plain `ForEach`.
private struct RowPresenters: View {
  let inList: Bool

  var body: some View {
    NavigationStack {
      if inList {
        List(1..<4, id: \.self) { PresentingRow(number: $0) }
      } else {
        VStack { ForEach(1..<4, id: \.self) { PresentingRow(number: $0) } }
      }
    }
  }
}

private struct PresentingRow: View {
  let number: Int
  @StateCell var isPresented = false

  var body: some View {
    Button("Row \(number)") { isPresented = true }
      .navigationDestination(isPresented: $isPresented) { Text("detail \(number)") }
  }
}

/// A presenter on a screen pushed by a link.
private struct PushedPresenter: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Open") { DeeperScreen() }
    }
  }
}

private struct DeeperScreen: View {
  @StateCell var showsDeeper = false

  var body: some View {
    Button("Deeper") { showsDeeper = true }
      .navigationDestination(isPresented: $showsDeeper) { Text("deepest") }
  }
}

/// `navigationDestination(for:)` declared by rows of a `ForEach`, and by a pushed screen.
private struct DeclaredInRows: View {
  var body: some View {
    NavigationStack {
      VStack {
        ForEach(1..<3, id: \.self) { number in
          NavigationLink("Go \(number)", value: number)
            .navigationDestination(for: Int.self) { NumberScreen(number: $0) }
        }
      }
    }
  }
}

private struct NumberScreen: View {
  let number: Int

  var body: some View {
    VStack {
      Text("number \(number)")
      NavigationLink("Word", value: "hello")
    }
    .navigationDestination(for: String.self) { Text("word \($0)") }
  }
}
