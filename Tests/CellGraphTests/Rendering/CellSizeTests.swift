import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A title and a counted line in a stack spaced `spacing` points apart; counts its bodies.
private struct Spaced: View {
  let spacing: CGFloat?
  var body: some View {
    VStack(spacing: spacing) {
      Text("Inbox").padding(4)
      Text("3 unread")
      Button("Open") {}
    }
  }
}

/// The conversion of sizes in points to whole cells (Docs/TextForm.md, "Points and cells").
@MainActor
@Suite struct CellSizeTests: ViewsRendering {
  // The default cell: 8 points across (the average advance of 17-point body text) and 22 down
  // (the body style's line height in Apple's typography table).
  @Test("The default cell is 8 points wide and 22 points high")
  func defaultCell() {
    #expect(CellSize.body == CellSize(width: 8, height: 22))
    #expect(ViewHost(Text("x")).cellSize == .body)
  }

  @Test("A length becomes the nearest whole number of cells, halves away from zero")
  func rounding() {
    let cell = CellSize.body
    #expect(cell.columns(8) == 1)
    #expect(cell.columns(3.9) == 0)
    #expect(cell.columns(4) == 1, "half a column rounds up")
    #expect(cell.columns(16) == 2)
    #expect(cell.lines(8) == 0, "SwiftUI's default spacing is under half a line")
    #expect(cell.lines(10.9) == 0)
    #expect(cell.lines(11) == 1)
    #expect(cell.lines(16) == 1, "16 points is at most one blank line")
    #expect(cell.lines(44) == 2)
    #expect(cell.points(columns: 3) == 24)
    #expect(cell.points(lines: 2) == 44)
  }

  @Test("A negative, NaN, infinite or huge length is no cells or a bounded number, never a trap")
  func badLengths() {
    let cell = CellSize.body
    for length in [-8, .nan, .infinity, -.infinity] as [CGFloat] {
      #expect(cell.columns(length) == 0 && cell.lines(length) == 0, "\(length)")
    }
    #expect(cell.columns(.greatestFiniteMagnitude) == Int(Int32.max))
    #expect(CellSize(width: .nan, height: -1) == .body, "an unusable cell size is the default")
  }

  // SwiftUI: a stack's default spacing is the platform's spacing between two views (8 points
  // between texts on iOS); `.padding(4)` insets by 4 points. Typical screens print compactly.
  @Test("Default spacing and small paddings add no blank line; 16 points adds one")
  func compactScreen() {
    #expect(render(Spaced(spacing: nil)) == " Inbox\n3 unread\n[Open]")
    #expect(render(Spaced(spacing: 16)) == " Inbox\n\n3 unread\n\n[Open]")
  }

  @Test("Spacing and padding that are NaN or infinite draw nothing and do not trap")
  func nonFiniteSizes() {
    let view = VStack(spacing: .nan) {
      Text("a").padding(.infinity)
      Text("b").padding(EdgeInsets(top: .nan, leading: -.infinity))
      Spacer(minLength: .nan)
    }
    #expect(render(view) == "a\nb")
  }

  @Test("Setting the host's cell size re-renders the text by it and runs no body")
  func settingTheCellSize() {
    let host = ViewHost(Spaced(spacing: 20))
    #expect(host.text == " Inbox\n\n3 unread\n\n[Open]")
    host.resetEvaluations()
    host.cellSize = CellSize(width: 2, height: 10)
    #expect(
      host.text == "  Inbox\n\n\n3 unread\n\n\n[Open]",
      "20 points: two lines of 10; 4 points: two columns of 2")
    #expect(host.evaluations(of: Spaced.self) == 0)
    host.cellSize = .body
    #expect(host.text == " Inbox\n\n3 unread\n\n[Open]")
  }
}
