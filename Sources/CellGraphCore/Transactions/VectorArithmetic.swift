import Foundation

/// A value that can be interpolated: added, subtracted and scaled, as SwiftUI's
/// `VectorArithmetic`. It is the `animatableData` of an ``Animatable`` type — what an animation
/// moves from its old value to its new one.
///
/// An interpolation between `from` and `to` at progress `t` is `from + (to − from) · t`:
///
/// ```swift
/// var value = 10.0
/// value.interpolate(towards: 20, amount: 0.25)   // 12.5
/// 10.0.interpolated(towards: 20, amount: 0.5)    // 15.0
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves the value `amount` of the way towards `other` (`amount` 0 leaves it, 1 reaches
  /// `other`; values outside 0…1 extrapolate, as a spring's overshoot does).
  public mutating func interpolate(towards other: Self, amount: Double) {
    var step = other - self
    step.scale(by: amount)
    self += step
  }

  /// The value `amount` of the way from this one towards `other`.
  public func interpolated(towards other: Self, amount: Double) -> Self {
    var result = self
    result.interpolate(towards: other, amount: amount)
    return result
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
