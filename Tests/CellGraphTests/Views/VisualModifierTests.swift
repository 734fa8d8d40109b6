import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Counts a leaf's evaluations: the view a parent's re-run may or may not re-evaluate.
private struct Leaf: View {
  let name: String
  var body: some View { Text(name) }
}

/// Reads `\.font`, so it re-runs when the font changes.
private struct FontReader: View {
  @EnvironmentCell(\.font) var font
  var body: some View { Text(font == .headline ? "headline" : "other") }
}

/// Re-runs on its own counter, and passes the same styling to its children each time.
private struct StyledParent: View {
  @StateCell var taps = 0
  @StateCell var headline = true
  var body: some View {
    VStack {
      Button("Tap \(taps)") { taps += 1 }
      Button("Font") { headline.toggle() }
      VStack {
        Leaf(name: "styled")
          .bold().italic().fontWeight(.heavy).foregroundStyle(.secondary).foregroundColor(.red)
          .tint(.orange).background(.yellow).cornerRadius(4).clipShape(Capsule())
          .shadow(radius: 2).frame(width: 10, height: 2).fixedSize().opacity(0.8)
          .lineLimit(1).multilineTextAlignment(.center).buttonStyle(.bordered)
          .toggleStyle(.switch).labelStyle(.titleOnly)
        FontReader()
        Leaf(name: "overlaid").overlay { Leaf(name: "badge") }
      }
      .font(headline ? .headline : .caption)
    }
  }
}

/// A counter whose state must survive what happens around it.
private struct Counter: View {
  @StateCell var count = 0
  var body: some View { Button("Count \(count)") { count += 1 } }
}

@MainActor
private final class Tally {
  var count = 0
}

private struct Appearing: View {
  let appearances: Tally
  var body: some View { Text("layer").onAppear { appearances.count += 1 } }
}

private struct Layers: View {
  @StateCell var title = "Title"
  let appearances: Tally
  var body: some View {
    VStack {
      Button("Rename") { title = "Renamed" }
      Text(title + "               ")
        .overlay(alignment: .trailing) { Counter() }
        .background(alignment: .leading) { Appearing(appearances: appearances) }
    }
  }
}

private struct Hiding: View {
  @StateCell var isHidden = false
  var body: some View {
    VStack {
      Button("Hide") { isHidden.toggle() }
      Counter().opacity(isHidden ? 0 : 1)
      Text("end")
    }
  }
}

private struct AlwaysHidden: View {
  @StateCell var step = 0
  var body: some View {
    VStack {
      Button("Step") { step += 1 }
      HiddenCounter(step: step).hidden()
    }
  }
}

/// Counts the steps it saw in its own state.
private struct HiddenCounter: View {
  let step: Int
  @StateCell var seen = 0
  var body: some View {
    Text("seen \(seen)").onChange(of: step) { seen += 1 }
  }
}

/// The first node below `node` (depth first) whose view type's name starts with `prefix`.
@MainActor
private func firstNode(named prefix: String, in node: Node?) -> Node? {
  guard let node else { return nil }
  if node.typeName.hasPrefix(prefix) { return node }
  for child in node.children {
    if let found = firstNode(named: prefix, in: child) { return found }
  }
  return nil
}

private struct Styled: View {
  @StateCell var iconOnly = false
  var body: some View {
    VStack {
      Button("Style") { iconOnly.toggle() }
      Label {
        Counter()
      } icon: {
        Image(systemName: "star")
      }
      // A style type per branch would be two views (as in SwiftUI); the environment value the
      // modifier provides switches in place.
      .environment(
        \.labelStyle,
        StyleChain(default: iconOnly ? IconOnlyLabelStyle.self : DefaultLabelStyle.self))
    }
  }
}

private struct StyleReader: View {
  @EnvironmentCell(\.toggleStyle) var style
  var body: some View { Text(style.is(SwitchToggleStyle.self) ? "switch" : "\(style)") }
}

private struct StyleSwitcher: View {
  @StateCell var isSwitch = false
  @StateCell var taps = 0
  var body: some View {
    VStack {
      Button("Switch") { isSwitch.toggle() }
      Button("Tap \(taps)") { taps += 1 }
      StyleReader().environment(
        \.toggleStyle,
        StyleChain(default: DefaultToggleStyle.self).appending(
          isSwitch
            ? StyleLink(SwitchToggleStyle(), makeBody: nil)
            : StyleLink(DefaultToggleStyle(), makeBody: nil))
      )
      .toggleStyle(.automatic)
    }
  }
}

private struct Boxed: View {
  @StateCell var title = "One"
  var body: some View {
    ZStack {
      GroupBox {
        Counter()
      } label: {
        Button(title) { title = "Two" }
      }
    }
  }
}

@MainActor
@Suite struct VisualModifierTests {
  @Test("A parent re-running with the same styling re-runs no child below the modifiers")
  func sameStylingRerunsNothing() throws {
    let host = ViewHost(StyledParent())
    host.resetEvaluations()
    try host.tap("Tap 0")
    host.flush()
    #expect(host.evaluations(of: StyledParent.self) == 1)
    #expect(host.evaluations(of: Leaf.self) == 0, "same effects: the leaves are skipped")
    #expect(host.evaluations(of: FontReader.self) == 0, "same font: its reader is skipped")
  }

