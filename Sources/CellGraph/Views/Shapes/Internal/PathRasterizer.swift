import CellGraphCore
import Foundation

/// Draws a path, in points, into a grid of character cells: what a shape or a canvas is in the
/// text form (Docs/TextForm.md, "Frames and shapes").
///
/// - **Fill**: a cell is filled (`░`) when its centre is inside the path, by the non-zero or the
///   even-odd rule. A filled pie slice is the region of cells whose centres it covers.
/// - **Stroke**: every cell a line of the path passes through (curves flattened into short
///   lines) shows the direction the path takes there, measured in cells: `-` along, `|` down,
///   `/` and `\` diagonally; a cell where the path turns from along to down is a corner, `+`.
///   A stroked circle is a ring:
///
///       Circle().stroke().frame(width: 80, height: 110)      /--\
///                                                           /    \
///                                                           |    |
///                                                           \    /
///                                                            \--/
///
/// Points on the path's far edges (a rectangle's trailing and bottom sides) fall in the cells
/// inside them; anything outside the grid is cut. Non-finite points are left out.
nonisolated struct PathRasterizer {
  let cellSize: CellSize
  let width: Int
  let height: Int

  /// The filled cells of `path`.
  func fill(_ path: Path, eoFill: Bool) -> [String] {
    let polylines = path.flattened().filter { $0.points.count > 2 }
    var grid = blankGrid()
    guard !polylines.isEmpty else { return lines(grid) }
    for row in 0..<height {
      for column in 0..<width {
        let centre = CGPoint(
          x: (CGFloat(column) + 0.5) * cellSize.width, y: (CGFloat(row) + 0.5) * cellSize.height)
        let winding = Path.winding(of: centre, in: polylines)
        if eoFill ? winding % 2 != 0 : winding != 0 { grid[row][column] = Drawing.shade }
      }
    }
    return lines(grid)
  }

  /// The cells `path`'s lines pass through, each showing the path's direction there.
  func stroke(_ path: Path) -> [String] {
    // Length of path in each cell, by direction: along, down, rising, falling.
    var lengths = Array(repeating: [Double](repeating: 0, count: 4), count: width * height)
    let polylines = path.flattened().map { polyline in
      polyline.closedPoints.map { CGPoint(x: $0.x / cellSize.width, y: $0.y / cellSize.height) }
    }
    let points = polylines.joined()
    let far = (
      x: Self.snapped(Double(points.map(\.x).max() ?? 0)),
      y: Self.snapped(Double(points.map(\.y).max() ?? 0))
    )
    for points in polylines {
      for (a, b) in zip(points, points.dropFirst()) {
        trace(from: a, to: b, farEdge: far, into: &lengths)
      }
    }
    var grid = blankGrid()
    for row in 0..<height {
      for column in 0..<width {
        let cell = lengths[row * width + column]
        guard let most = cell.indices.max(by: { cell[$0] < cell[$1] }), cell[most] > 0 else {
          continue
        }
        let turns = cell[0] >= 0.3 && cell[1] >= 0.3
        grid[row][column] = turns ? "+" : Self.directions[most]
      }
    }
    return lines(grid)
  }

  /// Along, down, rising (`/` on screen, y down) and falling.
  private static let directions: [Character] = ["-", "|", "/", "\\"]

  /// Adds the line from `a` to `b` (in cells) to the cells it crosses, sampled a quarter of a
  /// cell apart.
  private func trace(
    from a: CGPoint, to b: CGPoint, farEdge: (x: Double, y: Double), into lengths: inout [[Double]]
  ) {
    let (dx, dy) = (Double(b.x - a.x), Double(b.y - a.y))
    let length = (dx * dx + dy * dy).squareRoot()
    let direction: Int
    if length == 0 {
      direction = 0
    } else if abs(dy) <= abs(dx) * 0.5 {
      direction = 0
    } else if abs(dx) <= abs(dy) * 0.5 {
      direction = 1
    } else {
      direction = dx * dy < 0 ? 2 : 3
    }
    // A point (a zero-length line) counts a little, so a dot shows.
    let samples = max(1, Int((length * 4).rounded(.up)))
    let share = length == 0 ? 0.01 : length / Double(samples)
    for sample in 0..<samples {
      let t = (Double(sample) + 0.5) / Double(samples)
      guard let column = index(Double(a.x) + dx * t, count: width, farEdge: farEdge.x),
        let row = index(Double(a.y) + dy * t, count: height, farEdge: farEdge.y)
      else { continue }
      lengths[row * width + column][direction] += share
    }
  }

  /// The cell of coordinate `value` (in cells) on an axis of `count` cells, or none outside.
  ///
  /// A point on the line between two cells belongs to the later one, except on the path's far
  /// edge (`farEdge`, its largest coordinate): there it belongs to the cell inside, so a shape
  /// from column 2 to column 8 is drawn in columns 2 through 7, as wide on both sides. Values are
  /// snapped to a hundredth of a cell first, so that a curve's tiny overshoot (a circle's
  /// Bézier arcs bulge by 0.03 %) does not spill into the next cell.
  private func index(_ value: Double, count: Int, farEdge: Double) -> Int? {
    guard value.isFinite, value > -1, value < Double(count) + 1 else { return nil }
    let snapped = Self.snapped(value)
    var cell = Int(snapped.rounded(.down))
    if snapped == farEdge, snapped == snapped.rounded(), cell > 0 { cell -= 1 }
    guard cell >= 0, cell < count else { return nil }
    return cell
  }

  /// `value` rounded to a hundredth.
  private static func snapped(_ value: Double) -> Double {
    value.isFinite ? (value * 100).rounded() / 100 : value
  }

  private func blankGrid() -> [[Character]] {
    Array(repeating: [Character](repeating: " ", count: width), count: height)
  }

  private func lines(_ grid: [[Character]]) -> [String] { grid.map { String($0) } }
}
