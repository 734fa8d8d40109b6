import CellGraphCore
import Foundation

/// A view that draws with a ``GraphicsContext`` into the size it is given. SwiftUI's `Canvas`.
///
/// Text form: like a shape, `<canvas>` where nothing offers a size; in a frame or a layer, the
/// renderer runs for that size in points (the cells' size by the host's ``CellSize``) and its
/// drawings are drawn into the cells in order: fills as `░`, strokes as lines (`- | / \ +`),
/// text and images as their characters, each over what was drawn before.
///
/// ```swift
/// Canvas { context, size in
///   context.stroke(Path(CGRect(origin: .zero, size: size)), with: .color(.gray))
///   context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 64, height: 66)
/// // +------+
/// // |  Hi  |
/// // +------+
/// ```
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let opaque: Bool
  let colorMode: ColorRenderingMode
  let rendersAsynchronously: Bool

  public var body: Never { primitiveBody(Self.self) }
}

extension Canvas where Symbols == EmptyView {
  /// A canvas that draws with `renderer`, called with a context and the canvas's size in points
  /// whenever it is drawn.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    self.opaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }
}

extension Canvas: PrimitiveView {
  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    let painter = CanvasPainter(renderer: renderer, cellSize: node.graph.cellSize)
    return [
      TextBlock(
        flexible: .drawing(Drawing(token: "<canvas>", outline: .rectangle, painter: painter)))
    ]
  }
}

/// Runs a canvas's renderer for the cells a layout gives its drawing, and draws what it recorded.
///
/// Main-actor isolated, so it may hold the renderer, which is not `Sendable` (SwiftUI calls it on
/// the main actor too). `lines` is called by layouts inside a node's `render`, which the graph
/// runs on the main actor, so `assumeIsolated` holds.
@MainActor final class CanvasPainter: DrawingPainter {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let cellSize: CellSize

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, cellSize: CellSize) {
    self.renderer = renderer
    self.cellSize = cellSize
  }

  nonisolated func lines(width: Int, height: Int, mode: Drawing.Mode) -> [String] {
    MainActor.assumeIsolated { paint(width: width, height: height) }
  }

  private func paint(width: Int, height: Int) -> [String] {
    let recording = GraphicsContext.Recording()
    var context = GraphicsContext(recording: recording)
    let size = CGSize(
      width: CGFloat(width) * cellSize.width, height: CGFloat(height) * cellSize.height)
    renderer(&context, size)
    let grid = ShapeGrid(cellSize: cellSize, width: width, height: height)
    var cells = Array(repeating: [Character](repeating: " ", count: width), count: height)
    for operation in recording.operations {
      switch operation {
      case .fill(let path, let eoFill):
        cover(&cells, with: grid.rasterize(path, paint: .fill(eoFill: eoFill)))
      case .stroke(let path):
        cover(&cells, with: grid.rasterize(path, paint: .stroke))
      case .text(let string, let point, let anchor):
        write(string, at: point, anchor: anchor, into: &cells)
      }
    }
    return cells.map { String($0) }
  }

  /// Writes the drawn (non-space) characters of `lines` over `cells`.
  private func cover(_ cells: inout [[Character]], with lines: [String]) {
    for (y, line) in lines.enumerated() where y < cells.count {
      for (x, character) in line.enumerated() where x < cells[y].count && character != " " {
        cells[y][x] = character
      }
    }
  }

  /// Writes `string`'s lines with their `anchor` on the cell of `point`; what falls outside is
  /// cut.
  private func write(
    _ string: String, at point: CGPoint, anchor: UnitPoint, into cells: inout [[Character]]
  ) {
    let rows = string.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let textWidth = rows.reduce(0) { max($0, $1.count) }
    // Far outside (or not finite), nothing of it is on the canvas; bounded before `Int`.
    let limit = CGFloat(Int32.max)
    let across = point.x / cellSize.width
    let down = point.y / cellSize.height
    guard across.isFinite, down.isFinite, abs(across) < limit, abs(down) < limit else { return }
    let column = Int(across.rounded(.down)) - Int((CGFloat(textWidth) * anchor.x).rounded(.down))
    let line = Int(down.rounded(.down)) - Int((CGFloat(rows.count) * anchor.y).rounded(.down))
    for (offset, row) in rows.enumerated() {
      let y = line + offset
      guard y >= 0, y < cells.count else { continue }
      for (index, character) in row.enumerated() {
        let x = column + index
        if x >= 0, x < cells[y].count { cells[y][x] = character }
      }
    }
  }
}
