/// How an ``Animation`` moves a value over time: a base motion (a timing curve over a duration,
/// a spring, or a ``CustomAnimation``) and the modifiers applied to it, innermost first (`.delay`, `.speed`,
/// `.repeatCount`, `.repeatForever`).
///
/// `fraction(at:)` maps the time since the animation started to how far along the value is
/// (0: where it started, 1: its target; a spring overshoots past 1). Each modifier maps the time
/// it is given to the time of what it modifies, outermost first:
///
///     .linear(duration: 1).delay(0.5).speed(2)     at 1 s of the clock:
///       speed(2):  1 s ─▶ 2 s    delay(0.5): 2 s ─▶ 1.5 s    linear(1): 1.5 s ─▶ the end (1)
///
/// Every step is arithmetic on the time: evaluating an animation at any time, even one that
/// repeats forever, is a bounded amount of work.
struct AnimationTiming: Sendable, Hashable {
  enum Base: Sendable, Hashable {
    /// A timing curve over `duration` seconds.
    case curve(UnitCurve, duration: Double)
    /// A spring released at rest, moving until it settles.
    case spring(Spring)
    /// A ``CustomAnimation``, moving until its `animate` returns `nil`.
    case custom(AnyCustomAnimation)
  }

  enum Modifier: Sendable, Hashable {
    case delay(Double)
    case speed(Double)
    /// Played `count` times (`nil`: forever), every other time backwards if `autoreverses`.
    case repeating(count: Int?, autoreverses: Bool)
  }

  let base: Base
  var modifiers: [Modifier] = []

  /// `seconds` if it is a number of at least 0, else 0.
  static func valid(_ seconds: Double) -> Double { seconds.isNaN ? 0 : max(seconds, 0) }

  func adding(_ modifier: Modifier) -> AnimationTiming {
    var timing = self
    timing.modifiers.append(modifier)
    return timing
  }

  /// Whether the animation can run: every speed is a positive finite number.
  var isValid: Bool {
    modifiers.allSatisfy {
      if case .speed(let speed) = $0 { return speed > 0 && speed.isFinite }
      return true
    }
  }

  /// How long the base motion lasts: its duration, or the time a spring takes to settle.
  private var baseLength: Double {
    switch base {
    case .curve(_, let duration): duration
    case .spring(let spring): spring.settlingDuration
    case .custom(let custom): custom.length
    }
  }

  /// How long the animation moves, modifiers included: infinite when it repeats forever (or
  /// never settles).
  var length: Double { length(ofFirst: modifiers.count) }

  /// The length of the base with its first `count` modifiers.
  private func length(ofFirst count: Int) -> Double {
    var length = baseLength
    for modifier in modifiers.prefix(count) {
      switch modifier {
      case .delay(let delay): length += delay
      case .speed(let speed): length = speed > 0 ? length / speed : .infinity
      case .repeating(let count?, _): length *= Double(count)
      case .repeating(nil, _): length = .infinity
      }
    }
    return length
  }

  /// The value `elapsed` seconds after the animation started, moving from zero towards `value`,
  /// or `nil` once it has finished: the curves and springs scale `value` by `fraction(at:)` until
  /// `length` has passed; a custom base is asked at the time the modifiers map `elapsed` to, and
  /// finishes when it returns `nil` (within a repetition, `nil` is the end of that repetition:
  /// the value is at `value` until the next one starts).
  func animate<V: VectorArithmetic>(
    value: V, time elapsed: Double, context: inout AnimationContext<V>
  ) -> V? {
    guard case .custom(let custom) = base, isValid else {
      guard elapsed < length else { return nil }
      return value.scaled(by: fraction(at: elapsed))
    }
    guard let (time, repeated) = baseTime(at: elapsed) else { return nil }
    let result = custom.animate(value: value, time: time, context: &context)
    return repeated ? result ?? value : result
  }

  /// How far along the value is `elapsed` seconds after the animation started: 0 at its start,
  /// 1 at its target (and after its end). A custom base is sampled through `animate` only: here
  /// it is at its target.
  func fraction(at elapsed: Double) -> Double {
    guard isValid else { return 1 }
    // After the last repetition: the target, as SwiftUI shows when a repeat ends.
    guard let (time, _) = baseTime(at: elapsed) else { return 1 }
    switch base {
    case .curve(let curve, let duration):
      return duration > 0 ? curve.value(at: time / duration) : 1
    case .spring(let spring):
      return spring.fraction(at: time)
    case .custom:
      return 1
    }
  }

  /// The time in the base's own motion `elapsed` seconds after the animation started: the
  /// modifiers applied outermost first (a delay waits, a speed scales, a repetition folds the
  /// time into one run of what it repeats, backwards on an autoreversed one), and whether a
  /// repetition folded it; `nil` after the last repetition.
  private func baseTime(at elapsed: Double) -> (time: Double, repeated: Bool)? {
    var time = Self.valid(elapsed)
    var repeated = false
    var index = modifiers.count
    while index > 0 {
      index -= 1
      switch modifiers[index] {
      case .delay(let delay):
        time = max(time - delay, 0)
      case .speed(let speed):
        time *= speed
      case .repeating(let count, let autoreverses):
        let inner = length(ofFirst: index)
        guard inner > 0, inner.isFinite else { continue }
        let iteration = (time / inner).rounded(.down)
        if let count, iteration >= Double(count) { return nil }
        var local = time - iteration * inner
        if autoreverses, iteration.truncatingRemainder(dividingBy: 2) == 1 {
          local = inner - local
        }
        time = local
        repeated = true
      }
    }
    return (time, repeated)
  }

  /// The base's spring, if it is one: a spring retargeted while it moves keeps its velocity.
  var spring: Spring? {
    if case .spring(let spring) = base { return spring }
    return nil
  }
}
