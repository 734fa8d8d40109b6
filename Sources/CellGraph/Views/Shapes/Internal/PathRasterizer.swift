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
/// Points on the far edge of the grid (a rectangle's trailing and bottom sides) fall in its last
/// column or line; anything else outside the grid is cut. Non-finite points are left out.
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
    for polyline in path.flattened() {
      let points = polyline.closedPoints.map {
        CGPoint(x: $0.x / cellSize.width, y: $0.y / cellSize.height)
      }
      for (a, b) in zip(points, points.dropFirst()) { trace(from: a, to: b, into: &lengths) }
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
  private func trace(from a: CGPoint, to b: CGPoint, into lengths: inout [[Double]]) {
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
      guard let column = index(Double(a.x) + dx * t, count: width),
        let row = index(Double(a.y) + dy * t, count: height)
      else { continue }
      lengths[row * width + column][direction] += share
    }
  }

  /// The cell of coordinate `value` (in cells) on an axis of `count` cells: the far edge falls in
  /// the last cell; anything else outside, or not finite, in none.
  private func index(_ value: Double, count: Int) -> Int? {
    guard value.isFinite else { return nil }
    let epsilon = 1e-6
    if value >= Double(count) && value <= Double(count) + epsilon { return count - 1 }
    if value < 0 && value >= -epsilon { return 0 }
    guard value >= 0, value < Double(count) else { return nil }
    return Int(value)
  }

  private func blankGrid() -> [[Character]] {
    Array(repeating: [Character](repeating: " ", count: width), count: height)
  }

  private func lines(_ grid: [[Character]]) -> [String] { grid.map { String($0) } }
}
