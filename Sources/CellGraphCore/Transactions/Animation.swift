/// How a change moves from its old state to its new one over time.
///
/// CellGraph draws no frames, so an animation here is what a test can observe of one: which
/// changes carry it (``Transaction/animation``), and when it ends on the host's virtual clock
/// (`ViewHost.advance(by:)`): completion callbacks run and views leaving with a transition are
/// removed then. Every animation therefore has a ``duration``, the time from its start until it
/// logically completes.
///
/// The durations of the presets follow SwiftUI's documented defaults: the timing curves
/// (`.linear`, `.easeIn`, `.easeOut`, `.easeInOut`) last 0.35 s; the springs are measured by
/// their perceptual duration, which is when SwiftUI reports a spring logically complete:
/// `.default` (since iOS 17 a spring with a response of 0.55 s) 0.55 s; `.spring`, `.smooth`,
/// `.snappy`, `.bouncy` 0.5 s; `spring(response:…)` the response; `.interactiveSpring` 0.15 s.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 1).delay(0.5)) { isExpanded = true }
/// host.advance(by: .seconds(1.5))   // the animation is over
/// ```
public struct Animation: Sendable, Hashable, CustomStringConvertible {
  /// The duration in seconds, or `nil` for an animation that never ends (`repeatForever`).
  private let seconds: Double?
  /// When the animation reports logical completion, if earlier than its end
  /// (`logicallyComplete(after:)`); `nil`: at its end.
  private let logicalSeconds: Double?
  /// How the animation reads in records: `easeInOut(duration: 0.35)`, `linear(duration: 1.0).delay(0.5)`.
  public let description: String
  /// How the animation moves a value over time: its curve and modifiers.
  let timing: AnimationTiming

  private init(
    _ description: String, seconds: Double?, logicalSeconds: Double? = nil,
    timing: AnimationTiming
  ) {
    self.description = description
    self.seconds = seconds.map { $0.isNaN ? 0 : max($0, 0) }
    self.logicalSeconds = logicalSeconds.map { $0.isNaN ? 0 : max($0, 0) }
    self.timing = timing
  }

  /// An animation along `curve` for `duration` seconds.
  private init(_ description: String, curve: UnitCurve, duration: Double) {
    self.init(
      description, seconds: duration,
      timing: AnimationTiming(base: .curve(curve, duration: AnimationTiming.valid(duration))))
  }

  /// A spring animation, complete (logically and for its completions) after its perceptual
  /// duration, moving until it settles.
  private init(_ description: String, spring: Spring, seconds: Double) {
    self.init(description, seconds: seconds, timing: AnimationTiming(base: .spring(spring)))
  }

  /// The time from the start of the animation until it reports logical completion: its
  /// ``duration``, or the time given to `logicallyComplete(after:)` when that is sooner. `nil`
  /// when it never completes.
  ///
  /// ```swift
  /// Animation.linear(duration: 2).logicallyComplete(after: 0.5).logicalDuration   // 0.5 s
  /// ```
  public var logicalDuration: Duration? {
    let logical: Double? =
      switch (seconds, logicalSeconds) {
      case (let end?, let logical?): min(end, logical)
      case (nil, let logical?): logical
      case (let end, nil): end
      }
    return logical.map { Duration.nanoseconds(Int64((min($0, 1e9) * 1e9).rounded())) }
  }

  /// The animation, reporting logical completion after `duration` seconds if it has not
  /// logically completed by then, as SwiftUI's `logicallyComplete(after:)`: completions with
  /// the `.logicallyComplete` criteria run then, those with `.removed` at its end.
  ///
  /// ```swift
  /// withAnimation(.bouncy.logicallyComplete(after: 0.1)) { offset = 0 } completion: { ready = true }
  /// host.advance(by: .seconds(0.1))   // ready == true
  /// ```
  public func logicallyComplete(after duration: Double) -> Animation {
    Animation(
      "\(description).logicallyComplete(after: \(duration))", seconds: seconds,
      logicalSeconds: min(logicalSeconds ?? .infinity, duration), timing: timing)
  }

  /// The time from the start of the animation until it logically completes, on the host's virtual
  /// clock; `nil` when it repeats forever and never completes.
  ///
  /// ```swift
  /// Animation.linear(duration: 2).speed(2).duration   // .seconds(1)
  /// ```
  public var duration: Duration? {
    seconds.map { Duration.nanoseconds(Int64((min($0, 1e9) * 1e9).rounded())) }
  }

  // MARK: Custom animations

  /// An animation that moves values with `base`, a ``CustomAnimation``, as SwiftUI's
  /// `Animation.init(_:)`. It takes the modifiers (`delay`, `speed`, `repeatCount`,
  /// `repeatForever`) as every animation does.
  ///
  /// Its ``duration`` is the first time at which `base` returns `nil` (sampled once, for a
  /// `Double` interval with a fresh context); `nil` when it has not finished after an hour: then
  /// it never completes, as `repeatForever`, and moves a view for as long as the clock advances.
  ///
  /// ```swift
  /// withAnimation(Animation(Steps(duration: 1, count: 4)).delay(0.5)) { level = 1 }
  /// ```
  public init(_ base: some CustomAnimation) {
    let custom = AnyCustomAnimation(base)
    self.init(
      "\(base)", seconds: custom.length.isFinite ? custom.length : nil,
      timing: AnimationTiming(base: .custom(custom)))
  }

