import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

// The engine takes labels by fast paths chosen by a capability, `LabelPrimitive`, not by the
// concrete `Text` type: any built-in view that declares it and is one `String` takes them, and
// one that declares it but holds more goes every general way.

/// A label that is not `Text`: one string, shown in capitals.
private struct Shout: View {
  let words: String
  var body: Never { primitiveBody(Self.self) }
}

extension Shout: LabelPrimitive {
  var labelString: String { words }
}

/// A type that declares the capability but holds more than its string: not a label to the engine.
private struct Counted: View {
  let words: String
  let count: Int
  var body: Never { primitiveBody(Self.self) }
}

extension Counted: LabelPrimitive {
  var labelString: String { "\(words) ×\(count)" }
}

private struct ShoutRow: View {
  @StateCell var name = "ada"
  var body: some View {
    HStack {
      Shout(words: "hi")
      Shout(words: name)
    }
  }
}

private struct CountedRow: View {
  @StateCell var count = 1
  var body: some View {
    HStack {
      Counted(words: "hi", count: count)
      Counted(words: "ada", count: 2)
    }
  }
}

/// A custom view whose body is a label of the other kind.
private struct ShoutBody: View {
  @StateCell var name = "grace"
  var body: some View { Shout(words: name) }
}

@MainActor
@Suite struct LabelCapabilityTests {
  @Test("A view that declares the label capability and is one String is a label to the engine")
  func capabilityMakesLabel() {
    #expect(ViewTypeInfo.of(Shout.self).isLabel)
    #expect(ViewTypeInfo.of(TupleView<Shout, Shout>.self).isLabelBlock)
    #expect(ViewTypeInfo.of(ShoutBody.self).bodyIsLabel)
    #expect(ViewTypeInfo.of(Text.self).isLabel, "Text takes the same paths by the same capability")
  }

  @Test("A stack of such labels keeps them with no node per label, and inspection sees their type")
  func stackKeepsOtherLabels() throws {
    let host = ViewHost.testing(ShoutRow())
    #expect(host.text == "hi ada")
    let stack = try #require(
      host.rootNode.subtree.first { $0 is PrimitiveNode<HStack<TupleView<Shout, Shout>>> })
    #expect(stack.children.isEmpty)
    #expect(stack.keptLabelCount == 2)
    #expect(stack.keptLabel(at: 1).map { $0.type == Shout.self } == true)
    let labels = host.inspectedRoot.children[0].children[0].children
    #expect(labels.map(\.typeName) == ["Shout", "Shout"])
    #expect(labels[1].view(as: Shout.self)?.words == "ada")
    #expect(labels[1].path.hasSuffix("HStack/Shout#2"))
  }

  @Test("A changed label of another type re-renders its stack's text from the new string")
  func otherLabelUpdates() throws {
    let host = ViewHost.testing(ShoutRow())
    let row = try #require(host.rootNode.subtree.compactMap { $0 as? BodyNode<ShoutRow> }.first)
    row.view.name = "grace"
    #expect(host.text == "hi grace")
  }

  @Test("A label node of another type is flagged a label and keeps its string where labels do")
  func labelNodeFlagged() throws {
    let host = ViewHost.testing(
      VStack {
        Shout(words: "one")
        Divider()
      })
    let node = try #require(host.rootNode.subtree.first { $0 is PrimitiveNode<Shout> })
    #expect(node.flags.contains(.isLabel))
    #expect(LabelNodeLayout.string(of: node).pointee == "one")
  }

  @Test("A custom view whose body is a label of another type keeps it in its own node")
  func bodyOfOtherLabel() throws {
    let host = ViewHost.testing(ShoutBody())
    #expect(host.text == "grace")
    let node = try #require(
      host.rootNode.subtree.compactMap { $0 as? LabelBodyNode<ShoutBody> }.first)
    #expect(node.children.isEmpty)
    node.view.name = "ada"
    #expect(host.text == "ada")
  }

  @Test("A view that declares the capability but holds more than its string goes the general way")
  func brokenLayoutFallsBack() throws {
    #expect(!ViewTypeInfo.of(Counted.self).isLabel)
    #expect(!ViewTypeInfo.of(TupleView<Counted, Counted>.self).isLabelBlock)
    let host = ViewHost.testing(CountedRow())
    #expect(host.text == "hi ×1 ada ×2")
    let stack = try #require(
      host.rootNode.subtree.first { $0 is PrimitiveNode<HStack<TupleView<Counted, Counted>>> })
    #expect(stack.children.count == 2, "each element keeps a node")
    #expect(stack.children.allSatisfy { !$0.flags.contains(.isLabel) })
    let row = try #require(host.rootNode.subtree.compactMap { $0 as? BodyNode<CountedRow> }.first)
    row.view.count = 3
    #expect(host.text == "hi ×3 ada ×2", "a changed value re-renders through the general path")
  }
}
