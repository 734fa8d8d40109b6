import Testing

@testable import CellGraph
@testable import CellGraphCore

// A stack handed a new value by its parent's evaluation takes it whatever it holds and reconciles
// its children at once (`TypedNode.receiveContent`): it compares only its own layout, and its text
// goes stale only if that, or a child, changed.

/// A body that re-runs on every `tick` and builds the same stacks each time, unless one of the
/// four flags changes one stack's layout.
private struct Panel: View {
  @StateCell var tick = 0
  @StateCell var gap = false  // the VStack's spacing
  @StateCell var trailing = false  // the VStack's alignment
  @StateCell var columns = false  // the HStack's spacing
  @StateCell var raised = false  // the HStack's alignment
  var body: some View {
    let _ = tick
    VStack(alignment: trailing ? .trailing : .leading, spacing: gap ? 22 : 0) {
      HStack(alignment: raised ? .top : .bottom, spacing: columns ? 24 : 8) {
        Text("a\nb")
        Text("c")
      }
      Text("e")
    }
  }
}

@MainActor
@Suite struct ContainerUpdateTests {
  private func panel(in host: ViewHost) throws -> BodyNode<Panel> {
    try #require(host.rootNode.children.first as? BodyNode<Panel>)
  }

  @Test("A re-run body whose stacks hold the same labels re-renders no stack and no label")
  func unchangedStacksKeepTheirText() throws {
    let host = ViewHost(Panel())
    #expect(host.text == "a\nb c\ne")
    let panel = try panel(in: host)
    let outer = try #require(panel.children.first)
    let inner = try #require(outer.children.first)
    host.graph.renderCount = 0

    panel.view.tick = 1
    host.flush()
    #expect(host.evaluations(of: Panel.self) == 2, "the body ran again")
    #expect(!outer.flags.contains(.needsRender), "the outer stack's text is up to date")
    #expect(!inner.flags.contains(.needsRender), "the inner stack's text is up to date")
    #expect(host.text == "a\nb c\ne")
    // The host's root and the body's view: the stacks and their labels kept their text.
    #expect(host.graph.renderCount == 2, "rendered \(host.graph.renderCount) node texts")
  }

  @Test("A stack whose spacing or alignment changes re-renders though its labels are the same")
  func changedLayoutRerenders() throws {
    let changes: [(String, (BodyNode<Panel>) -> Void, String)] = [
      ("the VStack's spacing", { $0.view.gap = true }, "a\nb c\n\ne"),
      ("the VStack's alignment", { $0.view.trailing = true }, "a\nb c\n  e"),
      ("the HStack's spacing", { $0.view.columns = true }, "a\nb   c\ne"),
      ("the HStack's alignment", { $0.view.raised = true }, "a c\nb\ne"),
    ]
    for (name, change, expected) in changes {
      let host = ViewHost(Panel())
      #expect(host.text == "a\nb c\ne")
      change(try panel(in: host))
      #expect(host.text == expected, "\(name) changed")
    }
  }

  @Test("A stack handed a new environment chain re-runs its children once, not on later updates")
  func replacedEnvironmentForcesChildrenOnce() throws {
    let host = ViewHost(Outer())
    #expect(host.text == "leaf")
    let outer = try #require(host.rootNode.children.first as? BodyNode<Outer>)
    outer.view.useFirst = false
    host.flush()
    #expect(host.evaluations(of: Leaf.self) == 2, "the new chain re-ran the stack's child")

    let inner = try #require(outer.children.first?.children.first as? BodyNode<Inner>)
    inner.view.tick = 1
    host.flush()
    #expect(host.evaluations(of: Inner.self) == 3, "the body ran again")
    #expect(
      host.evaluations(of: Leaf.self) == 2, "an equal input is skipped once the chain is taken")
    #expect(host.text == "leaf")
  }

  @Test("A list whose rows are stacks re-renders the renamed row's stack, and no other row")
  func listOfStacks() throws {
    let host = ViewHost(Roster())
    #expect(host.text == "1 ada\n2 bo")
    let roster = try #require(host.rootNode.children.first as? BodyNode<Roster>)
    let rows = try #require(roster.children.first?.children.first).children  // VStack ─ ForEach
    host.graph.renderCount = 0

    // The same id with another name: the row's stack is handed its new value in place.
    roster.view.people[1].name = "bea"
    host.flush()
    #expect(!rows[0].flags.contains(.needsRender), "the unchanged row keeps its text")
    #expect(host.text == "1 ada\n2 bea")
    // The host's root, the list's view, its stack, its `ForEach` and the renamed row's stack,
    // which writes its line from its labels' strings.
    #expect(host.graph.renderCount == 5, "rendered \(host.graph.renderCount) node texts")
  }
}

private struct Person {
  let id: Int
  var name: String
}

/// A list whose rows are stacks themselves, handed to their nodes in place by the `ForEach`.
private struct Roster: View {
  @StateCell var people = [Person(id: 1, name: "ada"), Person(id: 2, name: "bo")]
  var body: some View {
    VStack {
      ForEach(people, id: \.id) { person in
        HStack {
          Text("\(person.id)")
          Text(person.name)
        }
      }
    }
  }
}

/// Provides one of two keys to `Inner`: switching keys replaces the environment chain below.
private struct Outer: View {
  @StateCell var useFirst = true
  var body: some View {
    Inner().environment(useFirst ? \.graphFirst : \.graphSecond, "provided")
  }
}

/// A stack holding a plain view, in a body that re-runs on every `tick`.
private struct Inner: View {
  @StateCell var tick = 0
  var body: some View {
    let _ = tick
    VStack { Leaf(label: "leaf") }
  }
}

private struct Leaf: View {
  let label: String
  var body: some View { Text(label) }
}
