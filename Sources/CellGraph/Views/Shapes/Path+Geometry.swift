import CoreGraphics
import Foundation

nonisolated extension Path {
  /// The smallest rectangle around every point of the path, curves included but not their
  /// control points (SwiftUI's and CoreGraphics' `boundingBoxOfPath`); `CGRect.null` for an
  /// empty path. Non-finite points are left out.
  ///
  /// ```swift
  /// Path(ellipseIn: CGRect(x: 10, y: 10, width: 100, height: 50)).boundingRect
  /// // (10, 10, 100, 50)
  /// ```
  public var boundingRect: CGRect {
    var bounds = PathBounds()
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let p):
        bounds.add(p)
        current = p
        start = p
      case .line(let p):
        bounds.add(p)
        current = p
      case .quadCurve(let p, let c):
        bounds.add(p)
        for t in Self.extremes(quadratic: current, c, p) {
          bounds.add(Self.point(onQuadratic: current, c, p, at: t))
        }
        current = p
      case .curve(let p, let c1, let c2):
        bounds.add(p)
        for t in Self.extremes(cubic: current, c1, c2, p) {
          bounds.add(Self.point(onCubic: current, c1, c2, p, at: t))
        }
        current = p
      case .closeSubpath:
        current = start
      }
    }
    return bounds.rect
  }

  /// Whether `point` is inside the path, every subpath taken as closed: by the non-zero winding
  /// rule, or by the even-odd rule when `eoFill` is set.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5))   // true
  /// ```
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    let winding = Self.winding(of: point, in: flattened())
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// The part of the path from `from` to `to`, fractions of its length (0 is its start, 1 its
  /// end); empty when `from` is not below `to`. Curves in the part become short lines.
  ///
  /// ```swift
  /// Path(CGRect(x: 0, y: 0, width: 10, height: 10)).trimmedPath(from: 0, to: 0.5)
  /// // the top and trailing edges
  /// ```
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = from.isNaN ? 0 : min(max(from, 0), 1)
    let to = to.isNaN ? 0 : min(max(to, 0), 1)
    if from <= 0 && to >= 1 { return self }
    guard from < to else { return Path() }
    let polylines = flattened()
    let total = polylines.reduce(0) { $0 + $1.length }
    guard total > 0 else { return Path() }
    let (low, high) = (Double(from) * total, Double(to) * total)
    var trimmed = Path()
    var walked = 0.0
    for polyline in polylines {
      let points = polyline.closedPoints
      var penDown = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = Double(hypot(b.x - a.x, b.y - a.y))
        defer { walked += length }
        let (segmentStart, segmentEnd) = (walked, walked + length)
        // The pen stays down along one subpath: once the part began, it ends at `high`.
        guard segmentEnd > low, segmentStart < high, length > 0 else { continue }
        let t0 = max(0, (low - segmentStart) / length)
        let t1 = min(1, (high - segmentStart) / length)
        let p0 = Self.lerp(a, b, t0)
        if !penDown {
          trimmed.move(to: p0)
          penDown = true
        }
        trimmed.addLine(to: Self.lerp(a, b, t1))
      }
    }
    return trimmed
  }

  /// The path as polylines, one per subpath, curves cut into short lines; non-finite points are
  /// left out.
  func flattened() -> [Polyline] {
    var polylines: [Polyline] = []
    var current = Polyline()
    var last = CGPoint.zero
    func finish() {
      if !current.points.isEmpty { polylines.append(current) }
      current = Polyline()
    }
    func add(_ point: CGPoint) {
      guard point.x.isFinite, point.y.isFinite else { return }
      current.points.append(point)
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish()
        add(p)
        last = p
      case .line(let p):
        add(p)
        last = p
      case .quadCurve(let p, let c):
        for step in 1...Self.curveSteps {
          add(Self.point(onQuadratic: last, c, p, at: Self.t(step)))
        }
        last = p
      case .curve(let p, let c1, let c2):
        for step in 1...Self.curveSteps {
          add(Self.point(onCubic: last, c1, c2, p, at: Self.t(step)))
        }
        last = p
      case .closeSubpath:
        current.isClosed = true
        last = current.points.first ?? last
        finish()
      }
    }
    finish()
    return polylines
  }

  /// Whether any point of the path (a control point included) is NaN or infinite.
  var hasNonFinitePoints: Bool {
    elements.contains { element in
      let points: [CGPoint] =
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .closeSubpath: []
        }
      return points.contains { !$0.x.isFinite || !$0.y.isFinite }
    }
  }

  /// The winding number of `polylines` (each taken as closed) around `point`: the signed count
  /// of edges crossing the horizontal ray to its right.
  static func winding(of point: CGPoint, in polylines: [Polyline]) -> Int {
    var winding = 0
    for polyline in polylines {
      let points = polyline.points + [polyline.points[0]]
      for (a, b) in zip(points, points.dropFirst()) {
        if a.y <= point.y {
          if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
        } else if b.y <= point.y && cross(a, b, point) < 0 {
          winding -= 1
        }
      }
    }
    return winding
  }

  /// One subpath as points; `isClosed` when it ended with `closeSubpath`.
  struct Polyline {
    var points: [CGPoint] = []
    var isClosed = false

    /// The points, with the first again at the end when the subpath is closed.
    var closedPoints: [CGPoint] {
      isClosed && points.count > 1 ? points + [points[0]] : points
    }

    var length: Double {
      let points = closedPoints
      return zip(points, points.dropFirst()).reduce(0) {
        $0 + Double(hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y))
      }
    }
  }

  // MARK: - Curves

  /// The lines a curve is cut into when flattened.
  private static let curveSteps = 24

  private static func t(_ step: Int) -> CGFloat { CGFloat(step) / CGFloat(curveSteps) }

  private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * CGFloat(t), y: a.y + (b.y - a.y) * CGFloat(t))
  }

  static func point(onQuadratic p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, at t: CGFloat)
    -> CGPoint
  {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  static func point(
    onCubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, at t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  /// The parameters in (0, 1) where a quadratic curve turns on either axis.
  private static func extremes(quadratic p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
    [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, d in
      let denominator = a - 2 * b + d
      guard denominator != 0 else { return nil }
      let t = (a - b) / denominator
      return t > 0 && t < 1 ? t : nil
    }
  }

  /// The parameters in (0, 1) where a cubic curve turns on either axis: the roots of its
  /// derivative, `(A − 2B + C)t² + 2(B − A)t + A`, with A, B, C the control polygon's steps.
  private static func extremes(cubic p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint)
    -> [CGFloat]
  {
    var roots: [CGFloat] = []
    for (v0, v1, v2, v3) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
      let (a, b, c) = (v1 - v0, v2 - v1, v3 - v2)
      let qa = a - 2 * b + c
      let qb = 2 * (b - a)
      if abs(qa) < 1e-12 {
        if qb != 0 { roots.append(-a / qb) }
        continue
      }
      let discriminant = qb * qb - 4 * qa * a
      guard discriminant >= 0 else { continue }
      let root = discriminant.squareRoot()
      roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }
}

/// The running bounds of a path's points.
private struct PathBounds {
  var minX = CGFloat.infinity
  var minY = CGFloat.infinity
  var maxX = -CGFloat.infinity
  var maxY = -CGFloat.infinity

  mutating func add(_ p: CGPoint) {
    guard p.x.isFinite, p.y.isFinite else { return }
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  var rect: CGRect {
    guard minX <= maxX else { return .null }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
