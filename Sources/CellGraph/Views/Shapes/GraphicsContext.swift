import CellGraphCore
import CoreGraphics
import Foundation

/// What a ``Canvas`` draws with: fill and stroke paths, draw text and images, move the drawing
/// space. SwiftUI's `GraphicsContext`.
///
/// Each call is recorded in the context's coordinates (its `transform` applied) and drawn, in
/// order, into the canvas's cells: a later drawing covers the cells of an earlier one. At an
/// `opacity` of 0 nothing is drawn. Shadings are recorded; text has no colour.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///   context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct GraphicsContext {
  /// How a path is coloured: a colour or a style. SwiftUI's `GraphicsContext.Shading`.
  public struct Shading: Sendable {
    let style: any ShapeStyle

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading(style: color) }
    /// A style.
    public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }
    /// The foreground style.
    public static var foreground: Shading { Shading(style: ForegroundStyle()) }
  }

  /// One recorded drawing, in the canvas's points.
  enum Operation {
    case fill(Path, eoFill: Bool)
    case stroke(Path)
    case text(String, at: CGPoint, anchor: UnitPoint)
  }

  /// The drawings so far, shared by the copies of this context (as a copy in SwiftUI draws into
  /// the same canvas).
  final class Recording {
    var operations: [Operation] = []
  }

  let recording: Recording

  /// The transform from the context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The opacity of what is drawn next; at 0 nothing is.
  public var opacity: Double = 1

  init(recording: Recording) {
    self.recording = recording
  }

  /// Fills `path` with `shading`, its inside found by `style`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path.applying(transform), eoFill: style.isEOFilled))
  }

  /// Strokes `path` with `shading` and `style`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    record(.stroke(path.applying(transform)))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Draws `text` with its `anchor` (its centre by default) at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.text(text.content, at: point.applying(transform), anchor: anchor))
  }

  /// Draws `text` at the top leading corner of `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(text, at: rect.origin, anchor: .topLeading)
  }

  /// Draws `image` (its text form, `(star)`) with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    guard let token = image.token else { return }
    record(.text(token, at: point.applying(transform), anchor: anchor))
  }

  /// Draws `image` (its text form) at the top leading corner of `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(image, at: rect.origin, anchor: .topLeading)
  }

  /// Moves the origin of what is drawn next by `x` across and `y` down.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  /// Scales what is drawn next by `x` across and `y` down.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  /// Rotates what is drawn next by `angle`.
  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  /// Applies `matrix` before the current transform to what is drawn next.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  private func record(_ operation: Operation) {
    guard opacity > 0 else { return }
    recording.operations.append(operation)
  }
}
