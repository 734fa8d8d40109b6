import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Built-in views' optional capabilities (`PrimitiveCapabilities`), answered by the protocols a
/// primitive adopts, and their typed node state (`PrimitiveView.NodeState`).
@MainActor
@Suite struct PrimitiveCapabilitiesTests {
  @Test("A primitive with no capabilities renders, keeps no state and answers none of them")
  func primitiveWithoutCapabilities() throws {
    let host = ViewHost(
      VStack {
        Sticker("New")
        Text("x")
      })
    #expect(host.text == "[New]\nx")
    let node = try #require(
      host.rootNode.subtree.compactMap { $0 as? PrimitiveNode<Sticker> }.first)
    #expect(Sticker.NodeState.self == NoNodeState.self, "no NodeState declared: the default")
    #expect(node.state == nil && node.primitiveState == nil)
    #expect(node.tag == nil && node.testID == nil && node.control == nil)
    #expect(!node.hasLifecycle && node.providedEntries.isEmpty)
    #expect(node.displayName == "Sticker" && node.displayTypeID == ObjectIdentifier(Sticker.self))
    #expect(node.actionLabel(appearing: true) == "appear")
    let capabilities = ViewTypeInfo.of(Sticker.self).capabilities
    #expect(
      capabilities.lifecycle == nil && capabilities.capability(TaggedCapability.self) == nil)
    #expect(
      capabilities.capability(TestIdentifiedCapability.self) == nil
        && capabilities.environmentProviding == nil)
    #expect(
      capabilities.capability(ControlCapability.self) == nil && capabilities.displayName == nil)
  }

  @Test("Tag and test-ID lookups skip a primitive without capabilities and find its modifiers")
  func lookupsSkipPrimitiveWithoutCapabilities() {
    let host = ViewHost(
      VStack {
        Sticker("a")
        Sticker("b").tag(2).testID("second")
      })
    #expect(host.text == "[a]\n[b]")
    let tagged = host.rootNode.taggedDescendants
    #expect(tagged.map(\.tag) == [AnyHashable(2)])
    #expect(tagged.map { TextLayout.string(from: $0.node.text) } == ["[b]"])
    let identified = host.rootNode.subtree.filter { $0.testID != nil }
    #expect(identified.map(\.testID) == ["second"])
    #expect(identified.first?.children.first is PrimitiveNode<TaggedView<Sticker, Int>>)
  }

  @Test("A tagged view answers its tag through its TaggedPrimitive conformance")
  func taggedViewByConformance() throws {
    let host = ViewHost(Text("Mint").tag("mint"))
    let node = try #require(host.rootNode.subtree.first { $0.tag != nil })
    #expect(node is PrimitiveNode<TaggedView<Text, String>>)
    #expect(node.tag == AnyHashable("mint"))
    #expect(
      ViewTypeInfo.of(TaggedView<Text, String>.self).capabilities.capability(TaggedCapability.self)
        != nil)
    #expect(ViewTypeInfo.of(Text.self).capabilities.capability(TaggedCapability.self) == nil)
  }

  // The kept answer is read back without a dynamic cast (`FoundWitness`): each capability's
  // entry must give that capability's witness, first asked (looked up) and asked again (kept).
  @Test("A kept capability answers as its first lookup did, each capability its own witness")
  func keptAnswersMatchTheFirstLookup() throws {
    let capabilities = ViewTypeInfo.of(TaggedView<Text, String>.self).capabilities
    for _ in 0..<2 {
      #expect(capabilities.capability(TaggedCapability.self) != nil)
      #expect(capabilities.capability(ControlCapability.self) == nil)
      #expect(capabilities.capability(TestIdentifiedCapability.self) == nil)
    }
    let frame = ViewTypeInfo.of(Framed<Text>.self).capabilities
    for _ in 0..<2 {
      let layout = try #require(frame.capability(LayoutCapability.self))
      #expect(ObjectIdentifier(layout) == ObjectIdentifier(Framed<Text>.self))
      #expect(frame.capability(TaggedCapability.self) == nil)
    }
  }

  @Test("A test ID is answered by its modifier's node through TestIdentifiedPrimitive")
  func testIDByConformance() throws {
    let host = ViewHost(VStack { Text("Save").testID("save") })
    let node = try #require(host.rootNode.subtree.first { $0.testID != nil })
    #expect(node is PrimitiveNode<TestTagged<Text>>)
    #expect(node.testID == "save")
    #expect(
      ViewTypeInfo.of(TestTagged<Text>.self).capabilities.capability(TestIdentifiedCapability.self)
        != nil)
  }

  @Test("A lifecycle primitive appears after its content and is told of its removal at once")
  func lifecyclePrimitiveOrder() throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      ViewsToggled {
        VisitLogger(
          name: "outer", log: log,
          content: Text("Inside").onAppear { log.append("onAppear inner") }
            .onDisappear { log.append("onDisappear inner") })
      })
    #expect(log.events == ["onAppear inner", "appear outer"], "children appear before parents")
    let node = try #require(
      host.rootNode.subtree.first { $0.actionLabel(appearing: true) == "visit" })
    #expect(node.hasLifecycle && node.actionLabel(appearing: false) == "leave")
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    // `willRemove` runs during the update that removes the node; disappear actions run in the
    // commit phase after it, children before parents.
    #expect(log.events == ["willRemove outer", "onDisappear inner", "disappear outer"])
  }

  @Test("A primitive's typed state lives as long as its node, and a new identity starts afresh")
  func typedStateFollowsIdentity() throws {
    let host = ViewHost(CounterHost())
    #expect(host.text.hasPrefix("A (changed 0×)"))
    try host.tap("Rename")
    host.flush()
    try host.tap("Rename")
    host.flush()
    #expect(host.text.hasPrefix("AAA (changed 2×)"))
    try host.tap("Replace")
    host.flush()
    #expect(host.text.hasPrefix("AAA (changed 0×)"), "a new node makes its state again")
  }

  @Test("An environment provider's entries come from its typed state")
  func environmentProviderEntries() throws {
    let host = ViewHost(Text("x").environment(\.isEnabled, false))
    let node = try #require(host.rootNode.subtree.first { !$0.providedEntries.isEmpty })
    #expect(node is PrimitiveNode<EnvironmentWriter<Text, Bool>>)
    #expect(node.providedEntries.count == 1)
    #expect(ViewTypeInfo.of(Text.self).capabilities.environmentProviding == nil)
  }
}

/// A `ChangeCounter` whose label grows with "Rename", and whose identity "Replace" changes.
private struct CounterHost: View {
  @StateCell private var label = "A"
  @StateCell private var generation = 0

  var body: some View {
    VStack {
      ChangeCounter(label: label).id(generation)
      Button("Rename") { label += "A" }
      Button("Replace") { generation += 1 }
    }
  }
}
