import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct GridMisuseTests {
  @Test("gridCellColumns(0) is reported and the cell spans one column")
  func zeroColumns() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      Grid(alignment: .leading) {
        GridRow {
          Text("A")
          Text("B").measured("b", in: frames)
        }
        GridRow {
          Text("Zero").gridCellColumns(0)
          Text("C").measured("c", in: frames)
        }
      }, allowingDiagnostics: true)
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    // SwiftUI documents no result for a span below one; the host reports it and the cell takes
    // one column, so "C" is in column 1, after "Zero" (32) and 8 points.
    #expect(host.diagnostics.map(\.kind) == [.invalidGridCellColumns])
    #expect(frames["b"] == "40,0 8×22")
    #expect(frames["c"] == "40,30 8×22")
  }

  @Test("A span wider than the other rows widens the grid to that many columns")
  func spanBeyondColumns() {
    let host = ViewHost.testing(
      Grid(alignment: .leading) {
        GridRow {
          Text("a")
          Text("b")
        }
        GridRow {
          Text("x").gridCellColumns(4)
          Text("y")
        }
      })
    host.flush()
    // Apple, gridCellColumns(_:): the cell occupies "the specified number of columns"; the
    // grid has as many columns as its widest row, so "y" is in a fifth column (columns 2 and 3
    // hold no one-column cell: no width, one column of spacing each).
    #expect(host.text == "a b\nx     y")
  }

  @Test("An enormous span is reported and cut to 1,000 columns without hanging")
  func enormousSpan() {
    let host = ViewHost.testing(
      Grid {
        GridRow { Text("x").gridCellColumns(Int.max) }
      }, allowingDiagnostics: true)
    host.flush()
    #expect(host.diagnostics.map(\.kind) == [.invalidGridCellColumns])
    #expect(host.text.trimmingCharacters(in: .whitespaces) == "x")
  }

  @Test("A GridRow outside a Grid is reported and laid out as an HStack")
  func rowOutsideGrid() {
    let host = ViewHost.testing(
      VStack {
        GridRow {
          Text("a")
          Text("b")
        }
      }, allowingDiagnostics: true)
    host.flush()
    // SwiftUI documents GridRow only as a row of a Grid; the host reports the misuse and lines
    // the cells up side by side, one column apart (an HStack's default 8 points).
    #expect(host.diagnostics.map(\.kind) == [.gridRowOutsideGrid])
    #expect(host.text == "a b")
  }

  @Test("A GridRow inside a custom view or a ForEach in a Grid is a row of that grid")
  func rowThroughCustomView() {
    let host = ViewHost.testing(
      Grid(alignment: .leading) {
        LabelRow(label: "Name", value: "Ada")
        ForEach(["Born"], id: \.self) { label in
          LabelRow(label: label, value: "1815")
        }
      })
    host.flush()
    #expect(host.text == "Name Ada\nBorn 1815")
  }

  @Test("An empty grid takes no room and prints nothing")
  func emptyGrid() {
    let frames = LayoutFrames()
    let host = ViewHost.testing(
      VStack(spacing: 0) {
        Text("Above")
        Grid {}.measured("grid", in: frames)
        Text("Below")
      })
    host.screenSize = ScreenSize(columns: 40, lines: 10)
    host.flush()
    #expect(frames["grid"] == "0,22 0×0")
    #expect(host.text == "Above\nBelow")
  }
}

/// A grid row made by a custom view.
private struct LabelRow: View {
  let label: String
  let value: String
  var body: some View {
    GridRow {
      Text(label)
      Text(value)
    }
  }
}

@MainActor
@Suite struct GridTextFormTests {
  @Test("The text form documented for grids: before as stacks, after as aligned columns")
  func documentedExample() {
    let before = ViewHost.testing(
      VStack {
        HStack {
          Text("Item")
          Text("Qty")
        }
        HStack {
          Text("Apples")
          Text("12")
        }
        HStack {
          Text("Fig")
          Text("3")
        }
      })
    before.flush()
    let after = ViewHost.testing(
      Grid {
        GridRow {
          Text("Item")
          Text("Qty")
        }
        GridRow {
          Text("Apples")
          Text("12").gridColumnAlignment(.trailing)
        }
        GridRow {
          Text("Fig")
          Text("3")
        }
      })
    after.flush()
    // Docs/TextForm.md, "Grids".
    #expect(before.text == "Item Qty\nApples 12\nFig 3")
    #expect(after.text == " Item  Qty\nApples  12\n Fig     3")
  }
}
