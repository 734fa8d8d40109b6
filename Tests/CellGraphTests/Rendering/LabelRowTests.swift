import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Three labels, kept by the `HStack` as its block of labels (no node per label).
private struct Row: View {
  let labels: [String]
  /// In columns of the default cell (8 points each).
  let spacing: Int?
  var body: some View {
    HStack(spacing: spacing.map { CGFloat($0) * CellSize.body.width }) {
      Text(labels[0])
      Text(labels[1])
      Text(labels[2])
    }
  }
}

/// One label, the `HStack`'s only child.
private struct OneLabel: View {
  let label: String
  var body: some View {
    HStack { Text(label) }
  }
}

private struct Counter: View {
  @StateCell var count = 7
  var body: some View {
    HStack {
      Text(">")
      Text("count \(count)")
      Button("Add") { count += 1 }
    }
  }
}

private struct Labels: View {
  @StateCell var name = "ada"
  var body: some View {
    HStack {
      Text("#1")
      Text(name)
      Button("Rename") { name = "grace" }
    }
  }
}

private struct PlainLabels: View {
  let id: Int
  @StateCell var name = "ada"
  var body: some View {
    HStack {
      Text("\(id)")
      Text(name)
    }
  }
}

private struct NameRow: View {
  let id: Int
  let name: String
  var body: some View {
    HStack {
      Text("\(id)")
      Text(name)
    }
  }
}

private struct NameList: View {
  @StateCell var names = ["ada", "ada", "ada"]
  var body: some View {
    // Read here, by the body: a change re-runs the list, and the pass renders the list's text
    // (top down) while the host's root still holds the text it last assembled.
    let names = self.names
    return VStack {
      ForEach(0..<3) { NameRow(id: $0 + 1, name: names[$0]) }
    }
  }
}

/// Sets `name` of a `PlainLabels` from outside, with no button in the row.
@MainActor
private func rename(_ host: ViewHost, to name: String) throws {
  let node = try #require(host.rootNode.children.first as? BodyNode<PlainLabels>)
  node.view.name = name
}

/// The `HStack` node below `node`, depth first.
@MainActor
private func stack(in node: Node) -> Node? {
  if node.typeName.hasPrefix("HStack") { return node }
  for child in node.children { if let found = stack(in: child) { return found } }
  return nil
}

/// An `HStack` of labels, whose line is written from the labels' strings (`LabelRow`).
@MainActor
@Suite struct LabelRowTests {
  @Test("A row of labels reads exactly as the general layout of its labels' blocks")
  func matchesGeneralLayout() throws {
    let sets = [["a", "bc", "def"], ["", "x", ""], ["été", "👩‍💻 code", "z"]]
    for labels in sets {
      for spacing in [0, 1, 3] {
        let host = ViewHost(Row(labels: labels, spacing: spacing))
        let row = try #require(stack(in: host.rootNode))
        #expect(row.children.isEmpty && row.keptLabelCount == 3, "the row keeps its labels")
        let general = TextLayout.horizontal(
          labels.map(TextBlock.init), alignment: .center, spacing: spacing)
        #expect(row.text == [general], "\(labels) spacing \(spacing)")
      }
    }
    // One label is the stack's content, not a block: it has a node, and the row is written from
    // its string all the same.
    let single = ViewHost(OneLabel(label: "only"))
    #expect(single.text == "only")
    let onlyRow = try #require(stack(in: single.rootNode))
    #expect(onlyRow.children.count == 1 && onlyRow.keptLabelCount == 0)
    #expect(onlyRow.children[0].flags.contains(.needsRender), "written from the label's string")
  }

  @Test("A newline or a wide character anywhere in a long label is found, word or tail")
  func scanFindsEveryPosition() throws {
    // The line is checked eight bytes at a time, then byte by byte: every position of a label
    // longer than two words, in the first label and in the last.
    for position in 0..<20 {
      for special in ["\n", "é", "-"] {
        let label =
          String(repeating: "a", count: position) + special
          + String(repeating: "b", count: 19 - position)
        for labels in [[label, "x", "y"], ["x", "y", label]] {
          let host = ViewHost(Row(labels: labels, spacing: 1))
          let row = try #require(stack(in: host.rootNode))
          let general = TextLayout.horizontal(
            labels.map(TextBlock.init), alignment: .center, spacing: 1)
          #expect(row.text == [general], "\(special.debugDescription) at \(position) in \(labels)")
        }
      }
    }
  }

