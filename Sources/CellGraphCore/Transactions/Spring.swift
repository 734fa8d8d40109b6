import Foundation

/// A damped spring, as SwiftUI's `Spring`: the model of the spring animations, and a value a
/// test can evaluate at any time.
///
/// A spring of mass `m`, stiffness `k` and damping `c` pulls a value towards its target; the
/// displacement `x` from the target follows `m·x″ + c·x′ + k·x = 0`. Its natural angular
/// frequency is `ω₀ = √(k/m)` and its damping ratio `ζ = c / (2√(km))`; the spring bounces when
/// `ζ < 1`. SwiftUI describes a spring by its perceptual `duration` (its *response*, the period
/// of the undamped spring: `k = (2π / duration)²` with `m = 1`) and its `bounce`, the damping
/// ratio's distance from critical damping: `ζ = 1 − bounce` for a bounce of 0 or more, and
/// `ζ = 1 / (1 + bounce)` for a negative (overdamped) one.
///
/// ```swift
/// let spring = Spring(duration: 1, bounce: 0)
/// spring.value(target: 1.0, time: 0.25)   // ≈ 0.47: critically damped, 1 − e^(−2π·0.25)(1 + 2π·0.25)
/// spring.settlingDuration                 // ≈ 1.47 s, within 0.001 of the target after
/// ```
public struct Spring: Sendable, Hashable {
  /// The mass of the spring (1 unless made with `init(mass:stiffness:damping:)`).
  public let mass: Double
  /// The stiffness `k` of the spring.
  public let stiffness: Double
  /// The damping `c` of the spring.
  public let damping: Double

