import Testing

@testable import CellGraph
@testable import CellGraphCore

// A `Text` handed a new value by its parent's evaluation takes a shortcut (`receiveLabel`): it
// compares the string, and marks its text stale only if something changed. (A stack of labels
// keeps no node per label at all: see `LabelBlockTests`. The labels here have nodes: a body's
// own block, a `ForEach`'s rows, a branch.)

private struct Caption: View {
  @StateCell var name = "ada"
  @StateCell var count = 0
  var body: some View {
    Text("name:")
    Text(name)
    Text("seen \(count)")
  }
}

private struct Named {
  let id: Int
  var name: String
}

private struct NameList: View {
  @StateCell var people = [Named(id: 1, name: "ada"), Named(id: 2, name: "bo")]
  var body: some View {
    VStack {
      ForEach(people, id: \.id) { Text($0.name) }
    }
  }
}

private struct ProvidedLabel: View {
  @StateCell var useFirst = true
  var body: some View {
    Text("label").environment(useFirst ? \.graphFirst : \.graphSecond, "provided")
  }
}

/// A stack whose second label comes and goes.
private struct OptionalLabel: View {
  @StateCell var showsDetail = false
  var body: some View {
    VStack {
      Text("title")
      if showsDetail { Text("detail") }
      Text("footer")
    }
  }
}

@MainActor
@Suite struct LabelUpdateTests {
  private func caption(in host: ViewHost) throws -> BodyNode<Caption> {
    try #require(host.rootNode.children.first as? BodyNode<Caption>)
  }

  private func labels(of caption: BodyNode<Caption>) throws -> ContiguousArray<Node> {
    caption.children  // Caption ─ three labels (its body's block, flattened)
  }

  @Test("A re-run body re-renders the label whose string changed, and no other label")
  func onlyChangedLabelRenders() throws {
    let host = ViewHost(Caption())
    #expect(host.text == "name:\nada\nseen 0")
    let caption = try caption(in: host)
    host.graph.renderCount = 0

    caption.view.name = "grace"
    host.flush()
    let labels = try labels(of: caption)
    #expect(!labels[0].flags.contains(.needsRender), "an equal string keeps the label's text")
    #expect(!labels[2].flags.contains(.needsRender), "an equal string keeps the label's text")
    #expect(host.text == "name:\ngrace\nseen 0")
    // The host's root, the body's view and the one label whose string changed.
    #expect(host.graph.renderCount == 3, "rendered \(host.graph.renderCount) node texts")
  }

  @Test("A label keeps its node and its text across re-runs that hand it the same string")
  func equalStringKeepsNode() throws {
    let host = ViewHost(Caption())
    _ = host.text
    let caption = try caption(in: host)
    let before = try labels(of: caption).map(ObjectIdentifier.init)
    let firstText = try labels(of: caption)[0].text

    caption.view.count = 1
    #expect(host.text == "name:\nada\nseen 1")
    #expect(try labels(of: caption).map(ObjectIdentifier.init) == before, "same label nodes")
    #expect(try labels(of: caption)[0].text == firstText)
    #expect(try labels(of: caption)[2].text == [TextBlock("seen 1")])
  }

  @Test("A list of labels re-renders the label whose string changed, and no other")
  func listOfLabels() throws {
    let host = ViewHost(NameList())
    #expect(host.text == "ada\nbo")
    let list = try #require(host.rootNode.children.first as? BodyNode<NameList>)
    host.graph.renderCount = 0

    // The same id with other contents: each row keeps its node and is handed its new value.
    list.view.people[1].name = "bea"
    #expect(host.text == "ada\nbea")
    // The host's root, the list's view, its stack, its `ForEach` and the renamed label: the
    // other label, handed an equal string, is not re-rendered.
    #expect(host.graph.renderCount == 5, "rendered \(host.graph.renderCount) node texts")
  }

  @Test("A label whose environment chain is replaced takes the new chain")
  func labelTakesReplacedEnvironment() throws {
    let host = ViewHost(ProvidedLabel())
    #expect(host.text == "label")
    let view = try #require(host.rootNode.children.first as? BodyNode<ProvidedLabel>)
    let before = try #require(view.children.first?.children.first)
    view.view.useFirst = false
    #expect(host.text == "label")
    let modifier = try #require(view.children.first)
    let label = try #require(modifier.children.first)
    #expect(label === before && label.viewType == ObjectIdentifier(Text.self), "the same label")
    #expect(
      label.environment.hasSameProviders(as: modifier.environmentForChildren),
      "the label holds the environment its parent hands its children now")
  }

  @Test("A new label is made without a run, and its text is rendered in the pass that makes it")
  func newLabelIsRenderedByItsParent() throws {
    let host = ViewHost(OptionalLabel())
    let view = try #require(host.rootNode.children.first as? BodyNode<OptionalLabel>)
    view.view.showsDetail = true
    host.flush()
    let stack = try #require(view.children.first)
    var labels: [Node] = []
    func collect(_ node: Node) {
      if node.viewType == ObjectIdentifier(Text.self) { labels.append(node) }
      node.children.forEach(collect)
    }
    collect(stack)
    #expect(labels.count == 3, "title, detail (in its conditional) and footer")
    for label in labels {
      #expect(
        !label.flags.contains(.needsRender),
        "the run that made or kept the label rendered its text before the pass ended")
    }
    #expect(!stack.flags.contains(.needsRender))
    #expect(host.text == "title\ndetail\nfooter")
  }

  @Test("A label made where no text was stale marks its ancestors' text stale")
  func newLabelMarksAncestorsStale() throws {
    let host = ViewHost(OptionalLabel())
    #expect(host.text == "title\nfooter")
    let view = try #require(host.rootNode.children.first as? BodyNode<OptionalLabel>)
    let stack = try #require(view.children.first)
    // Made directly, outside any run: only its own stale text tells the ancestors to re-render.
    let label = stack.makeChild(Text("added"), key: .position(9))
    #expect(label.flags.contains(.needsRender))
    #expect(stack.flags.contains(.needsRender) && view.flags.contains(.needsRender))
    #expect(label.text == [TextBlock("added")])
  }
}
