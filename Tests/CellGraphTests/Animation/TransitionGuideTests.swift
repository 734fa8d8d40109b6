import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

// "Transitions in tests" (Docs/TimeAndGestures.md), run: every Swift block of that section
// appears verbatim in this file (the first test checks it), and the tests run them.

struct Bracketed: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    HStack {
      Text(phase.isIdentity ? "" : "[\(phase)]")
      content
    }
  }
}

struct Notice: View {
  @StateCell private var isShown = false

  var body: some View {
    VStack {
      if isShown {
        Text("Saved").transition(Bracketed())
      }
      Button("Toggle") { withAnimation(.linear(duration: 1)) { isShown.toggle() } }
    }
  }
}

struct ReadingShelf: View {
  @Namespace private var books
  @StateCell private var isRead = false

  var body: some View {
    VStack {
      Text("To read:")
      if !isRead { Text("Dune").matchedGeometryEffect(id: "dune", in: books) }
      Text("Read:")
      if isRead { Text("Dune").matchedGeometryEffect(id: "dune", in: books) }
      Button("Finish") { withAnimation(.linear(duration: 1)) { isRead = true } }
    }
  }
}

@MainActor
@Suite struct TransitionGuideTests {
  @Test("Every Swift block of the guide's transitions section is in this file")
  func snippetsAreTested() throws {
    let blocks = try GuideSnippets.blocks(from: "## Transitions in tests", to: "\n## ")
    #expect(blocks.count == 4)
    for (block, isInTestFile) in blocks {
      #expect(isInTestFile, "the guide's block is run here verbatim:\n\(block)")
    }
  }

  @Test("A custom transition shows willAppear, identity after the clock moves, then didDisappear")
  func transitionSnippet() throws {
    // TransitionPhase: a view appearing is "first shown with the willAppear phase, then will be
    // immediately moved to the identity phase"; a view being removed moves "from the identity
    // phase to the didDisappear phase". https://developer.apple.com/documentation/swiftui/transitionphase
    let host = ViewHost.testing(Notice())
    try host.tap("Toggle")
    #expect(host.text == "[willAppear] Saved\n[Toggle]")
    host.advance(by: .milliseconds(1))
    #expect(host.text == " Saved\n[Toggle]")
    try host.tap("Toggle")
    #expect(host.text == "[didDisappear] Saved (leaving)\n[Toggle]")
    host.advance(by: .seconds(1))
    #expect(host.text == "[Toggle]")
  }

  @Test("A view moved between containers with matchedGeometryEffect shows once, as the source")
  func matchedGeometrySnippet() throws {
    // Apple, View/matchedGeometryEffect(id:in:properties:anchor:isSource:): "If inserting a
    // view in the same transaction that another view with the same key is removed, the system
    // will interpolate their frame rectangles in window space to make it appear that there is
    // a single view moving from its old position to its new position" — so while the move
    // runs, the one view is at the removed view's place; at the end, at its own.
    let host = ViewHost.testing(ReadingShelf())
    try host.tap("Finish")
    #expect(host.text == "To read:\nDune\nRead:\n\n[Finish]")
    host.advance(by: .seconds(1))
    #expect(host.text == "To read:\nRead:\nDune\n[Finish]")
  }
}
