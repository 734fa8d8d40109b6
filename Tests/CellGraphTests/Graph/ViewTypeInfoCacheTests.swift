import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct Wrapped<Inner>: View {
  var body: some View { Text("wrapped") }
}

/// `count` distinct view types, made at run time: `Wrapped<Text>`, `Wrapped<Wrapped<Text>>`, …
private func nestedTypes<T: View>(from _: T.Type, count: Int) -> [any View.Type] {
  count == 0 ? [] : [T.self] + nestedTypes(from: Wrapped<T>.self, count: count - 1)
}

@MainActor
@Suite struct ViewTypeInfoCacheTests {
  @Test("Each type keeps one info, also when more types are looked up than the cache has slots")
  func oneInfoPerTypeThroughTheCache() {
    // More types than slots: some must share a slot and take the dictionary's path.
    let types = nestedTypes(from: Text.self, count: 200)
    let first = types.map { ViewTypeInfo.of($0) }
    for _ in 0..<3 {
      for (type, info) in zip(types, first) {
        #expect(ViewTypeInfo.of(type) === info, "\(type) keeps its info")
      }
    }
    let distinct = Set(first.map(ObjectIdentifier.init))
    #expect(distinct.count == types.count, "every type has an info of its own")
    #expect(first.allSatisfy { $0.name.hasPrefix("Wrapped<") || $0.name == "Text" })
  }
}
