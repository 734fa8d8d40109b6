import CellGraphCore

extension UnitCurve {
  /// The cubic Bézier curve from (0, 0) to (1, 1) with the given control points, as SwiftUI's
  /// `bezier(startControlPoint:endControlPoint:)`: the tangent from the start to its control
  /// point is the curve's initial velocity, the one from the end its final velocity. The x
  /// components are clamped to 0...1.
  ///
  /// ```swift
  /// let curve = UnitCurve.bezier(
  ///   startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
  /// curve == .easeIn   // true
  /// ```
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve
  {
    UnitCurve(
      Double(startControlPoint.x), Double(startControlPoint.y), Double(endControlPoint.x),
      Double(endControlPoint.y))
  }
}
