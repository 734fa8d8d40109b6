import Testing

@testable import CellGraph
@testable import CellGraphCore

// Primitive views of odd sizes, whose stored fields are read back through their nodes
// (`node.view`, and `self` in `updateChildren` and `render`) across updates: the node keeps the
// value inline (`TypedNode.storage`), at an offset shared by the type's nodes, so a mistake of
// size, stride or alignment there would show as a field read back with another field's bits.

/// A toggle's fields (a label, an optional binding, an optional closure) and a `Bool` after
/// them: 49 bytes, a size that is not a multiple of its alignment.
private struct FlaggedToggle<Label: View>: View {
  let label: Label
  let isOn: BindingCell<Bool>?
  let sources: (@MainActor () -> [BindingCell<Bool>])?
  let extra: Bool

  init(isOn: BindingCell<Bool>, extra: Bool, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.isOn = isOn
    self.sources = nil
    self.extra = extra
  }

  var body: Never { primitiveBody(Self.self) }
}

/// What a node read from its view in its last evaluation.
private struct ReadBack {
  var fields: String
}

extension FlaggedToggle: PrimitiveView {
  typealias NodeState = ValueBox<ReadBack>

  func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    let value: Bool = node.tracking { readIsOn() }
    node.state = ValueBox(ReadBack(fields: "on \(value) extra \(node.view.extra)"))
    node.updateChild(label)
  }

  /// The bound value, read as a dependency of the evaluation in progress.
  private func readIsOn() -> Bool {
    guard let isOn else { return false }
    return isOn.wrappedValue
  }

  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("\(node.childrenLabel): \(node.state?.value.fields ?? "") / \(extra)")]
  }
}

/// A `String` and a `Bool`: 17 bytes.
private struct Seventeen: View {
  let title: String
  let flag: Bool
  var body: Never { primitiveBody(Self.self) }
}

extension Seventeen: PrimitiveView {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("\(node.view.title) \(node.view.flag) / \(title) \(flag)")]
  }
}

/// One `Bool`: 1 byte.
private struct OneByte: View {
  let flag: Bool
  var body: Never { primitiveBody(Self.self) }
}

extension OneByte: PrimitiveView {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("one \(node.view.flag) / \(flag)")]
  }
}

/// `Bool`, `Int`, `Bool`, `UInt8`: padding between fields and at the end.
private struct Padded: View {
  let first: Bool
  let count: Int
  let last: Bool
  let byte: UInt8
  var body: Never { primitiveBody(Self.self) }
}

extension Padded: PrimitiveView {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let view = node.view
    return [
      TextBlock(
        "padded \(view.first) \(view.count) \(view.last) \(view.byte) / \(first) \(count) \(last) \(byte)"
      )
    ]
  }
}

private struct Panel: View {
  @StateCell var on = false
  @StateCell var second = true
  @StateCell var extra = false
  @StateCell var count = 1
  var body: some View {
    VStack {
      FlaggedToggle(isOn: $on, extra: extra) { Text("Wi-Fi") }
      FlaggedToggle(isOn: $second, extra: !extra) { Text("Second") }
      Seventeen(title: "seventeen", flag: extra)
      OneByte(flag: extra)
      Padded(first: extra, count: count, last: !extra, byte: UInt8(truncatingIfNeeded: count))
    }
  }
}

@MainActor
private func firstNode<V: View>(of _: V.Type, under node: Node) -> PrimitiveNode<V>? {
  if let typed = node as? PrimitiveNode<V> { return typed }
  for child in node.children {
    if let found = firstNode(of: V.self, under: child) { return found }
  }
  return nil
}

@MainActor
@Suite struct PrimitiveViewLayoutTests {
  @Test("A 49-byte toggle-like view reads back its trailing Bool beside a state cell set true")
  func trailingBoolAfterToggleFields() throws {
    #expect(MemoryLayout<FlaggedToggle<Text>>.size == 49)
    let host = ViewHost.testing(Panel())
    #expect(
      host.text == """
        Wi-Fi: on false extra false / false
        Second: on true extra true / true
        seventeen false / seventeen false
        one false / false
        padded false 1 true 1 / false 1 true 1
        """)
    let node = try #require(firstNode(of: FlaggedToggle<Text>.self, under: host.rootNode))
    #expect(node.view.extra == false)
    #expect(node.view.isOn?.wrappedValue == false)
  }

  @Test("Odd-sized views read back every field through their nodes across updates")
  func fieldsSurviveUpdates() throws {
    let host = ViewHost.testing(Panel())
    let panel = try #require(host.rootNode as? TypedNode<Panel> ?? findBody(Panel.self, host))
    panel.view.extra = true
    panel.view.count = 300
    host.flush()
    #expect(
      host.text == """
        Wi-Fi: on false extra true / true
        Second: on true extra false / false
        seventeen true / seventeen true
        one true / true
        padded true 300 false 44 / true 300 false 44
        """)
    panel.view.on = true
    panel.view.second = false
    host.flush()
    #expect(
      host.text == """
        Wi-Fi: on true extra true / true
        Second: on false extra false / false
        seventeen true / seventeen true
        one true / true
        padded true 300 false 44 / true 300 false 44
        """)
    panel.view.extra = false
    host.flush()
    #expect(
      host.text == """
        Wi-Fi: on true extra false / false
        Second: on false extra true / true
        seventeen false / seventeen false
        one false / false
        padded false 300 true 44 / false 300 true 44
        """)
    let toggle = try #require(firstNode(of: FlaggedToggle<Text>.self, under: host.rootNode))
    #expect(toggle.view.extra == false)
    let one = try #require(firstNode(of: OneByte.self, under: host.rootNode))
    #expect(one.view.flag == false)
  }

  private func findBody<V: View>(_: V.Type, _ host: ViewHost) -> TypedNode<V>? {
    func find(_ node: Node) -> TypedNode<V>? {
      if let typed = node as? TypedNode<V> { return typed }
      for child in node.children { if let found = find(child) { return found } }
      return nil
    }
    return find(host.rootNode)
  }
}
