import CellGraphCore
import Foundation

/// How a shape's cells are painted: its inside, or its outline.
nonisolated enum ShapePaint: Equatable {
  case fill(eoFill: Bool)
  case stroke
}

/// A shape that draws its cells in a way of its own, or names itself: a capability the built-in
/// shapes declare (rectangle-like shapes draw a box; a stroked shape strokes; a type-erased one
/// asks what it wraps). A shape without it is drawn from its path by ``PathRasterizer`` and named
/// after its type.
nonisolated protocol CellDrawnShape {
  /// The shape's lines in `grid`.
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String]
  /// The text form where nothing offers the shape a size: `<circle>`.
  var cellToken: String { get }
}

nonisolated extension CellDrawnShape where Self: Shape {
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String] {
    grid.rasterize(path(in: grid.rect), paint: paint)
  }
}

/// A rectangle-like shape, drawn in text as a box: square corners (`+`) or rounded ones
/// (`. '`, and `( )` on one line).
nonisolated protocol BoxShape: CellDrawnShape {
  var boxOutline: Drawing.Outline { get }
}

nonisolated extension BoxShape where Self: Shape {
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String] {
    grid.box(boxOutline, inset: 0, paint: paint)
  }
}

/// The cells a shape is drawn into: `width` × `height` cells of `cellSize`, the rectangle the
/// shape's path is made in being theirs in points.
nonisolated struct ShapeGrid {
  let cellSize: CellSize
  let width: Int
  let height: Int

  /// The grid's rectangle in points, from the origin.
  var rect: CGRect {
    CGRect(
      x: 0, y: 0, width: CGFloat(width) * cellSize.width, height: CGFloat(height) * cellSize.height)
  }

  /// `shape` drawn into the grid, by its own way when it has one, else from its path.
  func lines(of shape: any Shape, paint: ShapePaint) -> [String] {
    if let drawn = shape as? any CellDrawnShape { return drawn.cellLines(in: self, paint: paint) }
    return rasterize(shape.path(in: rect), paint: paint)
  }

  /// `path` filled or stroked into the grid.
  func rasterize(_ path: Path, paint: ShapePaint) -> [String] {
    let rasterizer = PathRasterizer(cellSize: cellSize, width: width, height: height)
    switch paint {
    case .fill(let eoFill): return rasterizer.fill(path, eoFill: eoFill)
    case .stroke: return rasterizer.stroke(path)
    }
  }

  /// A box of `outline` inset by `inset` points (whole cells by the rule of `CellSize`), filled
  /// or outlined.
  func box(_ outline: Drawing.Outline, inset: CGFloat, paint: ShapePaint) -> [String] {
    let columns = cellSize.columns(inset)
    let lines = cellSize.lines(inset)
    let inner = Drawing(token: "", outline: outline, mode: paint == .stroke ? .stroke : .fill)
      .draw(width: width - 2 * columns, height: height - 2 * lines)
    let blank = String(repeating: " ", count: width)
    let margin = String(repeating: " ", count: columns)
    var rows = Array(repeating: blank, count: min(lines, height))
    rows += inner.lines.map { TextBlock.pad(margin + $0, to: width) }
    rows += Array(repeating: blank, count: max(height - rows.count, 0))
    return rows
  }

  /// The token of `shape`: its own, else its type's name between angle brackets.
  static func token(of shape: any Shape) -> String {
    (shape as? any CellDrawnShape)?.cellToken ?? "<\(type(of: shape))>"
  }
}
