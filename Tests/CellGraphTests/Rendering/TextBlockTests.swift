import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Building a label's block, fresh or written over its previous block.
@Suite struct TextBlockTests {
  @Test("A label's block written over its previous block equals a fresh block of the new text")
  func singleOverPrevious() {
    let previous = [TextBlock("old label")]
    for string in ["new", "", "wide é label", "two\nlines"] {
      let reused = TextBlock.single(string, reusing: previous)
      #expect(reused == [TextBlock(string)], "\(string.debugDescription)")
    }
  }

  @Test("A previous text that is not one line of fixed text is not reused")
  func singleOverOtherShapes() {
    let shapes: [[TextBlock]] = [
      [], [TextBlock("a\nb")], [TextBlock("a"), TextBlock("b")], [TextBlock(flexible: .rule)],
      [TextBlock(lines: [], width: 3)],
    ]
    for previous in shapes {
      #expect(TextBlock.single("label", reusing: previous) == [TextBlock("label")])
    }
  }

  @Test("Writing over a previous text that is shared leaves the other holder's copy as it was")
  func singleOverSharedText() {
    let previous = [TextBlock("old")]
    let heldByParent = previous
    let reused = TextBlock.single("new", reusing: previous)
    #expect(reused == [TextBlock("new")])
    #expect(heldByParent == [TextBlock("old")], "copy on write: the parent's text is untouched")
  }
}

/// A label with a node of its own, below a `Group` that shows its text as its own.
private struct Label: View {
  @StateCell var name = "ada"
  var body: some View { Group { Text(name) } }
}

@MainActor
@Suite struct LabelRenderTests {
  /// The address of a node's text array and of its first block's lines.
  private func storage(of node: Node) -> (blocks: UnsafeRawPointer?, lines: UnsafeRawPointer?) {
    let text = node.text
    let blocks = text.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    let lines = text.first?.lines.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    return (blocks, lines)
  }

  @Test("A label re-rendered after its parent, which shared its text, writes over its own arrays")
  func labelWritesInPlace() throws {
    let host = ViewHost(Label())
    let labelView = try #require(host.rootNode.children.first)
    let label = try #require(labelView.children.first?.children.first)
    #expect(label.viewType == ObjectIdentifier(Text.self))
    let state = try #require(labelView as? BodyNode<Label>)
    #expect(host.text == "ada")
    // The first update copies: the host's root, which is not re-rendered before the label, still
    // holds the label's array from the text just read.
    state.view.name = "grace"
    host.flush()
    let before = storage(of: label)
    #expect(
      storage(of: labelView).blocks == before.blocks, "the parent's text is the label's array")

    // The second update, with no text read in between: the parent re-renders first and lets go
    // of the array, so the label holds it alone. A write into a shared array would copy both
    // arrays while the old ones were still alive, at new addresses.
    state.view.name = "linus"
    host.flush()
    let after = storage(of: label)
    #expect(after.blocks == before.blocks, "the label's block array is reused")
    #expect(after.lines == before.lines, "the label's lines array is reused")
    #expect(host.text == "linus")
  }
}
