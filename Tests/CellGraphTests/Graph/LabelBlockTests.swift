import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// A stack whose content is a block of `Text`s keeps the block as labels, with no node per label
// (`LabelBlock`): its text is made from the labels' strings, a re-run compares them with the
// last ones, and inspection sees each label as a `Text` child at its position.

private struct Badge: View {
  @StateCell var name = "ada"
  @StateCell var count = 0
  var body: some View {
    HStack {
      Text("#\(count)")
      Text(name)
      Text("!")
    }
  }
}

private struct Card: View {
  @StateCell var title = "Title"
  let alignment: HorizontalAlignment
  /// In lines of the default cell (22 points each).
  let spacing: Int?
  var body: some View {
    VStack(alignment: alignment, spacing: spacing.map { CGFloat($0) * CellSize.body.height }) {
      Text(title)
      Text("a longer line")
      Text("two\nlines")
    }
  }
}

/// A block with a label and a view that is not one: every element keeps its node.
private struct Mixed: View {
  var body: some View {
    HStack {
      Text("count")
      Divider()
    }
  }
}

@MainActor
private func stackNode(in host: ViewHost) throws -> Node {
  try #require(host.rootNode.children.first?.children.first)
}

@MainActor
@Suite struct LabelBlockTests {
  @Test("Only a block whose every element is a Text is a block of labels")
  func labelBlockTypes() {
    #expect(ViewTypeInfo.of(TupleView<Text, Text>.self).isLabelBlock)
    #expect(ViewTypeInfo.of(TupleView<Text, Text, Text, Text>.self).isLabelBlock)
    #expect(!ViewTypeInfo.of(TupleView<Text, Divider>.self).isLabelBlock)
    #expect(!ViewTypeInfo.of(TupleView<Text, Text?>.self).isLabelBlock)
    #expect(!ViewTypeInfo.of(Text.self).isLabelBlock, "one label is content, not a block")
  }

  @Test("A stack of labels keeps them with no node per label and shows them in order")
  func stackKeepsLabels() throws {
    let host = ViewHost(Badge())
    #expect(host.text == "#0 ada !")
    let stack = try stackNode(in: host)
    #expect(stack.children.isEmpty)
    #expect(stack.keptLabelCount == 3)
    #expect((0..<3).map { stack.keptLabel(at: $0)?.string } == ["#0", "ada", "!"])
    #expect(stack.keptLabel(at: 3) == nil)
  }

  @Test("A vertical stack of labels lays them out as their own blocks would be")
  func verticalStackMatchesGeneralLayout() throws {
    for alignment in [HorizontalAlignment.leading, .center, .trailing] {
      for spacing in [nil, 1] {
        let host = ViewHost(Card(alignment: alignment, spacing: spacing))
        let general = TextLayout.vertical(
          ["Title", "a longer line", "two\nlines"].map(TextBlock.init), alignment: alignment,
          spacing: spacing ?? 0)
        #expect(host.text == TextLayout.string(from: [general]), "\(alignment) \(spacing ?? 0)")
        #expect(try stackNode(in: host).children.isEmpty)
      }
    }
  }

  @Test("A re-run that hands the same strings leaves the stack's text as it was")
  func sameLabelsKeepText() throws {
    let host = ViewHost(Card(alignment: .leading, spacing: nil))
    _ = host.text
    let card = try #require(host.rootNode.children.first as? BodyNode<Card>)
    let stack = try stackNode(in: host)
    host.graph.renderCount = 0
    host.resetEvaluations()

    card.view.title = "Title"  // an equal value: nothing runs
    card.view.title = "Other"
    card.view.title = "Title"  // back: the body runs, with the labels it had
    host.flush()
    #expect(host.evaluations(of: Card.self) == 1)
    #expect(!stack.flags.contains(.needsRender))
    #expect(host.text == "Title\na longer line\ntwo\nlines")
    // The host's root and the card, whose body ran; the stack kept its text.
    #expect(host.graph.renderCount == 2, "rendered \(host.graph.renderCount) node texts")

    card.view.title = "Other"
    #expect(host.text == "Other\na longer line\ntwo\nlines")
    #expect(host.graph.renderCount == 5, "the root, the card and the stack, once more")
  }

  @Test("A changed label re-renders its stack's text, which shows the new string")
  func changedLabelRendersStack() throws {
    let host = ViewHost(Badge())
    _ = host.text
    let badge = try #require(host.rootNode.children.first as? BodyNode<Badge>)
    badge.view.name = "grace"
    host.flush()
    let stack = try stackNode(in: host)
    #expect(!stack.flags.contains(.needsRender), "the pass rendered the stack")
    #expect(stack.keptLabel(at: 1)?.string == "grace")
    #expect(host.text == "#0 grace !")
    badge.view.count = 3
    #expect(host.text == "#3 grace !")
  }

  @Test("A block with any element that is not a Text keeps a node per element")
  func mixedBlockKeepsNodes() throws {
    let host = ViewHost(Mixed())
    let stack = try stackNode(in: host)
    #expect(stack.keptLabelCount == 0)
    #expect(stack.children.map(\.typeName) == ["Text", "Divider"])
  }

  @Test("Inspection sees each label as a Text child of its stack, numbered in its path")
  func inspectedLabels() throws {
    let host = ViewHost(Badge())
    let stack = host.inspectedRoot.children[0].children[0]
    #expect(stack.typeName.hasPrefix("HStack"))
    let labels = stack.children
    #expect(
      labels.map(\.path) == ["Badge/HStack/Text#1", "Badge/HStack/Text#2", "Badge/HStack/Text#3"])
    #expect(labels.map(\.text) == ["#0", "ada", "!"])
    #expect(labels.allSatisfy { $0.typeName == "Text" && $0.hasViewType(Text.self) })
    #expect(labels[1].view(as: Text.self) == Text("ada"))
    #expect(labels[1].view(as: Divider.self) == nil)
    #expect(labels.allSatisfy { $0.children.isEmpty && !$0.hasBody && !$0.isStructural })
    #expect(labels.allSatisfy { $0.control == nil && $0.state.isEmpty && $0.testID == nil })
    #expect(labels[0].parent?.path == stack.path, "a label's parent is its stack")
    #expect(labels[0].isLive)
  }

  @Test("An inspected label reads the string its stack shows now")
  func inspectedLabelFollowsUpdates() throws {
    let host = ViewHost(Badge())
    let label = host.inspectedRoot.children[0].children[0].children[1]
    #expect(label.text == "ada")
    try #require(host.rootNode.children.first as? BodyNode<Badge>).view.name = "bo"
    host.flush()
    #expect(label.text == "bo")
  }
}
