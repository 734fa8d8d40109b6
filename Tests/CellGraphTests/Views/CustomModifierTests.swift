import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Custom `ViewModifier`s: their own state and when their body re-runs.
@MainActor
@Suite struct CustomModifierTests {
  @Test("A custom modifier's body wraps the modified view")
  func customModifierWrapsContent() {
    let host = ViewHost(TaggedScreen(label: "hello"))
    #expect(host.text == "[1] hello [tap 1] 0")
  }

  @Test("A custom modifier keeps its own state across updates of the modified view")
  func customModifierKeepsState() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    try host.tap("tap 1")
    try host.tap("tap 1")
    host.flush()
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 2")
    host.setRoot(TaggedScreen(label: "world", tag: 2))
    #expect(host.text == "[2] world [tap 2] 2")
  }

  @Test("A custom modifier's body evaluations are counted under the modifier's type")
  func customModifierEvaluationsAreCounted() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    #expect(host.evaluations(of: Tagged.self) == 1)
    host.resetEvaluations()
    try host.tap("tap 1")
    host.flush()
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: TaggedScreen.self) == 0)
    #expect(host.text == "[1] hello [tap 1] 1")
  }

  @Test("A custom modifier's body does not re-run when only the modified view changes")
  func customModifierSkipsBodyForContentChanges() {
    let host = ViewHost(TaggedScreen(label: "hello"))
    host.resetEvaluations()
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 0")
    #expect(host.evaluations(of: TaggedScreen.self) == 1)
    #expect(host.evaluations(of: Tagged.self) == 0)
  }

  @Test("A custom modifier's body re-runs, without the modified view, when the modifier changes")
  func customModifierRerunsForModifierChanges() {
    let host = ViewHost(TaggedLeafScreen(tag: 1, value: 1))
    host.resetEvaluations()
    host.setRoot(TaggedLeafScreen(tag: 2, value: 1))
    #expect(host.text == "[2] leaf 1 [tap 2] 0")
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: ModifiedLeaf.self) == 0)
    host.setRoot(TaggedLeafScreen(tag: 2, value: 2))
    #expect(host.text == "[2] leaf 2 [tap 2] 0")
    #expect(host.evaluations(of: Tagged.self) == 1)
    #expect(host.evaluations(of: ModifiedLeaf.self) == 1)
  }

  @Test("Every use of content in a modifier's body shows the current modified view")
  func customModifierUsingContentTwice() {
    let host = ViewHost(TwiceScreen(label: "x"))
    #expect(host.text == "x x")
    host.resetEvaluations()
    host.setRoot(TwiceScreen(label: "y"))
    #expect(host.text == "y y")
    #expect(host.evaluations(of: Twice.self) == 0)
  }

  @Test("Each use of a custom modifier has its own state")
  func customModifierStateIsPerIdentity() throws {
    let host = ViewHost(TwoTagged())
    try host.tap("tap 2")
    #expect(host.text == "[1] one [tap 1] 0\n[2] two [tap 2] 1")
  }

  @Test("A modifier whose own state and modified view change in one update re-runs its body")
  func customModifierStateAndContentChangeTogether() throws {
    let host = ViewHost(TaggedScreen(label: "hello"))
    try host.tap("tap 1")
    // The tap's write is pending; the new root value arrives in the same update.
    host.setRoot(TaggedScreen(label: "world"))
    #expect(host.text == "[1] world [tap 1] 1")
  }

  @Test("An unchanged modifier larger than three words does not re-run when the content changes")
  func wideModifierSkipsBodyForContentChanges() {
    let host = ViewHost(WideScreen(label: "x"))
    #expect(host.text == "1234 x")
    host.resetEvaluations()
    host.setRoot(WideScreen(label: "y"))
    #expect(host.text == "1234 y")
    #expect(host.evaluations(of: Wide.self) == 0)
  }

  @Test("Updating the view under the ViewModifier doc example keeps the modifier's body")
  func customModifierWithStringField() {
    // A modifier wider than an existential's inline buffer (a `String` and a `StateCell`) once
    // crashed the comparison of the previous modifier with the new one.
    let host = ViewHost(DocTaggedScreen(label: "Hello"))
    host.resetEvaluations()
    host.setRoot(DocTaggedScreen(label: "World"))
    #expect(host.text == "[a] World [tap a] 0")
    #expect(host.evaluations(of: Tagged.self) == 0, "only the content changed")
  }
}

// MARK: - Views

/// A modifier with its own state: the `Tagged` modifier of `ViewModifier`'s doc comment.
private struct Tagged: ViewModifier {
  let tag: String
  @StateCell private var taps = 0

  init(tag: some CustomStringConvertible) {
    self.tag = tag.description
  }

  func body(content: Content) -> some View {
    HStack {
      Text("[\(tag)]")
      content
      Button("tap \(tag)") { taps += 1 }
      Text("\(taps)")
    }
  }
}

private struct TaggedScreen: View {
  let label: String
  var tag = 1
  var body: some View {
    Text(label).modifier(Tagged(tag: tag))
  }
}

private struct ModifiedLeaf: View {
  let value: Int
  var body: some View {
    Text("leaf \(value)")
  }
}

private struct TaggedLeafScreen: View {
  let tag: Int
  let value: Int
  var body: some View {
    ModifiedLeaf(value: value).modifier(Tagged(tag: tag))
  }
}

private struct Twice: ViewModifier {
  func body(content: Content) -> some View {
    HStack {
      content
      content
    }
  }
}

private struct TwiceScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Twice())
  }
}

private struct TwoTagged: View {
  var body: some View {
    Text("one").modifier(Tagged(tag: 1))
    Text("two").modifier(Tagged(tag: 2))
  }
}

/// A modifier of four words: too large for an `Any`'s inline storage.
private struct Wide: ViewModifier {
  let a: Int
  let b: Int
  let c: Int
  let d: Int

  func body(content: Content) -> some View {
    HStack {
      Text("\(a)\(b)\(c)\(d)")
      content
    }
  }
}

private struct WideScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Wide(a: 1, b: 2, c: 3, d: 4))
  }
}

private struct DocTaggedScreen: View {
  let label: String
  var body: some View {
    Text(label).modifier(Tagged(tag: "a"))
  }
}