  /// A spring of `mass`, `stiffness` and `damping`. Values that are not positive numbers (a
  /// negative damping) are replaced by the nearest that are: a mass or stiffness of at least
  /// 0.000001, a damping of at least 0.
  public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false)
  {
    let mass = mass.isFinite && mass > 1e-6 ? mass : 1
    let stiffness = stiffness.isFinite && stiffness > 1e-6 ? stiffness : 1e-6
    var damping = damping.isFinite && damping > 0 ? damping : 0
    if !allowOverDamping { damping = min(damping, 2 * (stiffness * mass).squareRoot()) }
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
  }

  /// A spring with a perceptual duration of `response` seconds and a damping ratio of
  /// `dampingRatio` (1: no bounce, less: bouncy).
  ///
  /// ```swift
  /// Spring(response: 0.5, dampingRatio: 0.825)   // SwiftUI's spring(response:dampingFraction:)
  /// ```
  public init(response: Double, dampingRatio: Double) {
    let response = response.isFinite && response > 1e-6 ? response : 1e-6
    let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
    let angular = 2 * Double.pi / response
    self.init(
      mass: 1, stiffness: angular * angular, damping: 2 * ratio * angular, allowOverDamping: true)
  }

  /// A spring with a perceptual duration of `duration` seconds and a `bounce` in −1...1 (0:
  /// critically damped; 1: undamped; below 0: overdamped).
  ///
  /// ```swift
  /// Spring(duration: 0.5, bounce: 0.3)   // SwiftUI's .bouncy
  /// ```
  public init(duration: Double = 0.5, bounce: Double = 0) {
    let bounce = bounce.isFinite ? min(max(bounce, -1 + 1e-6), 1) : 0
    self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }

  /// The perceptual duration: the period of the spring without damping, `2π / ω₀`.
  public var response: Double { 2 * Double.pi / naturalFrequency }
  /// The same as ``response``, SwiftUI's name for it.
  public var duration: Double { response }
  /// The damping ratio `ζ`: 1 is critical damping.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }
  /// How bouncy the spring is, in −1...1: `1 − ζ` when `ζ ≤ 1`, else `1/ζ − 1`.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  private var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// How long the spring takes, from rest at a unit distance from its target, until it stays
  /// within 0.001 of it: an estimate of when it is at rest (SwiftUI does not document its
  /// threshold). Infinite for an undamped spring, which never comes to rest.
  public var settlingDuration: Double {
    let omega = naturalFrequency
    let ratio = dampingRatio
    let epsilon = 0.001
    if ratio <= 0 { return .infinity }
    if ratio < 1 - 1e-6 {
      // Underdamped: the displacement stays under its envelope e^(−ζω₀t)·√(1 + (ζω₀/ω_d)²).
      let decay = ratio * omega
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let amplitude = (1 + (decay / damped) * (decay / damped)).squareRoot()
      return max(log(amplitude / epsilon) / decay, 0)
    }
    // Critically damped or overdamped: the displacement from rest falls monotonically, so the
    // moment it reaches epsilon is found by bisection between 0 and a time past it.
    var high = 1.0 / omega
    while abs(coefficients(at: high).position) > epsilon, high < 1e9 { high *= 2 }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if abs(coefficients(at: middle).position) > epsilon { low = middle } else { high = middle }
    }
    return high
  }

  /// The displacement at `time` of the spring released at rest from a unit displacement
  /// (`position`), and of the spring released at its target with a unit velocity (`velocity`):
  /// every motion of the spring is a sum of these two, scaled by its initial displacement and
  /// velocity.
  private func coefficients(at time: Double) -> (position: Double, velocity: Double) {
    let omega = naturalFrequency
    let ratio = dampingRatio
    let t = max(time, 0)
    if ratio < 1 - 1e-6 {
      let decay = ratio * omega
      let damped = omega * (1 - ratio * ratio).squareRoot()
      let envelope = exp(-decay * t)
      return (
        envelope * (cos(damped * t) + decay / damped * sin(damped * t)),
        envelope * sin(damped * t) / damped
      )
    }
    if ratio <= 1 + 1e-6 {
      // Critically damped (within rounding of it).
      let envelope = exp(-omega * t)
      return (envelope * (1 + omega * t), t * envelope)
    }
    let root = (ratio * ratio - 1).squareRoot()
    let slow = -omega * (ratio - root)
    let fast = -omega * (ratio + root)
    let spread = fast - slow
    return (
      (fast * exp(slow * t) - slow * exp(fast * t)) / spread,
      (exp(fast * t) - exp(slow * t)) / spread
    )
  }

  /// The value at `time` of a spring moving from zero towards `target`, released with
  /// `initialVelocity`.
  ///
  /// ```swift
  /// Spring(duration: 1, bounce: 0).value(target: 10.0, time: 1)   // ≈ 9.86
  /// ```
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    value(fromValue: V.zero, toValue: target, initialVelocity: initialVelocity, time: time)
  }

  /// The value at `time` of a spring moving from `fromValue` towards `toValue`, released with
  /// `initialVelocity`.
  ///
  /// ```swift
  /// Spring.bouncy.value(fromValue: 0.0, toValue: 1.0, initialVelocity: 0.0, time: 0.5)
  /// ```
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    let (position, velocity) = coefficients(at: time)
    return toValue + (fromValue - toValue).scaled(by: position)
      + initialVelocity.scaled(by: velocity)
  }

  /// The velocity at `time` of a spring moving from zero towards `target`, released with
  /// `initialVelocity` (by a central difference of a microsecond).
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    let step = 1e-6
    let later = value(target: target, initialVelocity: initialVelocity, time: time + step)
    let earlier = value(
      target: target, initialVelocity: initialVelocity, time: max(time - step, 0))
    return (later - earlier).scaled(by: 1 / (time + step - max(time - step, 0)))
  }

  /// The fraction of the way from its start to its target a spring released at rest has gone
  /// at `time`: above 1 while a bouncy spring overshoots.
  func fraction(at time: Double) -> Double { 1 - coefficients(at: time).position }

  // MARK: Presets

  /// A smooth spring with no bounce, of 0.5 s.
  public static let smooth = Spring.smooth()
  /// A smooth spring with no bounce (plus `extraBounce`).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }

  /// A spring with a small bounce (0.15), of 0.5 s.
  public static let snappy = Spring.snappy()
  /// A spring with a bounce of 0.15 (plus `extraBounce`).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }

  /// A spring with a visible bounce (0.3), of 0.5 s.
  public static let bouncy = Spring.bouncy()
  /// A spring with a bounce of 0.3 (plus `extraBounce`).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
