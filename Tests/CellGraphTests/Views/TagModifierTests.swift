import Testing

@testable import CellGraph
@testable import CellGraphCore

private enum TagFlavor: Hashable { case vanilla, mint }

@MainActor
@Suite struct TagModifierTests: ViewsRendering {
  @Test("A tag has no text of its own")
  func noText() {
    #expect(render(VStack { Text("Vanilla").tag(TagFlavor.vanilla) }) == "Vanilla")
  }

  @Test("Tagged descendants are found in tree order with their tags, not searched inside")
  func taggedDescendants() {
    let host = ViewHost(
      VStack {
        Text("Vanilla").tag(TagFlavor.vanilla)
        Group {
          Text("Mint").tag(TagFlavor.mint)
        }
        VStack {
          Text("Outer")
          Text("Inner").tag(3)
        }.tag("outer")
        Text("Untagged")
      })
    _ = host.text
    let tags = host.rootNode.taggedDescendants.map { $0.tag }
    #expect(
      tags == [AnyHashable(TagFlavor.vanilla), AnyHashable(TagFlavor.mint), AnyHashable("outer")])
  }
}