  @Test("A label of several lines makes its row go the general way")
  func multilineLabel() throws {
    let host = ViewHost(Row(labels: ["a\nb", "c", "d"], spacing: nil))
    #expect(host.text == "a c d\nb", "two lines; the shorter labels on the first (centered)")
  }

  @Test("A row with a control besides its labels is laid out from their blocks")
  func mixedRow() throws {
    let host = ViewHost(Counter())
    #expect(host.text == "> count 7 [Add]")
    try host.tap("Add")
    #expect(host.text == "> count 8 [Add]")
  }

  @Test("A changed label's row is rebuilt from its string, which the row keeps")
  func labelRendersOnDemand() throws {
    let host = ViewHost(PlainLabels(id: 1))
    #expect(host.text == "1 ada")
    try rename(host, to: "grace")
    host.flush()
    let row = try #require(stack(in: host.rootNode))
    #expect(!row.flags.contains(.needsRender), "the row's text is ready after the pass")
    #expect(row.keptLabel(at: 1)?.string == "grace")
    #expect(host.text == "1 grace")
  }

  @Test("A pass renders the views it evaluated, except labels their row did not need")
  func passSkipsLabelsOfRenderedRows() throws {
    let host = ViewHost(PlainLabels(id: 1))
    _ = host.text
    host.graph.renderCount = 0
    try rename(host, to: "grace")
    host.flush()
    // Evaluated: the view and its row (which compared its labels). Rendered: the same two.
    #expect(host.graph.renderCount == 2, "rendered \(host.graph.renderCount) node texts")
  }

  /// Renames row 2 of a `NameList` twice, and returns the address of the line array that
  /// `linesOf` picks from the list, after the first and after the second renaming.
  private func addressesAcrossRenames(
    second secondRow: Int, _ linesOf: (BodyNode<NameList>) throws -> [String]
  ) throws -> (before: UnsafeRawPointer?, after: UnsafeRawPointer?) {
    let host = ViewHost(NameList())
    let list = try #require(host.rootNode.children.first as? BodyNode<NameList>)
    func address() throws -> UnsafeRawPointer? {
      try linesOf(list).withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    #expect(host.text == "1 ada\n2 ada\n3 ada")
    list.view.names[1] = "bo"
    #expect(host.text == "1 ada\n2 bo\n3 ada")
    let before = try address()
    list.view.names[secondRow] = "cy"
    #expect(host.text == (secondRow == 1 ? "1 ada\n2 cy\n3 ada" : "1 ada\n2 bo\n3 cy"))
    return (before, try address())
  }

  @Test("A row of a list whose data changed writes its line over its own arrays in place")
  func listRowWritesInPlace() throws {
    let (before, after) = try addressesAcrossRenames(second: 1) { list in
      let forEach = try #require(stack(in: list)?.parent?.parent)  // ForEach ─ row 1 ─ HStack
      return try #require(stack(in: forEach.children[1])).text[0].lines
    }
    // The list's text held the row's line array; the list lets go of it before it asks the row
    // again (the pass renders the list first, then the row, top down), so the row's write does
    // not copy it.
    #expect(after == before, "the row's line array is written in place")
  }

  @Test("A list whose rows changed writes over its own lines in place")
  func listWritesLinesInPlace() throws {
    let (before, after) = try addressesAcrossRenames(second: 2) { list in
      try #require(list.children.first).text[0].lines  // the VStack's
    }
    // The host's root held the list's lines from the text just read; it lets go of them when it
    // is marked stale, before the list re-renders, so the list's write does not copy them.
    #expect(after == before, "the list's line array is written in place")
  }

  @Test("Inspecting a label of a row shows its current string")
  func inspectedLabel() throws {
    let host = ViewHost(Labels())
    try host.tap("Rename")
    #expect(host.text == "#1 grace [Rename]")
    let row = try #require(stack(in: host.rootNode))
    let label = InspectedNode(node: row).children[1]
    #expect(label.hasViewType(Text.self))
    #expect(label.text == "grace")
  }
}
