import Foundation

/// A two-dimensional vector: CoreGraphics' `CGVector`.
///
/// ```swift
/// let velocity = CGVector(dx: 3, dy: -4)
/// ```
public struct CGVector: Hashable, Sendable, Codable {
  /// The horizontal component.
  public var dx: CGFloat
  /// The vertical component.
  public var dy: CGFloat

  /// The vector (0, 0).
  public init() {
    dx = 0
    dy = 0
  }

  /// A vector with components `dx` and `dy`.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// A vector with components `dx` and `dy`.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// A vector with components `dx` and `dy`.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector (0, 0).
  public static let zero = CGVector()
}