  // MARK: Timing curves

  /// The default animation: a spring with a response of 0.55 s and no bounce, as SwiftUI's
  /// since iOS 17.
  public static let `default` = Animation(
    "default", spring: Spring(response: 0.55, dampingRatio: 1), seconds: 0.55)

  /// A constant-speed animation of 0.35 s.
  public static let linear = Animation.linear(duration: 0.35)
  /// A constant-speed animation lasting `duration` seconds.
  public static func linear(duration: Double) -> Animation {
    Animation("linear(duration: \(duration))", curve: .linear, duration: duration)
  }

  /// An animation that starts slowly, of 0.35 s.
  public static let easeIn = Animation.easeIn(duration: 0.35)
  /// An animation that starts slowly, lasting `duration` seconds.
  public static func easeIn(duration: Double) -> Animation {
    Animation("easeIn(duration: \(duration))", curve: .easeIn, duration: duration)
  }

  /// An animation that ends slowly, of 0.35 s.
  public static let easeOut = Animation.easeOut(duration: 0.35)
  /// An animation that ends slowly, lasting `duration` seconds.
  public static func easeOut(duration: Double) -> Animation {
    Animation("easeOut(duration: \(duration))", curve: .easeOut, duration: duration)
  }

  /// An animation that starts and ends slowly, of 0.35 s.
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  /// An animation that starts and ends slowly, lasting `duration` seconds.
  public static func easeInOut(duration: Double) -> Animation {
    Animation("easeInOut(duration: \(duration))", curve: .easeInOut, duration: duration)
  }

  /// An animation along a cubic Bézier timing curve, lasting `duration` seconds.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation(
      "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))",
      curve: UnitCurve(p1x, p1y, p2x, p2y), duration: duration)
  }

  /// An animation along `curve`, lasting `duration` seconds.
  ///
  /// ```swift
  /// withAnimation(.timingCurve(.easeIn, duration: 1)) { isOpen = true }
  /// ```
  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation("timingCurve(\(curve), duration: \(duration))", curve: curve, duration: duration)
  }

  /// An animation moved by `spring`, logically complete after its perceptual duration.
  ///
  /// ```swift
  /// withAnimation(.spring(Spring(duration: 1, bounce: 0.2))) { offset = 100 }
  /// ```
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(
      "spring(response: \(spring.response), dampingRatio: \(spring.dampingRatio))",
      spring: spring, seconds: spring.response)
  }

  // MARK: Springs

  /// A spring with a perceptual duration of 0.5 s and no bounce.
  public static let spring = Animation.spring(duration: 0.5, bounce: 0)

  /// A spring that settles, to the eye, after `duration` seconds.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(
      "spring(duration: \(duration), bounce: \(bounce))",
      spring: Spring(duration: duration, bounce: bounce), seconds: duration)
  }

  /// A spring described by its response (its perceptual duration, in seconds) and damping.
  ///
  /// `response` has no default here, so that `.spring()` names the duration form.
  public static func spring(
    response: Double, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      "spring(response: \(response), dampingFraction: \(dampingFraction))",
      spring: Spring(response: response, dampingRatio: dampingFraction), seconds: response)
  }

  /// A quick spring for interactive changes, with a response of 0.15 s.
  public static let interactiveSpring = Animation.interactiveSpring()

  /// A quick spring for interactive changes.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))",
      spring: Spring(response: response, dampingRatio: dampingFraction), seconds: response)
  }

  /// A smooth spring with no bounce, of 0.5 s.
  public static let smooth = Animation.smooth()
  /// A smooth spring with no bounce, lasting `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(
      "smooth(duration: \(duration))",
      spring: .smooth(duration: duration, extraBounce: extraBounce), seconds: duration)
  }

  /// A spring with a small bounce, of 0.5 s.
  public static let snappy = Animation.snappy()
  /// A spring with a small bounce, lasting `duration` seconds.
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(
      "snappy(duration: \(duration))",
      spring: .snappy(duration: duration, extraBounce: extraBounce), seconds: duration)
  }

  /// A spring with a visible bounce, of 0.5 s.
  public static let bouncy = Animation.bouncy()
  /// A spring with a visible bounce, lasting `duration` seconds.
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(
      "bouncy(duration: \(duration))",
      spring: .bouncy(duration: duration, extraBounce: extraBounce), seconds: duration)
  }

  // MARK: Modifiers

  /// The animation started `delay` seconds later: it completes `delay` seconds later.
  ///
  /// ```swift
  /// Animation.linear(duration: 1).delay(0.5).duration   // 1.5 s
  /// ```
  public func delay(_ delay: Double) -> Animation {
    Animation(
      "\(description).delay(\(delay))", seconds: seconds.map { $0 + max(delay, 0) },
      logicalSeconds: logicalSeconds.map { $0 + max(delay, 0) },
      timing: timing.adding(.delay(AnimationTiming.valid(delay))))
  }

  /// The animation played `speed` times as fast (its delay included): its duration divided by
  /// `speed`. A speed of zero or less never completes.
  public func speed(_ speed: Double) -> Animation {
    Animation(
      "\(description).speed(\(speed))", seconds: speed > 0 ? seconds.map { $0 / speed } : nil,
      logicalSeconds: speed > 0 ? logicalSeconds.map { $0 / speed } : nil,
      timing: timing.adding(.speed(speed)))
  }

  /// The animation played `repeatCount` times in a row.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(
      "\(description).repeatCount(\(repeatCount), autoreverses: \(autoreverses))",
      seconds: seconds.map { $0 * Double(max(repeatCount, 1)) },
      timing: timing.adding(.repeating(count: max(repeatCount, 1), autoreverses: autoreverses)))
  }

  /// The animation repeated without end: it never completes, so its completion callbacks never
  /// run and a view leaving under it stays until the host goes away.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(
      "\(description).repeatForever(autoreverses: \(autoreverses))", seconds: nil,
      logicalSeconds: logicalSeconds,
      timing: timing.adding(.repeating(count: nil, autoreverses: autoreverses)))
  }
}

