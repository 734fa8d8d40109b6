import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// The kept layout (`GeometryLayout.update`): a change lays out again only the views it changed,
// up to the nearest ancestor whose size holds. Counted in sizes computed
// (`GeometryState.sizeComputations`), never timed. Every host here is a testing host, which also
// checks each update against a layout made from scratch.

/// A row that flips its label between two texts of one width, or grows by a line.
private struct FlipRow: View {
  let id: Int
  @StateCell var flipped = false
  @StateCell var words = 1

  var body: some View {
    HStack {
      Text(flipped ? "cd \(id)" : "ab \(id)")
      Text(Array(repeating: "word", count: words).joined(separator: "\n"))
      Button("flip \(id)") { flipped.toggle() }
      Button("grow \(id)") { words += 1 }
    }
  }
}

/// Many rows under a reader, so that every update brings the layout up to date.
private struct ManyRows: View {
  let count: Int
  let frames: LayoutFrames

  var body: some View {
    VStack(spacing: 0) {
      GeometryReader { proxy in Text("reader \(Int(proxy.size.width))") }
        .frame(height: 22)
      ForEach(0..<count, id: \.self) { id in
        FlipRow(id: id).measured("row \(id)", in: frames)
      }
    }
  }
}

/// A row in a box of fixed size, above rows that are not.
private struct BoxedRow: View {
  let others: Int
  let frames: LayoutFrames

  var body: some View {
    VStack(spacing: 0) {
      FlipRow(id: 0)
        .frame(width: 240, height: 66, alignment: .topLeading)
        .measured("box", in: frames)
      ForEach(1...others, id: \.self) { id in
        FlipRow(id: id).measured("row \(id)", in: frames)
      }
    }
  }
}

/// Many rows in a list, as a settings screen: each row reports its frame.
private struct ListRows: View {
  let count: Int
  let frames: LayoutFrames

  var body: some View {
    List {
      ForEach(0..<count, id: \.self) { id in
        FlipRow(id: id).measured("row \(id)", in: frames)
      }
    }
  }
}

