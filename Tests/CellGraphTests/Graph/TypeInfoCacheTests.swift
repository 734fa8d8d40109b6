import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A view type per nesting depth: `Layer<Int>`, `Layer<Layer<Int>>`, …
private struct Layer<Inner>: View {
  init() {}
  var body: some View { Text("layer") }
}

/// `count` distinct view types, each nesting the one before.
private func layerTypes<T>(from _: T.Type, count: Int) -> [Any.Type] {
  guard count > 0 else { return [] }
  return [Layer<T>.self] + layerTypes(from: Layer<T>.self, count: count - 1)
}

@MainActor
@Suite struct TypeInfoCacheTests {
  @Test("A cached type's info is the one the dictionary gives, asked for again and again")
  func hitsReturnTheTypeInfo() {
    for _ in 0..<3 {
      for type in [Text.self, VStack<Text>.self, HStack<Text>.self] as [Any.Type] {
        #expect(TypeInfoCache.info(of: type) === ViewTypeInfo.lookUp(type), "\(type)")
      }
    }
  }

  @Test("Types that share a set each get their own info, taking its two slots in turn")
  func collidingTypesKeepTheirOwnInfo() throws {
    // More types than two per set: at least three share a set.
    let types = layerTypes(from: Int.self, count: 2 * TypeInfoCache.setCount + 1)
    let bySlot = Dictionary(grouping: types) { TypeInfoCache.slot(of: $0) }
    let shared = try #require(bySlot.values.first { $0.count > 2 })
    for _ in 0..<3 {
      for type in shared {
        #expect(TypeInfoCache.info(of: type) === ViewTypeInfo.lookUp(type), "\(type)")
        #expect(ObjectIdentifier(TypeInfoCache.info(of: type).type) == ObjectIdentifier(type))
      }
    }
  }

  @Test("Nodes of types that share a set are made with their own type's info")
  func nodesOfCollidingTypes() throws {
    let types = layerTypes(from: Int.self, count: 2 * TypeInfoCache.setCount + 1)
    let bySlot = Dictionary(grouping: types) { TypeInfoCache.slot(of: $0) }
    let shared = try #require(bySlot.values.first { $0.count > 2 })
    // Made alternately under one parent: each node's info names its own type.
    let host = ViewHost(Text("root"))
    for type in shared + shared {
      let node = try #require(makeLayerNode(type, under: host.rootNode))
      #expect(node.viewType == ObjectIdentifier(type))
      #expect(node.typeName == ViewTypeInfo.of(type).name)
    }
  }
}

/// A view that can be made from nothing, to make nodes of types known only at run time.
private protocol EmptyMade: View {
  init()
}

extension Layer: EmptyMade {}

/// A node for a value of `type`, one of the `Layer` types, made under `parent`.
@MainActor
private func makeLayerNode(_ type: Any.Type, under parent: Node) -> Node? {
  func make<V: EmptyMade>(_: V.Type) -> Node {
    makeNode(for: V(), key: .content, parent: parent)
  }
  guard let madeType = type as? any EmptyMade.Type else { return nil }
  return make(madeType)
}