// MARK: Sampling

extension Animation {
  /// The value of the animation `time` seconds after it started, moving from zero towards
  /// `value`, or `nil` once it has finished, as SwiftUI's `animate(value:time:context:)`; when
  /// the animation has logically completed, `context.isLogicallyComplete` is set.
  ///
  /// A timing curve is at `value` times the curve's output at the fraction of its duration; a
  /// spring follows its damped-harmonic motion, overshooting `value` while it bounces; a
  /// ``CustomAnimation`` answers itself, at the time its modifiers map `time` to, with `context`.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// Animation.linear(duration: 1).animate(value: 10.0, time: 0.25, context: &context)   // 2.5
  /// Animation.linear(duration: 1).animate(value: 10.0, time: 1.5, context: &context)    // nil
  /// ```
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    if let logical = logicalSeconds ?? seconds, time >= logical {
      context.isLogicallyComplete = true
    }
    return timing.animate(value: value, time: time, context: &context)
  }

  /// The velocity of the animation `time` seconds after it started, moving from zero towards
  /// `value`, or `nil` once it has finished, as SwiftUI's `velocity(value:time:context:)`: a
  /// custom animation's own answer when it has no modifiers, otherwise the rate of change of
  /// ``animate(value:time:context:)`` over a microsecond (`context` is not changed).
  ///
  /// ```swift
  /// Animation.linear(duration: 2).velocity(value: 10.0, time: 1, context: AnimationContext())
  /// // 5.0 per second
  /// ```
  public func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    if case .custom(let custom) = timing.base, timing.modifiers.isEmpty {
      return custom.base.velocity(value: value, time: time, context: context)
    }
    let step = 1e-6
    let earlierTime = max(time - step, 0)
    var later = context
    var earlier = context
    guard let end = animate(value: value, time: time + step, context: &later),
      let start = animate(value: value, time: earlierTime, context: &earlier)
    else { return nil }
    return (end - start).scaled(by: 1 / (time + step - earlierTime))
  }

  /// Whether this animation, started on a value that `previous` is moving, takes `previous` over
  /// rather than running beside it, as SwiftUI's `shouldMerge(previous:value:time:context:)`: a
  /// custom animation asks its ``CustomAnimation`` when `previous` is of the same type with the
  /// same modifiers (otherwise `false`); springs merge with springs; timing curves never merge.
  ///
  /// `value` is the interval the merged animation would move (the previous one's plus the new
  /// change), `time` the seconds since `previous` started, `context` the previous one's.
  ///
  /// ```swift
  /// var context = AnimationContext<Double>()
  /// Animation.bouncy.shouldMerge(previous: .snappy, value: 1.0, time: 0.2, context: &context)
  /// // true
  /// ```
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    switch (timing.base, previous.timing.base) {
    case (.custom(let custom), .custom(let other)):
      guard custom.hasSameType(as: other), timing.modifiers == previous.timing.modifiers else {
        return false
      }
      return custom.base.shouldMerge(
        previous: previous, value: value, time: time, context: &context)
    case (.spring, .spring):
      return true
    default:
      return false
    }
  }

  /// Whether the animation's base is a ``CustomAnimation``.
  package var isCustom: Bool {
    if case .custom = timing.base { return true }
    return false
  }

  /// Whether the animation can move a value: it has no speed of zero, below zero or not a
  /// number. (SwiftUI documents no meaning for such a speed.)
  package var isPlayable: Bool { timing.isValid }

  /// How long the animation moves a value, in seconds, modifiers included: a spring's until it
  /// settles; infinite when it repeats forever.
  package var movingSeconds: Double { timing.length }

  /// The spring that moves the value, if the animation's base is a spring: a spring retargeted
  /// while it moves keeps its velocity.
  package var spring: Spring? { timing.spring }
}