@MainActor
@Suite struct KeptLayoutTests {
  private func host<Content: View>(_ content: Content, lines: Int = 40) -> ViewHost {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: 60, lines: lines)
    host.flush()
    return host
  }

  /// The sizes computed by `change` on `host`, after it settled.
  private func work(_ host: ViewHost, _ change: () throws -> Void) rethrows -> Int {
    let before = host.graph.geometry.sizeComputations
    try change()
    host.flush()
    return host.graph.geometry.sizeComputations - before
  }

  @Test("A text change that keeps its size costs as much layout at a thousand rows as at 100")
  func sameSizeChange() throws {
    let frames = LayoutFrames()
    // Both taller than the screen, so that the stack proposes its rows the same sizes.
    let small = host(ManyRows(count: 100, frames: LayoutFrames()))
    let large = host(ManyRows(count: 1_000, frames: frames))
    let smallWork = try work(small) { try small.tap("flip 50") }
    let largeWork = try work(large) { try large.tap("flip 500") }
    // Only the changed row's views are asked again: not the stack, whose answers depend only
    // on sizes that held, and no other row.
    #expect(largeWork == smallWork)
    #expect(smallWork > 0)
    #expect(large.text.contains("cd 500"))
    // Apple, VStack: subviews one below the other, here with no spacing, under the reader's
    // 22 points: row 500 starts 22 + 500 × 22 points down. An HStack is as wide as its
    // subviews and the 8 points between each two ("ab 500", "word", "[flip 500]", "[grow 500]":
    // 6 + 4 + 10 + 10 columns of 8 points, and 3 × 8).
    #expect(frames["row 500"] == "0,11022 264×22")
  }

  @Test("A text change in a list row that keeps its size lays out only that row")
  func sameSizeChangeInList() throws {
    let frames = LayoutFrames()
    let small = host(ListRows(count: 100, frames: LayoutFrames()))
    let large = host(ListRows(count: 1_000, frames: frames))
    let smallWork = try work(small) { try small.tap("flip 50") }
    let largeWork = try work(large) { try large.tap("flip 500") }
    // The list, which takes the screen whatever its rows answer, is not asked again, nor any
    // other row: the work is the same at 1,000 rows as at 100.
    #expect(largeWork == smallWork)
    #expect(smallWork > 0)
    #expect(large.text.contains("cd 500"))
    // Apple, `List`: rows "arranged in a single column", each 22 points tall, each proposed
    // the list's width (480 points); an HStack is as wide as its subviews and spacing.
    #expect(frames["row 500"] == "0,11000 264×22")
  }

  @Test("A list row that grows a line moves the list's rows below it")
  func sizeChangeInList() throws {
    let frames = LayoutFrames()
    let host = host(ListRows(count: 50, frames: frames))
    #expect(frames["row 11"] == "0,242 240×22")
    try host.tap("grow 10")
    host.flush()
    // The row's answer changed, so the list places its rows again (the fallback of the kept
    // layout): Apple, `List`, one row below the other, the next 44 points below the grown one.
    #expect(frames["row 10"] == "0,220 240×44")
    #expect(frames["row 11"] == "0,264 240×22")
  }

  @Test("A row that grows a line moves the rows below it")
  func sizeChange() throws {
    let frames = LayoutFrames()
    let host = host(ManyRows(count: 50, frames: frames))
    #expect(frames["row 10"] == "0,242 240×22")
    #expect(frames["row 11"] == "0,264 240×22")
    try host.tap("grow 10")
    host.flush()
    // Apple, HStack: as tall as its tallest subview, the two-line text (2 × 22 points); the
    // VStack places the next row right below it.
    #expect(frames["row 10"] == "0,242 240×44")
    #expect(frames["row 11"] == "0,286 240×22")
    #expect(frames["row 49"] == "0,1122 240×22")
  }

  @Test("A size change inside a fixed frame lays out nothing outside the frame")
  func stopsAtFixedFrame() throws {
    let frames = LayoutFrames()
    let few = host(BoxedRow(others: 2, frames: LayoutFrames()))
    let many = host(BoxedRow(others: 200, frames: frames))
    #expect(frames["box"] == "0,0 240×66")
    #expect(frames["row 1"] == "0,66 216×22")
    let fewWork = try work(few) { try few.tap("grow 0") }
    let manyWork = try work(many) { try many.tap("grow 0") }
    // Apple, frame(width:height:alignment:): the frame is the size given whatever its content
    // chooses, so the rows after it stay where they were, and the stack is not asked again:
    // the work is the same above 2 rows as above 200.
    #expect(frames["box"] == "0,0 240×66")
    #expect(frames["row 1"] == "0,66 216×22")
    #expect(manyWork == fewWork)
  }

  @Test("A new cell size makes the layout again, in the new points")
  func cellSizeChange() throws {
    let frames = LayoutFrames()
    let host = host(ManyRows(count: 3, frames: frames))
    #expect(frames["row 1"] == "0,44 216×22")
    host.cellSize = CellSize(width: 10, height: 20)
    host.flush()
    // The texts are as many columns and lines, each now 10 × 20 points; the reader's frame
    // (22 points) and the stack's spacing (8 points) are in points and do not change.
    #expect(frames["row 1"] == "0,42 264×20")
  }

  @Test("A host whose layout nobody reads keeps no growing list of changed views")
  func unreadLayoutIsDropped() throws {
    let host = ViewHost.testing(FlipRow(id: 1))
    host.screenSize = ScreenSize(columns: 60, lines: 10)
    #expect(host.text.hasPrefix("ab 1"))
    for _ in 0..<700 { try host.tap("flip 1") }
    // Past as many changed views as the layout placed (at least 1,024), the kept layout is
    // dropped, and the next read makes a new one.
    #expect(host.graph.changedForLayout.count <= 1_024)
    #expect(!host.graph.keepsLayout)
    #expect(host.text.hasPrefix("ab 1"))
    #expect(host.graph.keepsLayout)
  }
}
