import CoreGraphics
import Foundation

/// How a shape's outline is stroked: its width, ends, corners and dashes, as SwiftUI's
/// `StrokeStyle`.
///
/// In text a stroke is one cell wide whatever its `lineWidth`; the width still matters where
/// SwiftUI's geometry does: `strokeBorder` insets the shape by half of it. Caps, joins and dashes
/// are recorded and not drawn (Docs/Limitations.md).
///
/// ```swift
/// Circle().stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [4, 2]))
/// ```
public nonisolated struct StrokeStyle: Equatable, Sendable {
  /// The width of the stroke, in points.
  public var lineWidth: CGFloat
  /// How the ends of open subpaths are drawn.
  public var lineCap: CGLineCap
  /// How corners are drawn.
  public var lineJoin: CGLineJoin
  /// The longest a mitered corner may be, in line widths.
  public var miterLimit: CGFloat
  /// The lengths of the dashes and the gaps, alternately, in points.
  public var dash: [CGFloat]
  /// How far into the dash pattern the stroke starts.
  public var dashPhase: CGFloat

  /// A stroke style; every argument defaults to SwiftUI's (a solid 1-point line).
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}
