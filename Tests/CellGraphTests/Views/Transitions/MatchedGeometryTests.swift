import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A card that moves between two containers, matched by id in the board's namespace.
struct CardBoard: View {
  @StateCell var isInHand = true
  @Namespace var cards
  let secondIsSource: Bool
  var namespaces: NamespaceLog? = nil

  var body: some View {
    let _ = namespaces?.ids.append(cards)
    VStack {
      Text("Hand:")
      if isInHand {
        Text("Ace").matchedGeometryEffect(id: "ace", in: cards)
      }
      Text("Table:")
      if !isInHand {
        Text("Ace").matchedGeometryEffect(id: "ace", in: cards, isSource: secondIsSource)
      }
      Button("Move") { withAnimation(.linear(duration: 1)) { isInHand.toggle() } }
    }
  }
}

/// A card whose two views differ in size, matched with `properties`.
struct SizedBoard: View {
  @StateCell var isInHand = true
  @Namespace var cards
  let properties: MatchedGeometryProperties

  var body: some View {
    VStack {
      Text("Hand:")
      if isInHand {
        Text("Ace").matchedGeometryEffect(id: "ace", in: cards, properties: properties)
      }
      Text("Table:")
      if !isInHand {
        Text("Ace of spades").matchedGeometryEffect(id: "ace", in: cards, properties: properties)
      }
      Button("Move") { withAnimation(.linear(duration: 1)) { isInHand.toggle() } }
    }
  }
}

/// The namespace identifiers a board saw.
@MainActor final class NamespaceLog {
  var ids: [Namespace.ID] = []
}

/// Two views present at once in one group, both sources.
struct TwinSources: View {
  @Namespace var space
  @StateCell var showsTwin = false

  var body: some View {
    VStack {
      Text("A").matchedGeometryEffect(id: 1, in: space)
      if showsTwin {
        Text("B").matchedGeometryEffect(id: 1, in: space)
      }
      Button("Twin") { showsTwin = true }
    }
  }
}

@MainActor
@Suite struct MatchedGeometryTests {
  @Test("A namespace keeps its identifier across updates, and each view identity has its own")
  func namespaceIsStable() throws {
    let log = NamespaceLog()
    let host = ViewHost.testing(CardBoard(secondIsSource: true, namespaces: log))
    try host.tap("Move")
    host.advance(by: .seconds(1))
    // Namespace: "A dynamic property type that allows access to a namespace defined by the
    // persistent identity of the object containing the property (e.g. a view)."
    // https://developer.apple.com/documentation/swiftui/namespace
    #expect(log.ids.count == 2)
    #expect(Set(log.ids).count == 1)
    let other = NamespaceLog()
    _ = ViewHost.testing(CardBoard(secondIsSource: true, namespaces: other))
    #expect(other.ids.first != log.ids.first)
  }

  // Apple, View/matchedGeometryEffect(id:in:properties:anchor:isSource:): "If inserting a view
  // in the same transaction that another view with the same key is removed, the system will
  // interpolate their frame rectangles in window space to make it appear that there is a single
  // view moving from its old position to its new position." The one view starts at the removed
  // view's frame (the source's) and ends at its own.
  @Test("A view moving between containers is drawn once, at the source's place, during the move")
  func movingViewShowsOnce() throws {
    let host = ViewHost.testing(CardBoard(secondIsSource: true))
    #expect(host.text == "Hand:\nAce\nTable:\n[Move]")
    try host.tap("Move")
    host.flush()
    #expect(host.text == "Hand:\nAce\nTable:\n\n[Move]", "at the source's place; its own blank")
    host.advance(by: .seconds(0.5))
    #expect(host.text == "Hand:\nAce\nTable:\n\n[Move]")
    host.advance(by: .seconds(0.5))
    #expect(host.text == "Hand:\nTable:\nAce\n[Move]", "at its own place when the move ends")
    try host.tap("Move")
    host.flush()
    #expect(host.text == "Hand:\n\nTable:\nAce\n[Move]")
    host.advance(by: .seconds(1))
    #expect(host.text == "Hand:\nAce\nTable:\n[Move]")
  }

