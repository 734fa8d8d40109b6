import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Greeting<Word: View>: View {
  let word: Word
  var body: some View { word }
}

private struct Counter: View {
  @StateCell var count = 0
  var body: some View {
    VStack {
      Greeting(word: Text("hello \(count)"))
      Greeting(word: Button("more") { count += 1 })
    }
  }
}

/// Every node of `type` under `node`.
@MainActor
private func nodes(of type: Any.Type, under node: Node) -> [Node] {
  let own = node.viewType == ObjectIdentifier(type) ? [node] : []
  return own + node.children.flatMap { nodes(of: type, under: $0) }
}

@MainActor
@Suite struct NodeClassCacheTests {
  @Test("A view type's nodes are made through the node class its type info caches")
  func nodesUseTheCachedClass() throws {
    let host = ViewHost(Counter())
    for type in [Greeting<Text>.self, Greeting<Button<Text>>.self, Text.self] as [Any.Type] {
      let made = nodes(of: type, under: host.rootNode)
      let cached: AnyObject.Type = try #require(ViewTypeInfo.of(type).nodeClass, "\(type)")
      #expect(!made.isEmpty)
      #expect(made.allSatisfy { ObjectIdentifier(Swift.type(of: $0)) == ObjectIdentifier(cached) })
    }
  }

  @Test("Generic views of different arguments keep node classes of their own")
  func genericInstancesKeepTheirOwnClass() throws {
    let host = ViewHost(Counter())
    try host.tap("more")
    #expect(host.text.contains("hello 1"))
    let text: AnyObject.Type = try #require(ViewTypeInfo.of(Greeting<Text>.self).nodeClass)
    let button: AnyObject.Type = try #require(
      ViewTypeInfo.of(Greeting<Button<Text>>.self).nodeClass)
    #expect(ObjectIdentifier(text) != ObjectIdentifier(button))
    #expect(text is LabelBodyNode<Greeting<Text>>.Type, "its body is a label")
    #expect(button is BodyNode<Greeting<Button<Text>>>.Type)
    #expect(ViewTypeInfo.of(Text.self).nodeClass is PrimitiveNode<Text>.Type)
  }
}
