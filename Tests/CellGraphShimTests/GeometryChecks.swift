// Geometry as an app file writes it with `import CoreGraphics`. Kept apart from the test files:
// a file importing both `CoreGraphics` and `Testing` makes the compiler look for Testing's
// CoreGraphics overlay, which Linux toolchains do not ship (see Limitations.md).
import CoreGraphics

enum GeometryChecks {
  struct Results {
    let mappedPoint: CGPoint
    let inverseIsIdentity: Bool
    let rectMidX: CGFloat
    let vectorDY: CGFloat
  }

  static func results() -> Results {
    let transform = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
    let rect = CGRect(origin: .zero, size: CGSize(width: 4, height: 2))
    let vector = CGVector(dx: 3, dy: -4)
    return Results(
      mappedPoint: CGPoint(x: 1, y: 1).applying(transform),
      inverseIsIdentity: transform.concatenating(transform.inverted()).isIdentity,
      rectMidX: rect.midX, vectorDY: vector.dy)
  }
}
