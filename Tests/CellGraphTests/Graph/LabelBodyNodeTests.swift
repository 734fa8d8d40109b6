import Testing

@testable import CellGraph
@testable import CellGraphCore

// A custom view whose body is a `Text` keeps its label in its own node (`LabelBodyNode`): no
// node for the label, the text rendered from the label's string, and inspection sees the label
// as the view's one `Text` child.

private struct Caption: View {
  @StateCell var name = "ada"
  var body: some View { Text("hello \(name)") }
}

private struct Wrapped: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Caption()
      Text("count \(count)")
      Button("more") { count += 1 }
    }
  }
}

private final class Theme: ObservableObject {
  @Published var name = "dark"
}

/// A label that needs an environment object: without one the view shows nothing.
private struct ThemeName: View {
  @EnvironmentObjectCell var theme: Theme
  var body: some View { Text("theme \(theme.name)") }
}

@MainActor
@Suite struct LabelBodyNodeTests {
  private func caption(in host: ViewHost) throws -> LabelBodyNode<Caption> {
    func find(_ node: Node) -> LabelBodyNode<Caption>? {
      if let found = node as? LabelBodyNode<Caption> { return found }
      return node.children.lazy.compactMap(find).first
    }
    return try #require(find(host.rootNode))
  }

  @Test("A view whose body is a Text keeps the label in its own node, with no child")
  func keepsLabel() throws {
    #expect(ViewTypeInfo.of(Caption.self).bodyIsLabel)
    #expect(!ViewTypeInfo.of(Wrapped.self).bodyIsLabel)
    #expect(!ViewTypeInfo.of(Text.self).bodyIsLabel, "a Text is a built-in view, not a body")
    let host = ViewHost(Wrapped())
    #expect(host.text == "hello ada\ncount 0\n[more]")
    let caption = try caption(in: host)
    #expect(caption.children.isEmpty)
    #expect(caption.label == "hello ada")
  }

  @Test("A state change re-runs the body and shows the new label; its parent does not run")
  func stateChangeShowsNewLabel() throws {
    let host = ViewHost(Wrapped())
    _ = host.text
    host.resetEvaluations()
    try caption(in: host).view.name = "grace"
    host.flush()
    #expect(host.evaluations(of: Caption.self) == 1)
    #expect(host.evaluations(of: Wrapped.self) == 0)
    #expect(host.text == "hello grace\ncount 0\n[more]")
  }

  @Test("A parent's re-run hands the view an equal value: it is skipped and keeps its text")
  func parentRerunSkipsIt() throws {
    let host = ViewHost(Wrapped())
    _ = host.text
    host.resetEvaluations()
    try host.tap("more")
    host.flush()
    #expect(host.evaluations(of: Wrapped.self) == 1)
    #expect(host.evaluations(of: Caption.self) == 0)
    #expect(host.text == "hello ada\ncount 1\n[more]")
  }

  @Test("The label's text is written over its previous arrays once nothing else holds them")
  func labelWritesInPlace() throws {
    let host = ViewHost(Caption())
    #expect(host.text == "hello ada")
    let caption = try caption(in: host)
    func lines() -> UnsafeRawPointer? {
      caption.text.first?.lines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    // The first update copies: the host's root still holds the array from the text just read.
    caption.view.name = "grace"
    host.flush()
    let before = lines()
    caption.view.name = "linus"
    host.flush()
    #expect(lines() == before, "the lines array is reused")
    #expect(host.text == "hello linus")
  }

  @Test("Inspection sees the label as the view's one Text child, at the path its node would have")
  func inspectedLabel() throws {
    let host = ViewHost(Caption())
    let view = host.inspectedRoot.children[0]
    #expect(view.typeName == "Caption" && view.hasBody)
    let label = try #require(view.children.first)
    #expect(view.children.count == 1)
    #expect(label.path == "Caption/Text")
    #expect(label.text == "hello ada")
    #expect(label.view(as: Text.self) == Text("hello ada"))
    #expect(label.parent?.path == "Caption")
    #expect(!label.hasBody && label.children.isEmpty && label.state.isEmpty)
  }

  @Test("Without its environment object the view shows nothing; given one, it shows its label")
  func missingEnvironmentObject() throws {
    let host = ViewHost(ThemeName())
    #expect(host.text == "")
    #expect(host.diagnostics.contains { $0.kind == .missingEnvironmentObject })
    #expect(host.inspectedRoot.children[0].children.isEmpty, "no label while nothing is shown")

    let withTheme = ViewHost(ThemeName().environmentObject(Theme()))
    #expect(withTheme.text == "theme dark")
  }
}
