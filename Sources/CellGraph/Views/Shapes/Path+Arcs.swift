import CoreGraphics
import Foundation

nonisolated extension Path {
  /// An arc of the circle of `radius` around `center`, from `startAngle` to `endAngle`, preceded
  /// by a line from the current point to its start (or a new subpath there).
  ///
  /// Angles are measured from the positive x axis towards the positive y axis, which points down
  /// on screen. As in CoreGraphics, `clockwise` is meant in a y-up space: `clockwise: false`
  /// sweeps towards increasing angles, which on screen turns clockwise.
  ///
  /// ```swift
  /// // A pie slice from 12 o'clock to 3 o'clock:
  /// var slice = Path()
  /// slice.move(to: center)
  /// slice.addArc(center: center, radius: 50, startAngle: .degrees(-90), endAngle: .zero,
  ///              clockwise: false)
  /// slice.closeSubpath()
  /// ```
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let fullTurn = 2 * Double.pi
    var delta = endAngle.radians - startAngle.radians
    if clockwise {
      if delta > 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
      delta = max(delta, -fullTurn)
    } else {
      if delta < 0 { delta = delta.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
      delta = min(delta, fullTurn)
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: .radians(delta),
      transform: transform)
  }

  /// An arc of the circle of `radius` around `center`, from `startAngle` turning by `delta`
  /// (towards increasing angles when positive), preceded by a line from the current point.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    appendArc(
      center: center, radii: CGSize(width: radius, height: radius), from: startAngle.radians,
      sweep: delta.radians, transform: transform)
  }

  /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
  /// line from `tangent1End` to `tangent2End`, preceded by a line to where it starts.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else { return move(to: tangent1End.applying(transform)) }
    let start = current.applying(transform.inverted())
    let u = unit(start.x - tangent1End.x, start.y - tangent1End.y)
    let v = unit(tangent2End.x - tangent1End.x, tangent2End.y - tangent1End.y)
    let cosine = Double(u.x * v.x + u.y * v.y)
    let between = acos(max(-1, min(1, cosine)))
    guard radius > 0, between > 1e-9, between < .pi - 1e-9 else {
      return addLine(to: tangent1End.applying(transform))
    }
    let reach = CGFloat(Double(radius) / tan(between / 2))
    let bisector = unit(u.x + v.x, u.y + v.y)
    let toCenter = CGFloat(Double(radius) / sin(between / 2))
    let center = CGPoint(
      x: tangent1End.x + bisector.x * toCenter, y: tangent1End.y + bisector.y * toCenter)
    let first = CGPoint(x: tangent1End.x + u.x * reach, y: tangent1End.y + u.y * reach)
    let second = CGPoint(x: tangent1End.x + v.x * reach, y: tangent1End.y + v.y * reach)
    let from = atan2(Double(first.y - center.y), Double(first.x - center.x))
    var sweep = atan2(Double(second.y - center.y), Double(second.x - center.x)) - from
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(
      center: center, radii: CGSize(width: radius, height: radius), from: from, sweep: sweep,
      transform: transform)
  }

  /// A rounded rectangle: each corner rounded by its radius in `radii`, or by the elliptical
  /// `elliptical` size at every corner; radii are cut to half the sides they round.
  mutating func addRoundedRect(
    in rect: CGRect, radii: RectangleCornerRadii, elliptical: CGSize?, style: RoundedCornerStyle,
    transform: CGAffineTransform
  ) {
    let r = rect.standardized
    func clamp(_ width: CGFloat, _ height: CGFloat) -> CGSize {
      CGSize(
        width: max(0, min(width.isFinite ? width : 0, r.width / 2)),
        height: max(0, min(height.isFinite ? height : 0, r.height / 2)))
    }
    func corner(_ radius: CGFloat) -> CGSize {
      elliptical.map { clamp($0.width, $0.height) } ?? clamp(radius, radius)
    }
    let topLeading = corner(radii.topLeading)
    let topTrailing = corner(radii.topTrailing)
    let bottomTrailing = corner(radii.bottomTrailing)
    let bottomLeading = corner(radii.bottomLeading)
    move(to: CGPoint(x: r.minX + topLeading.width, y: r.minY).applying(transform))
    addLine(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY).applying(transform))
    appendArc(
      center: CGPoint(x: r.maxX - topTrailing.width, y: r.minY + topTrailing.height),
      radii: topTrailing, from: -.pi / 2, sweep: .pi / 2, transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height).applying(transform))
    appendArc(
      center: CGPoint(x: r.maxX - bottomTrailing.width, y: r.maxY - bottomTrailing.height),
      radii: bottomTrailing, from: 0, sweep: .pi / 2, transform: transform)
    addLine(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY).applying(transform))
    appendArc(
      center: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY - bottomLeading.height),
      radii: bottomLeading, from: .pi / 2, sweep: .pi / 2, transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + topLeading.height).applying(transform))
    appendArc(
      center: CGPoint(x: r.minX + topLeading.width, y: r.minY + topLeading.height),
      radii: topLeading, from: .pi, sweep: .pi / 2, transform: transform)
    closeSubpath()
  }

  /// An elliptical arc as cubic curves of at most a quarter turn each, preceded by a line from
  /// the current point to its start (a new subpath there when there is none). A zero radius adds
  /// nothing but that line.
  private mutating func appendArc(
    center: CGPoint, radii: CGSize, from start: Double, sweep: Double,
    transform: CGAffineTransform
  ) {
    func point(_ angle: Double) -> CGPoint {
      CGPoint(
        x: center.x + radii.width * CGFloat(cos(angle)),
        y: center.y + radii.height * CGFloat(sin(angle)))
    }
    let first = point(start).applying(transform)
    if currentPoint == nil { move(to: first) } else if currentPoint != first { addLine(to: first) }
    guard radii.width != 0 || radii.height != 0, sweep != 0, sweep.isFinite else { return }
    let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / Double(pieces)
    let k = CGFloat(4.0 / 3.0 * tan(step / 4))
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(
        x: p0.x - k * radii.width * CGFloat(sin(angle)),
        y: p0.y + k * radii.height * CGFloat(cos(angle)))
      let c2 = CGPoint(
        x: p3.x + k * radii.width * CGFloat(sin(next)),
        y: p3.y - k * radii.height * CGFloat(cos(next)))
      addCurve(
        to: p3.applying(transform), control1: c1.applying(transform),
        control2: c2.applying(transform))
      angle = next
    }
  }

  private func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
    let length = (x * x + y * y).squareRoot()
    return length > 0 ? CGPoint(x: x / length, y: y / length) : .zero
  }
}