  @Test("A new font re-runs only the views that read \\.font")
  func fontChangeRerunsReaders() throws {
    let host = ViewHost(StyledParent())
    #expect(host.text.contains("headline"))
    host.resetEvaluations()
    try host.tap("Font")
    host.flush()
    #expect(host.evaluations(of: FontReader.self) == 1)
    #expect(host.evaluations(of: Leaf.self) == 0)
    #expect(host.text.contains("other"))
  }

  @Test("Overlay and background content are real children: state, appear actions, identity")
  func layersAreChildren() throws {
    let appearances = Tally()
    let host = ViewHost(Layers(appearances: appearances))
    #expect(appearances.count == 1, "the background's onAppear ran")
    try host.tap("Count 0")
    host.flush()
    try host.tap("Rename")
    host.flush()
    #expect(host.text.contains("Count 1"), "the overlay's state survives its view's change")
    #expect(host.text.contains("Renamed"))
    #expect(appearances.count == 1, "the background kept its identity")
  }

  @Test("Opacity 0 blanks a view but keeps its state; it shows again with that state")
  func opacityKeepsState() throws {
    let host = ViewHost(Hiding())
    try host.tap("Count 0")
    host.flush()
    try host.tap("Hide")
    host.flush()
    #expect(host.text == "[Hide]\n\nend")
    try host.tap("Hide")
    host.flush()
    #expect(host.text == "[Hide]\n[Count 1]\nend")
  }

  @Test("A hidden view is still evaluated and keeps its identity and state")
  func hiddenIsEvaluated() throws {
    let host = ViewHost(AlwaysHidden())
    #expect(host.text == "[Step]\n", "the hidden line is blank")
    let node = firstNode(named: "HiddenCounter", in: host.graph.rootNode)
    host.resetEvaluations()
    try host.tap("Step")
    host.flush()
    try host.tap("Step")
    host.flush()
    #expect(host.evaluations(of: HiddenCounter.self) >= 2, "a new input re-runs the hidden view")
    #expect(node != nil && node === firstNode(named: "HiddenCounter", in: host.graph.rootNode))
    #expect(node.map { TextLayout.string(from: $0.text) } == "seen 2", "its state counted")
    #expect(host.text == "[Step]\n", "the hidden line is blank")
  }

  @Test("A label style change re-renders the label and keeps its title's state")
  func labelStyleKeepsState() throws {
    let host = ViewHost(Styled())
    try host.tap("Count 0")
    host.flush()
    #expect(host.text == "[Style]\n(star) [Count 1]")
    try host.tap("Style")
    host.flush()
    #expect(host.text == "[Style]\n(star)")
    try host.tap("Style")
    host.flush()
    #expect(host.text == "[Style]\n(star) [Count 1]")
  }

  @Test("A style reaches the controls through the environment; the same style re-runs nothing")
  func styleFlowsThroughEnvironment() throws {
    let host = ViewHost(StyleSwitcher())
    #expect(host.text.contains("DefaultToggleStyle"))
    host.resetEvaluations()
    try host.tap("Tap 0")
    host.flush()
    #expect(host.evaluations(of: StyleReader.self) == 0)
    try host.tap("Switch")
    host.flush()
    #expect(host.evaluations(of: StyleReader.self) == 1)
    #expect(host.text.contains("switch"))
  }

  @Test("A group box's content keeps its state when its label changes, inside a ZStack")
  func groupBoxKeepsState() throws {
    let host = ViewHost(Boxed())
    try host.tap("Count 0")
    host.flush()
    try host.tap("One")
    host.flush()
    #expect(
      host.text == """
        +- [Two] -+
        |[Count 1]|
        +---------+
        """)
  }

  @Test("A contradictory frame is reported, and the view is shown without it")
  func contradictoryFrame() {
    let host = ViewHost(Text("x").frame(minWidth: 20, maxWidth: 10))
    #expect(host.text == "x")
    #expect(host.diagnostics.map(\.kind) == [.invalidFrame])
    #expect(host.diagnostics.first?.message.contains("Contradictory frame constraints") == true)
    let negative = ViewHost(Text("y").frame(width: -1))
    #expect(negative.diagnostics.map(\.kind) == [.invalidFrame])
    #expect(ViewHost(Text("z").frame(width: 5, height: 1)).diagnostics.isEmpty)
  }

  @Test("A progress value outside 0...total is reported and shown clamped")
  func progressOutOfRange() {
    let host = ViewHost(ProgressView(value: 1.5))
    #expect(host.text == "[##########] 100%")
    #expect(host.diagnostics.map(\.kind) == [.progressValueOutOfRange])
    let negative = ViewHost(ProgressView(value: -2.0, total: 4))
    #expect(negative.text == "[----------] 0%")
    #expect(negative.diagnostics.map(\.kind) == [.progressValueOutOfRange])
    #expect(ViewHost(ProgressView(value: 4.0, total: 4)).diagnostics.isEmpty)
    let nan = ViewHost(ProgressView(value: 1.0, total: .nan))
    #expect(nan.text == "[----------] 0%")
    #expect(nan.diagnostics.map(\.kind) == [.progressValueOutOfRange])
    #expect(ViewHost(ProgressView(value: Double.nan)).text == "[----------] 0%")
  }
}
