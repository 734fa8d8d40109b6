import Foundation

/// A type that defines how an animatable value changes over time, as SwiftUI's
/// `CustomAnimation`: wrap one in ``Animation/init(_:)`` and use it wherever an ``Animation``
/// goes.
///
/// `animate(value:time:context:)` gets the *interval* to animate (the new value minus the old
/// one) and the seconds since the animation started, and returns how far along that interval the
/// value is, or `nil` once the animation has finished. On the host's virtual clock it is called
/// for each time the clock stops at (`ViewHost.advance(by:)`): the view shows the old value plus
/// what it returns, and the animation ends the first time it returns `nil`.
///
/// ```swift
/// struct Steps: CustomAnimation {
///   var duration: TimeInterval
///   var count: Double
///
///   func animate<V: VectorArithmetic>(
///     value: V, time: TimeInterval, context: inout AnimationContext<V>
///   ) -> V? {
///     guard time < duration else { return nil }
///     return value.scaled(by: (time / duration * count).rounded(.down) / count)
///   }
/// }
///
/// withAnimation(Animation(Steps(duration: 1, count: 4))) { level = 1 }
/// host.advance(by: .seconds(0.6))   // the view shows level 0.5
/// ```
///
/// Its duration (for completions, leaving views and `repeatCount`) is the first time at which
/// `animate` returns `nil`, found once by sampling it for a `Double` interval with a fresh
/// context; one that has not finished after an hour never completes, as `repeatForever`.
@preconcurrency
public protocol CustomAnimation: Hashable, Sendable {
  /// The value of the animation `time` seconds after it started, moving from zero towards
  /// `value`, or `nil` when it has finished. State kept between calls goes in `context`.
  nonisolated func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity of the animation `time` seconds after it started, or `nil` when it has none
  /// to report (the default).
  nonisolated func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation, started on a value that an animation of the same type is moving,
  /// takes that one over (`true`: it continues with the previous one's state and elapsed time,
  /// animating both intervals, and the previous one is removed) or runs beside it (`false`, the
  /// default: both run and their results add up). `time` is the seconds since `previous` started.
  nonisolated func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity: `nil`.
  public nonisolated func velocity<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Never merges: the animations run together and their results add up.
  public nonisolated func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }

  /// Whether `other` is an animation of this type equal to this one.
  nonisolated func isEqual(to other: any CustomAnimation) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A ``CustomAnimation`` of any type, as an ``Animation``'s base motion, with its duration.
struct AnyCustomAnimation: Sendable, Hashable {
  let base: any CustomAnimation
  /// The seconds until `animate` first returns `nil` (see `finishingTime(of:)`); infinite when it
  /// does not finish within `longest`.
  let length: Double

  /// The longest time `finishingTime(of:)` looks for the end of an animation.
  static let longest: Double = 3600

  init(_ base: some CustomAnimation) {
    self.base = base
    self.length = Self.finishingTime(of: base)
  }

  /// The first time at which `base` returns `nil` for a `Double` interval of 1, each call with a
  /// fresh context: the times double from a frame (1/60 s) until one has finished, then the end
  /// is narrowed to a nanosecond between the last time that had not and the first that had.
  /// A bounded number of calls (at most about 70): it assumes, as SwiftUI does when it removes an
  /// animation at its first `nil`, that a finished animation stays finished.
  private static func finishingTime(of base: some CustomAnimation) -> Double {
    func finished(at time: Double) -> Bool {
      var context = AnimationContext<Double>()
      return base.animate(value: 1.0, time: time, context: &context) == nil
    }
    if finished(at: 0) { return 0 }
    var running = 0.0
    var done = 1.0 / 60
    while !finished(at: done) {
      guard done < longest else { return .infinity }
      running = done
      done *= 2
    }
    while done - running > 1e-12 {
      let middle = (running + done) / 2
      if finished(at: middle) { done = middle } else { running = middle }
    }
    // The end to a round millisecond, microsecond or nanosecond when one is in the narrowed
    // interval: `time >= 1` ends at 1 exactly, not a rounding error after it.
    for scale in [1e3, 1e6, 1e9] {
      let round = (done * scale).rounded(.down) / scale
      if round > running, finished(at: round) { return round }
    }
    return done
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(type(of: base)))
    base.hash(into: &hasher)
  }

  /// Whether `other` is an animation of the same type.
  func hasSameType(as other: AnyCustomAnimation) -> Bool {
    type(of: base) == type(of: other.base)
  }

  func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    base.animate(value: value, time: time, context: &context)
  }
}
