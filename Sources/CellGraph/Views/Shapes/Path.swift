import CoreGraphics
import Foundation

/// The outline of a 2D shape: moves, lines, quadratic and cubic Bézier curves and closes, in
/// points, as SwiftUI's `Path`.
///
/// A path is a value: build it with its methods (or the closure of `init(_:)`), transform it
/// (`applying(_:)`, `offsetBy(dx:dy:)`), ask it its `boundingRect` or whether it `contains(_:)`
/// a point. Arcs, ellipses and rounded corners are stored as cubic curves, as CoreGraphics
/// stores them. A path is a ``Shape`` too: drawn, it fills or strokes the cells it covers
/// (Docs/TextForm.md, "Frames and shapes").
///
/// ```swift
/// let triangle = Path { path in
///   path.move(to: CGPoint(x: 50, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 100))
///   path.addLine(to: CGPoint(x: 0, y: 100))
///   path.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 100, 100)
/// ```
public nonisolated struct Path: Equatable, Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A line back to the start of the subpath, which it closes.
    case closeSubpath
  }

  /// The elements, in order.
  var elements: [Element] = []
  /// Where the current subpath began (what `closeSubpath` returns to).
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path of the rectangle `rect`.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A path of `rect` with corners of `cornerRadius` points.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A path of `rect` with elliptical corners of `cornerSize`.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)
  {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A path of `rect` with a radius of its own at each corner.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A path of the ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// An empty path, then `build` adds its elements.
  ///
  /// ```swift
  /// Path { $0.addLines([.zero, CGPoint(x: 10, y: 10)]) }
  /// ```
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end of the last element, `nil` for an empty path.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case nil: nil
    case .move(let point), .line(let point): point
    case .quadCurve(let point, _), .curve(let point, _, _): point
    case .closeSubpath: subpathStart
    }
  }

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    elements.append(.move(to: end))
    subpathStart = end
  }

  /// A straight line from the current point to `end` (a new subpath at `end` when there is no
  /// current point).
  public mutating func addLine(to end: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.line(to: end))
  }

  /// A quadratic Bézier curve to `end`, pulled towards `control`.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.quadCurve(to: end, control: control))
  }

  /// A cubic Bézier curve to `end`, pulled towards `control1` then `control2`.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return move(to: end) }
    reopenIfClosed()
    elements.append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    elements.append(.closeSubpath)
  }

  /// Lines through `lines`: a new subpath at the first point, then a line to each next one.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// A closed subpath around `rect` (its corners from the origin clockwise on screen), mapped by
  /// `transform`.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines(
      [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ].map { $0.applying(transform) })
    closeSubpath()
  }

  /// A closed subpath around each rectangle of `rects`.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A closed subpath of the ellipse inscribed in `rect`, from its trailing middle, clockwise on
  /// screen, as four cubic curves.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    var ellipse = Path()
    ellipse.addArc(
      center: CGPoint(x: r.midX, y: r.midY), radius: 1, startAngle: .zero,
      endAngle: .degrees(360), clockwise: false)
    ellipse.closeSubpath()
    let toRect = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
    let centred = CGAffineTransform(translationX: -r.midX, y: -r.midY)
      .concatenating(toRect).concatenating(CGAffineTransform(translationX: r.midX, y: r.midY))
    addPath(ellipse, transform: centred.concatenating(transform))
  }

  /// A closed subpath of `rect` with elliptical corners of `cornerSize` (each at most half the
  /// side it rounds).
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let radii = RectangleCornerRadii(
      topLeading: 0, bottomLeading: 0, bottomTrailing: 0, topTrailing: 0)
    addRoundedRect(
      in: rect, radii: radii, elliptical: cornerSize, style: style, transform: transform)
  }

  /// A closed subpath of `rect` with a radius of its own at each corner.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addRoundedRect(
      in: rect, radii: cornerRadii, elliptical: nil, style: style, transform: transform)
  }

  /// Appends `path`'s elements, mapped by `transform`.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    for element in path.applying(transform).elements {
      switch element {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let c1, let c2): addCurve(to: point, control1: c1, control2: c2)
      case .closeSubpath: closeSubpath()
      }
    }
  }

  /// The path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard transform != .identity else { return self }
    var mapped = self
    mapped.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c):
        .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(
          to: p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    mapped.subpathStart = subpathStart?.applying(transform)
    return mapped
  }

  /// The path moved by `dx` across and `dy` down.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

  /// A line or curve after a `closeSubpath` continues from the closed subpath's start, in a new
  /// subpath of its own, as CoreGraphics does.
  private mutating func reopenIfClosed() {
    if elements.last == .closeSubpath, let start = subpathStart {
      elements.append(.move(to: start))
    }
  }
}
