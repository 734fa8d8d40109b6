import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The settings-like row of issue 35's shape (b): a toggle and two labels.
private struct SettingRow: View {
  @StateCell var isOn = false
  @StateCell var value = 0
  var isEnabled = true
  var body: some View {
    HStack {
      Toggle("row 12", isOn: $isOn)
      Text("value")
      Text("\(value)")
    }
    .disabled(!isEnabled)
  }
}

/// A custom style whose body is two lines: the toggle's text is then not one line.
private struct TwoLineStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text(configuration.isOn ? "on" : "off")
    }
  }
}

/// A line view that breaks the capability's invariant: its one line is narrower than its block.
private struct WideLine: View {
  let line: String
  var body: Never { primitiveBody(Self.self) }
}

extension WideLine: PrimitiveView, LinePrimitive {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock(lines: [line], width: line.count + 3)]
  }
}

private struct WideRow: View {
  var body: some View {
    HStack {
      WideLine(line: "ab")
      Text("|")
    }
  }
}

/// The `HStack` node below `node`, depth first.
@MainActor
private func stack(in node: Node) -> Node? {
  if node.typeName.hasPrefix("HStack") { return node }
  for child in node.children { if let found = stack(in: child) { return found } }
  return nil
}

/// The general layout of `node`'s children: their blocks side by side (`TextLayout.horizontal`).
@MainActor
private func generalLayout(of node: Node) -> TextBlock {
  TextLayout.horizontal(node.childrenText, alignment: .center, spacing: 1)
}

/// An `HStack` of labels and line views (`LinePrimitive`: a `Toggle`), whose line is written from
/// their strings (`LabelRow`).
@MainActor
@Suite struct LineRowTests {
  @Test("A toggle declares that its text is a line; a text and a button do not")
  func capabilityIsDeclaredByType() {
    #expect(PrimitiveCapabilities(of: Toggle<Text>.self).writesLine)
    #expect(!PrimitiveCapabilities(of: Text.self).writesLine)
    #expect(!PrimitiveCapabilities(of: Button<Text>.self).writesLine)
    #expect(!PrimitiveCapabilities(of: nil).writesLine, "a custom view is not looked up")
  }

  @Test("A row of a toggle and two labels is written as one line, its labels left unrendered")
  func toggleJoinsTheRow() throws {
    let host = ViewHost.testing(SettingRow())
    // Apple: HStack, "A view that arranges its subviews in a horizontal line."
    #expect(host.text == "[ ] row 12 value 0")
    let row = try #require(stack(in: host.rootNode))
    #expect(row.children.count == 3, "a toggle in the block: one node per child")
    #expect(row.children[1].flags.contains(.needsRender), "written from the label's string")
    #expect(row.children[2].flags.contains(.needsRender), "written from the label's string")
    #expect(!row.children[0].flags.contains(.needsRender), "the toggle's line read from its text")
    #expect(row.text == [generalLayout(of: row)], "the general layout, character for character")

    try host.toggle("row 12")
    host.flush()
    #expect(host.text == "[x] row 12 value 0")
    let node = try #require(host.rootNode.children.first as? BodyNode<SettingRow>)
    node.view.value = 42
    host.flush()
    #expect(host.text == "[x] row 12 value 42")
    #expect(row.text == [generalLayout(of: row)])
  }

  @Test("A disabled toggle's line, its suffix included, joins the row")
  func disabledToggle() throws {
    let host = ViewHost.testing(SettingRow(isEnabled: false))
    // Apple: disabled(_:), "A Boolean value that determines whether users can interact with this
    // view." CellGraph's text form marks a disabled control ` (disabled)`.
    #expect(host.text == "[ ] row 12 (disabled) value 0")
    let row = try #require(stack(in: host.rootNode))
    #expect(row.children[2].flags.contains(.needsRender), "written from the label's string")
  }

  @Test("A toggle whose style draws two lines sends the row the general way")
  func twoLineToggleFallsBack() throws {
    let host = ViewHost.testing(SettingRow().toggleStyle(TwoLineStyle()))
    // Apple: HStack, "A view that arranges its subviews in a horizontal line." The toggle is two
    // lines; the labels, one line each, sit on the first (the text form's centre of two lines).
    #expect(host.text == "row 12 value 0\noff")
    let row = try #require(stack(in: host.rootNode))
    #expect(!row.children[1].flags.contains(.needsRender), "the labels rendered their blocks")
    #expect(row.text == [generalLayout(of: row)])
  }

  @Test("A line view whose block is wider than its line sends the row the general way")
  func widerBlockFallsBack() throws {
    let host = ViewHost.testing(WideRow())
    // The general layout keeps the block's width: three columns after "ab", then the spacing.
    #expect(host.text == "ab    |")
    let row = try #require(stack(in: host.rootNode))
    #expect(!row.children[1].flags.contains(.needsRender), "the label rendered its block")
  }
}
