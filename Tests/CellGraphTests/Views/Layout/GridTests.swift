import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

@MainActor
@Suite struct GridTests {
  private func host<Content: View>(_ content: Content, columns: Int = 40, lines: Int = 10)
    -> ViewHost
  {
    let host = ViewHost.testing(content)
    host.screenSize = ScreenSize(columns: columns, lines: lines)
    host.flush()
    return host
  }

  @Test("Columns are as wide as their widest cell and rows as tall as their tallest")
  func columnsAndRows() {
    let frames = LayoutFrames()
    _ = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name").measured("name", in: frames)
          Text("Ada").measured("ada", in: frames)
        }
        GridRow {
          Text("Born").measured("born", in: frames)
          Text("10 Dec\n1815").measured("born date", in: frames)
        }
      }.measured("grid", in: frames))
    // Apple, Grid: "the grid handles row and column creation as a single operation": a column
    // is as wide as its widest cell (column 0: 32, column 1: "10 Dec", 48), a row as tall as
    // its tallest (row 1: two lines, 44); 8 points (the default spacing) between columns and
    // between rows; cells placed by the grid's alignment (.leading, centred vertically).
    #expect(frames["name"] == "0,0 32×22")
    #expect(frames["ada"] == "40,0 24×22")
    #expect(frames["born"] == "0,41 32×22")
    #expect(frames["born date"] == "40,30 48×44")
    #expect(frames["grid"] == "0,0 88×74")
  }

  @Test("A grid's default alignment centres each cell in its column and row")
  func centredByDefault() {
    let frames = LayoutFrames()
    _ = host(
      Grid {
        GridRow {
          Text("A").measured("a", in: frames)
          Text("B").measured("b", in: frames)
        }
        GridRow {
          Text("Wide").measured("wide", in: frames)
          Text("C\nD").measured("cd", in: frames)
        }
      })
    // Apple, Grid.init(alignment:horizontalSpacing:verticalSpacing:content:): "The default is
    // center." Column 0 is 32 wide ("Wide"), so "A" (8) sits 12 points in; row 1 is 44 tall,
    // so "Wide" (22) sits 11 points down in it.
    #expect(frames["a"] == "12,0 8×22")
    #expect(frames["b"] == "40,0 8×22")
    #expect(frames["wide"] == "0,41 32×22")
    #expect(frames["cd"] == "40,30 8×44")
  }

  @Test("A view outside a row spans the grid, and a divider there widens it to the offer")
  func dividerSpansTheGrid() {
    let frames = LayoutFrames()
    _ = host(
      Grid {
        GridRow {
          Text("Name").measured("name", in: frames)
          Text("Ada").measured("ada", in: frames)
        }
        Divider().measured("divider", in: frames)
      })
    // Apple, Grid, "Multicolumn cells": a view that is not in a GridRow spans every column;
    // a Divider "takes as much horizontal space as its parent offers" (320 points), so the
    // columns widen evenly to make room: (320 − 8 − 56) / 2 = 128 more each (160 and 152).
    #expect(frames["divider"] == "0,30 320×22")
    #expect(frames["name"] == "64,0 32×22")
    #expect(frames["ada"] == "232,0 24×22")
  }

  @Test("An unsized divider spans the grid without widening it")
  func unsizedDivider() {
    let frames = LayoutFrames()
    let host = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Ada")
        }
        Divider().gridCellUnsizedAxes(.horizontal).measured("divider", in: frames)
        GridRow {
          Text("Born")
          Text("1815")
        }
      })
    // Apple, gridCellUnsizedAxes(_:): "prevents a flexible view like a Spacer, Divider, or
    // Color from defining the size of a row or column": the grid keeps its 32 + 8 + 32 points,
    // and the divider is proposed that width.
    #expect(frames["divider"] == "0,30 72×22")
    // Drawn at the frames by the rule of Docs/TextForm.md, "Points and cells": the divider at
    // 30 points is line 1 (1.36), the last row at 60 points line 3 (2.73), so the two 8-point
    // gaps add up to a blank line.
    #expect(
      host.text == """
        Name Ada
        ---------

        Born 1815
        """)
  }

  @Test(
    "A cell with gridCellColumns spans that many columns and a shorter row leaves the rest empty")
  func spanningCells() {
    let frames = LayoutFrames()
    _ = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("A").measured("a", in: frames)
          Text("B").measured("b", in: frames)
          Text("C").measured("c", in: frames)
        }
        GridRow {
          Text("Across two").gridCellColumns(2).measured("span", in: frames)
          Text("D").measured("d", in: frames)
        }
        GridRow {
          Text("E").measured("e", in: frames)
        }
      })
    // Apple, gridCellColumns(_:): the view spans "the specified number of columns"; columns
    // 0 and 1 (8 each, 8 apart) are 24 points, "Across two" needs 80, so each widens by 28
    // (36 each); "D" is then in column 2 at 36 + 8 + 36 + 8 = 88. Apple, Grid: a row with
    // fewer cells leaves the rest empty ("E" alone in column 0).
    #expect(frames["span"] == "0,30 80×22")
    #expect(frames["b"] == "44,0 8×22")
    #expect(frames["c"] == "88,0 8×22")
    #expect(frames["d"] == "88,30 8×22")
    #expect(frames["e"] == "0,60 8×22")
  }

  @Test("gridColumnAlignment aligns every cell of its column")
  func columnAlignment() {
    let frames = LayoutFrames()
    _ = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Regular font:").gridColumnAlignment(.trailing)
          Text("Helvetica 12")
        }
        GridRow {
          Text("Size:").measured("size", in: frames)
          Text("12").measured("twelve", in: frames)
        }
      })
    // Apple, gridColumnAlignment(_:) ("Regular font:" example): the column's cells line up at
    // its trailing edge (column 0 is 104 wide: "Size:", 40, starts at 64); the other column
    // keeps the grid's leading alignment.
    #expect(frames["size"] == "64,30 40×22")
    #expect(frames["twelve"] == "112,30 16×22")
  }

  @Test("gridCellAnchor places one cell by its anchor")
  func cellAnchor() {
    let frames = LayoutFrames()
    _ = host(
      Grid {
        GridRow {
          Text("Wide text\nTwo").measured("wide", in: frames)
        }
        GridRow {
          Text("x").gridCellAnchor(.topLeading).measured("x", in: frames)
        }
        GridRow {
          Text("y").gridCellAnchor(.trailing).measured("y", in: frames)
        }
      })
    // Apple, gridCellAnchor(_:): the anchor overrides the grid's alignment for that cell.
    #expect(frames["x"] == "0,52 8×22")
    #expect(frames["y"] == "64,82 8×22")
  }

  @Test("A row's alignment lines its cells up in its height")
  func rowAlignment() {
    let frames = LayoutFrames()
    _ = host(
      Grid {
        GridRow(alignment: .top) {
          Text("a\nb\nc")
          Text("top").measured("top", in: frames)
        }
        GridRow(alignment: .bottom) {
          Text("a\nb\nc")
          Text("low").measured("low", in: frames)
        }
      })
    // Apple, GridRow.init(alignment:content:): the row's vertical alignment for its cells.
    #expect(frames["top"] == "16,0 24×22")
    #expect(frames["low"] == "16,118 24×22")
  }

  @Test("Rows and cells from ForEach fill the grid")
  func forEachRowsAndCells() {
    let host = ViewHost.testing(
      Grid(alignment: .trailing) {
        ForEach(1..<4) { row in
          GridRow {
            ForEach(1..<4) { column in Text("\(row * column * 5)") }
          }
        }
      })
    host.flush()
    // Apple, GridRow: rows and cells can come from ForEach. Text form without a screen size:
    // aligned columns, one column between them (the default 8 points), no line between rows.
    #expect(
      host.text == """
         5 10 15
        10 20 30
        15 30 45
        """)
  }

  @Test("Without a screen size a grid prints as aligned columns")
  func textForm() {
    let host = ViewHost.testing(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Ada Lovelace")
        }
        Divider()
        GridRow {
          Text("Born")
          Text("1815")
        }
        GridRow {
          Text("Note: first program").gridCellColumns(2)
        }
      })
    host.flush()
    #expect(
      host.text == """
        Name  Ada Lovelace
        -------------------
        Born  1815
        Note: first program
        """)
  }

  @Test("With a screen size a grid is drawn at its frames")
  func drawnAtFrames() {
    let host = host(
      Grid(alignment: .leading) {
        GridRow {
          Text("Name")
          Text("Ada")
        }
        GridRow {
          Text("Born")
          Text("1815")
        }
      })
    // The frames of `columnsAndRows`, in cells (Docs/TextForm.md, "Points and cells"): row 1
    // at 30 points is line 1.
    #expect(
      host.text == """
        Name Ada
        Born 1815
        """)
  }

  @Test("A grid keeps its text up to date when a cell changes")
  func cellChanges() throws {
    let host = ViewHost.testing(GridCounter())
    host.flush()
    #expect(host.text == "Count 0 [+]\nTotal     0")
    try host.tap("+")
    host.flush()
    #expect(host.text == "Count 1 [+]\nTotal     1")
    try host.tap("+")
    host.flush()
    #expect(host.text == "Count 2 [+]\nTotal     2")
  }

  @Test("GridLayout in AnyLayout lays its rows out as a grid")
  func gridLayoutInAnyLayout() {
    let frames = LayoutFrames()
    let host = host(
      AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 16)) {
        GridRow {
          Text("a").measured("a", in: frames)
          Text("b").measured("b", in: frames)
        }
        GridRow {
          Text("ccc")
          Text("d").measured("d", in: frames)
        }
      })
    // Apple, GridLayout: "behaves like a Grid, but conforms to the Layout protocol so you can
    // use it in … AnyLayout"; 16 points between columns (24 + 16 = 40).
    #expect(frames["b"] == "40,0 8×22")
    #expect(frames["d"] == "40,30 8×22")
    #expect(host.text == "a    b\nccc  d")
  }
}

/// A grid whose cells read and write a count.
private struct GridCounter: View {
  @StateCell var count = 0
  var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Count \(count)")
        Button("+") { count += 1 }
      }
      GridRow {
        Text("Total")
        Text("\(count)").gridColumnAlignment(.trailing)
      }
    }
  }
}
