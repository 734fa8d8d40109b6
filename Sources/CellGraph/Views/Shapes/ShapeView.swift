import CellGraphCore
import Foundation

/// A shape drawn as a view, filled or stroked with a style: what `fill`, `stroke` and
/// `strokeBorder` return, and a shape's own `body`. SwiftUI's `_ShapeView`.
///
/// Text form: the shape's token where no size is offered; drawn into the cells a frame or a
/// layer offers (see ``Shape``). The style is kept as given (`style`), as a colour keeps its
/// token; the text does not show it.
///
/// ```swift
/// Circle().fill(.red)     // _ShapeView<Circle, Color>
/// ```
public nonisolated struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// The shape drawn.
  public var shape: Content
  /// What the shape is filled or stroked with.
  public var style: Style
  let mode: Mode

  /// Filled by a fill style, or stroked by a stroke style.
  enum Mode: Equatable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
  }

  init(shape: Content, style: Style, mode: Mode) {
    self.shape = shape
    self.style = style
    self.mode = mode
  }

  public var body: Never { primitiveBody(Self.self) }
}

@MainActor extension _ShapeView: PrimitiveView {
  package func updateChildren(of node: PrimitiveNode<Self>, reason: EvaluationReason) {
    // Probed in a 100-point square: a shape whose points are NaN or infinite there is reported.
    guard reason != .invalidated, shape.path(in: Self.probe).hasNonFinitePoints else { return }
    node.graph.report(
      Diagnostic(
        kind: .invalidShapePath,
        message: """
          The path of \(Content.self) at \(node.identityPath) has a NaN or infinite point. \
          Those points are left out of its drawing.
          """,
        path: node.identityPath))
  }

  package func render(_ node: PrimitiveNode<Self>) -> [TextBlock] {
    switch mode {
    case .fill(let style):
      shapeText(shape, paint: .fill(eoFill: style.isEOFilled), cellSize: node.graph.cellSize)
    case .stroke:
      shapeText(shape, paint: .stroke, cellSize: node.graph.cellSize)
    }
  }

  private static var probe: CGRect { CGRect(x: 0, y: 0, width: 100, height: 100) }
}

/// The text of `shape` painted by `paint`: a drawing of it that a frame or a layer draws at
/// their size, its token elsewhere.
@MainActor func shapeText(_ shape: any Shape, paint: ShapePaint, cellSize: CellSize)
  -> [TextBlock]
{
  let eoFill = paint == .fill(eoFill: true)
  let drawing = Drawing(
    token: ShapeGrid.token(of: shape), outline: .rectangle,
    mode: paint == .stroke ? .stroke : .fill,
    painter: ShapePainter(shape: shape, cellSize: cellSize, eoFill: eoFill))
  return [TextBlock(flexible: .drawing(drawing))]
}

/// Draws a shape into the cells a layout gives its drawing (see `DrawingPainter`).
nonisolated final class ShapePainter: DrawingPainter {
  let shape: any Shape
  let cellSize: CellSize
  let eoFill: Bool

  init(shape: any Shape, cellSize: CellSize, eoFill: Bool) {
    self.shape = shape
    self.cellSize = cellSize
    self.eoFill = eoFill
  }

  func lines(width: Int, height: Int, mode: Drawing.Mode) -> [String] {
    ShapeGrid(cellSize: cellSize, width: width, height: height)
      .lines(of: shape, paint: mode == .stroke ? .stroke : .fill(eoFill: eoFill))
  }
}

/// The kind of misuse a shape reports.
extension Diagnostic.Kind {
  /// A shape's path had a NaN or infinite point; the drawing leaves those points out.
  public static let invalidShapePath = Self("invalidShapePath")
}

/// The foreground style of the environment, as a style to fill or stroke with: `.foreground`,
/// SwiftUI's `ForegroundStyle`.
///
/// ```swift
/// Circle().fill(.foreground)
/// ```
public nonisolated struct ForegroundStyle: ShapeStyle, Hashable {
  /// The foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground style of the environment.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}
