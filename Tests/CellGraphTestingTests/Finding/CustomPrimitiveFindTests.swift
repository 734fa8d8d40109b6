import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Finding views around a built-in view that adopts no capability protocol: it is found by its
/// type and its text, and never answers a test-id lookup itself.
@MainActor
@Suite struct CustomPrimitiveFindTests {
  @Test("A primitive without capabilities is found by type and text, and by its modifier's test id")
  func foundByTypeTextAndModifier() throws {
    let host = ViewHost.testing(
      VStack {
        Stamp(label: "a")
        Stamp(label: "b").testID("second")
      })
    #expect(host.text == "<a>\n<b>")
    #expect(host.findAll(Stamp.self).count == 2)
    #expect(try host.find(Stamp.self) { $0.label == "a" }.text == "<a>")
    #expect(try host.find(text: "<b>").view(as: Stamp.self)?.label == "b")
    // The test id names the view its modifier wraps: the stamp, not the modifier's node.
    #expect(try host.find(testID: "second").view(as: Stamp.self)?.label == "b")
  }

  @Test("A test-id lookup that matches no modifier fails, whatever primitives are there")
  func testIDLookupSkipsPrimitive() {
    let host = ViewHost.testing(VStack { Stamp(label: "a") })
    let error = #expect(throws: FindError.self) { try host.find(testID: "a") }
    #expect(error?.reason == .notFound)
    #expect(error?.candidates == [])
  }
}

/// A built-in view with no state and no capability protocol: it renders `<label>`.
private struct Stamp: View {
  let label: String

  var body: Never { primitiveBody(Self.self) }
}

extension Stamp: PrimitiveView {
  func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    [TextBlock("<\(label)>")]
  }
}
