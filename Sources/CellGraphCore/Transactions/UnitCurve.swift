/// A curve that maps an input progress in 0...1 to an output progress, as SwiftUI's `UnitCurve`:
/// the shape of a timing curve, so that an animation can start slowly, end slowly, or both.
///
/// The easing curves are cubic Bézier curves from (0, 0) to (1, 1) with the control points
/// SwiftUI documents: `.easeIn` (0.42, 0) and (1, 1), `.easeOut` (0, 0) and (0.58, 1),
/// `.easeInOut` (0.42, 0) and (0.58, 1). Evaluating one at a progress `x` solves the curve's `x`
/// component for its parameter, then returns its `y` component there.
///
/// ```swift
/// UnitCurve.linear.value(at: 0.25)      // 0.25
/// UnitCurve.easeInOut.value(at: 0.5)    // 0.5
/// UnitCurve.easeIn.value(at: 0.5)       // ≈ 0.315
/// ```
public struct UnitCurve: Sendable, Hashable {
  /// The first control point (the start's tangent), x clamped to 0...1.
  let p1x: Double
  let p1y: Double
  /// The second control point (the end's tangent), x clamped to 0...1.
  let p2x: Double
  let p2y: Double

  /// The cubic Bézier curve from (0, 0) to (1, 1) with control points (`p1x`, `p1y`) and
  /// (`p2x`, `p2y`); the x components are clamped to 0...1 (as SwiftUI does when it evaluates
  /// one), and a value that is not a number counts as 0.
  package init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    func clampedX(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }
    func finiteY(_ y: Double) -> Double { y.isFinite ? y : 0 }
    self.p1x = clampedX(p1x)
    self.p1y = finiteY(p1y)
    self.p2x = clampedX(p2x)
    self.p2y = finiteY(p2y)
  }

  /// A curve whose output is its input.
  public static let linear = UnitCurve(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
  /// Starts slowly, then speeds up: control points (0.42, 0) and (1, 1).
  public static let easeIn = UnitCurve(0.42, 0, 1, 1)
  /// Starts quickly, then slows down: control points (0, 0) and (0.58, 1).
  public static let easeOut = UnitCurve(0, 0, 0.58, 1)
  /// Starts slowly, speeds up, slows down again: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)
  /// The same curve as ``easeInOut``, by its other name.
  public static let easeInEaseOut = easeInOut

  /// The curve's output progress at input `progress` (clamped to 0...1; not a number counts
  /// as 0).
  ///
  /// ```swift
  /// UnitCurve.easeOut.value(at: 0.5)   // ≈ 0.685
  /// ```
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if x == 0 || x == 1 { return x }
    if self == .linear { return x }
    return Self.component(parameter(forX: x), p1y, p2y)
  }

  /// The rate of change of the output with the input at `progress`: 1 all along for `.linear`.
  ///
  /// ```swift
  /// UnitCurve.easeIn.velocity(at: 0)   // 0: it starts at rest
  /// ```
  public func velocity(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    if self == .linear { return 1 }
    let t = parameter(forX: x)
    let dx = Self.derivative(t, p1x, p2x)
    let dy = Self.derivative(t, p1y, p2y)
    if dx == 0 { return dy == 0 ? 0 : (dy > 0 ? .infinity : -.infinity) }
    return dy / dx
  }

  /// The inverse of this curve: its input for an output, the curve mirrored along y = x.
  public var inverse: UnitCurve { UnitCurve(p1y, p1x, p2y, p2x) }

  /// One component of the curve at parameter `t`, for control values `c1` and `c2`:
  /// 3(1−t)²t·c1 + 3(1−t)t²·c2 + t³.
  private static func component(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
  }

  private static func derivative(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
  }

  /// The parameter at which the curve's x component is `x`: Newton's method from `x`, then
  /// bisection if it did not converge. The x component rises monotonically from 0 to 1 (its
  /// control values are in 0...1), so the bisection always ends, after at most 60 halvings.
  private func parameter(forX x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = Self.component(t, p1x, p2x) - x
      if abs(error) < 1e-9 { return t }
      let slope = Self.derivative(t, p1x, p2x)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    var low = 0.0
    var high = 1.0
    t = x
    for _ in 0..<60 {
      let value = Self.component(t, p1x, p2x)
      if abs(value - x) < 1e-12 { return t }
      if value < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
