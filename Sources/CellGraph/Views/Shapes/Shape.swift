import CellGraphCore
import Foundation

/// A 2D shape: a path in the rectangle it is given, drawn as a view. SwiftUI's `Shape`.
///
/// Write `path(in:)` and the shape is a view: filled with the foreground style, or drawn with
/// `fill(_:style:)`, `stroke(_:lineWidth:)`, `stroke(_:style:)`; an ``InsettableShape`` also
/// has `strokeBorder`. Built-in shapes: ``Rectangle``, ``RoundedRectangle``,
/// ``UnevenRoundedRectangle``, ``Capsule``, ``Circle``, ``Ellipse``, ``ContainerRelativeShape``,
/// ``Path``, ``AnyShape``.
///
/// Text form: a shape takes the size it is offered. In a frame, a `ZStack` or a layer it is
/// drawn into those cells: filled, the cells whose centres it covers (`░`); stroked, the cells
/// its outline passes through (`- | / \ +`); the rectangle-like shapes as a box (`+--+`,
/// `.--.`). Where nothing offers a size (a stack) its text form is its token: `<circle>`, or the
/// type's name for a shape of your own (`<Triangle>`). Drawn shapes yield to text in layers.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
///
/// Triangle().fill(.orange).frame(width: 80, height: 66)
/// //     ░░
/// //   ░░░░░░
/// // ░░░░░░░░░░
/// ```
public nonisolated protocol Shape: Sendable, Animatable, View {
  /// The shape's outline in `rect`, the rectangle it is drawn in.
  func path(in rect: CGRect) -> Path

  /// What the shape is for: `.fill` unless it says otherwise.
  static var role: ShapeRole { get }

  /// The size the shape takes when offered `proposal`: by default what it is offered, 10 points
  /// on an axis offered nothing (`proposal.replacingUnspecifiedDimensions()`).
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

nonisolated extension Shape {
  public static var role: ShapeRole { .fill }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

extension Shape {
  /// A shape's own view: the shape filled with the foreground style.
  @MainActor public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), mode: .fill(FillStyle()))
  }
}

nonisolated extension Shape {
  /// The shape filled with `content`, its inside found by `style` (non-zero winding unless
  /// `FillStyle(eoFill: true)`).
  ///
  /// ```swift
  /// Circle().fill(.green).frame(width: 8, height: 8)   // ░
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> some View
  {
    _ShapeView(shape: self, style: content, mode: .fill(style))
  }

  /// The shape's outline in `content`, `lineWidth` points wide, centred on the outline.
  ///
  /// ```swift
  /// Text("Card").padding().background { RoundedRectangle(cornerRadius: 8).stroke(.gray) }
  /// // .------.
  /// // | Card |
  /// // '------'
  /// ```
  public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> some View {
    _ShapeView(shape: self, style: content, mode: .stroke(StrokeStyle(lineWidth: lineWidth)))
  }

  /// The shape's outline in `content`, drawn with `style`.
  ///
  /// ```swift
  /// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 2, dash: [4]))
  /// ```
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: self, style: content, mode: .stroke(style))
  }

  /// The shape's outline as a shape, `lineWidth` points wide (filled, it is drawn as a stroke).
  ///
  /// ```swift
  /// Circle().stroke(lineWidth: 2).frame(width: 80, height: 110)
  /// ```
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline as a shape, drawn with `style`.
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }
}

/// A shape's outline as a shape: what `stroke(style:)` and `stroke(lineWidth:)` return.
///
/// Its `path(in:)` is the outline's centre line (SwiftUI's is the area the stroke covers;
/// Docs/Limitations.md); drawn, it is stroked.
public nonisolated struct _StrokedShape<S: Shape>: Shape {
  let shape: S
  let style: StrokeStyle

  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
}

extension _StrokedShape: CellDrawnShape {
  func cellLines(in grid: ShapeGrid, paint: ShapePaint) -> [String] {
    grid.lines(of: shape, paint: .stroke)
  }
  var cellToken: String { ShapeGrid.token(of: shape) }
}