  // Apple, matchedGeometryEffect: "This method sets the geometry of each view in the group from
  // the inserted view with isSource = true (known as the 'source' view)" — the inserted view
  // with isSource: false still takes the removed source's frame; a removed view that was not a
  // source gives none, so the inserted view is at its own place at once.
  @Test("isSource decides whose place the moving view is drawn at")
  func isSourceRespected() throws {
    let host = ViewHost.testing(CardBoard(secondIsSource: false))
    try host.tap("Move")
    host.flush()
    #expect(host.text == "Hand:\nAce\nTable:\n\n[Move]", "the removed view was the source")
    host.advance(by: .seconds(1))
    #expect(host.text == "Hand:\nTable:\nAce\n[Move]")
    try host.tap("Move")
    host.flush()
    #expect(host.text == "Hand:\nAce\nTable:\n[Move]", "the removed view was not a source")
    host.advance(by: .seconds(1))
    #expect(host.text == "Hand:\nAce\nTable:\n[Move]")
  }

  // Apple, MatchedGeometryProperties: `position` is "The view's position, in window
  // coordinates", `size` "The view's size, in local coordinates", `frame` "Both the position
  // and size properties" — the properties a view takes from its group's source.
  @Test("properties: .frame, .position and .size take the source's place, size, or both")
  func propertiesRespected() throws {
    let frame = ViewHost.testing(SizedBoard(properties: .frame))
    try frame.tap("Move")
    frame.flush()
    #expect(frame.text == "Hand:\nAce\nTable:\n\n[Move]", "the source's place and size")
    frame.advance(by: .seconds(1))
    #expect(frame.text == "Hand:\nTable:\nAce of spades\n[Move]")

    let position = ViewHost.testing(SizedBoard(properties: .position))
    try position.tap("Move")
    position.flush()
    #expect(position.text == "Hand:\nAce of spades\nTable:\n\n[Move]", "its own size")

    let size = ViewHost.testing(SizedBoard(properties: .size))
    try size.tap("Move")
    size.flush()
    #expect(size.text == "Hand:\nTable:\nAce\n[Move]", "its own place, the source's size")
    size.advance(by: .seconds(1))
    #expect(size.text == "Hand:\nTable:\nAce of spades\n[Move]")
  }

  // As above, with a screen size: the layout in points is the text's, so the moving view is
  // hit-tested at the source's place during the move.
  @Test("With a screen size the moving view is laid out at the source's place during the move")
  func screenLayout() throws {
    let host = ViewHost.testing(CardBoard(secondIsSource: true))
    host.screenSize = ScreenSize(columns: 20, lines: 8)
    try host.tap("Move")
    host.flush()
    let lines = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.firstIndex { $0.contains("Ace") } == lines.firstIndex { $0.contains("Hand:") }! + 1)
    host.advance(by: .seconds(1))
    let after = host.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(after.firstIndex { $0.contains("Ace") }! > after.firstIndex { $0.contains("Table:") }!)
  }

  @Test("Two present views of a group with isSource: true get SwiftUI's runtime warning")
  func duplicateSourcesReported() throws {
    let host = ViewHost(TwinSources())
    try host.tap("Twin")
    host.flush()
    // SwiftUI logs "Multiple inserted views in matched geometry group … have `isSource: true`,
    // results are undefined." at run time.
    let reported = host.diagnostics.filter { $0.kind == .matchedGeometryDuplicateSource }
    #expect(reported.count == 1)
    #expect(reported.first?.message.contains("Multiple inserted views in matched geometry") == true)
    #expect(host.text == "A\nB\n[Twin]")
    host.flush()
    #expect(host.diagnostics.filter { $0.kind == .matchedGeometryDuplicateSource }.count == 1)
  }

  @Test("A move from one container to the other is not a duplicate source")
  func moveIsNotDuplicate() throws {
    let host = ViewHost.testing(CardBoard(secondIsSource: true))
    try host.tap("Move")
    host.flush()
    // One present member (the leaving one is not inserted): no warning. ViewHost.testing fails
    // the test on any diagnostic.
    host.advance(by: .seconds(1))
    #expect(host.text.contains("Ace"))
  }
}
