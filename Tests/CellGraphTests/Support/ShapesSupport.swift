import CoreGraphics

// The transforms the shape tests use, made in a file of their own: a test file cannot import
// `CoreGraphics` beside `Testing` on Linux (Docs/Limitations.md, "Previews and Apple framework
// imports").

/// Affine transforms for `Path` and `GraphicsContext` tests.
enum TestTransforms {
  /// A scale by (x, y).
  static func scale(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y)
  }

  /// A translation by (x, y).
  static func translation(_ x: CGFloat, _ y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y)
  }
}
