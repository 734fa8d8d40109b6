import CellGraph
import Foundation
import Testing

@Suite("Animation curves: timing curves, springs and their modifiers, sampled at points")
struct AnimationCurveTests {
  private func sample(_ animation: Animation, _ time: Double, to value: Double = 1) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: value, time: time, context: &context)
  }

  // UnitCurve.linear: "A linear curve" (Apple, UnitCurve/linear): the output is the input.
  @Test("The linear curve's output is its input")
  func linearCurve() {
    for x in [0, 0.25, 0.5, 0.75, 1.0] {
      #expect(abs(UnitCurve.linear.value(at: x) - x) < 1e-9)
    }
    #expect(UnitCurve.linear.velocity(at: 0.3) == 1)
  }

  // Apple, UnitCurve/easeIn: "The start and end control points are located at (x: 0.42, y: 0)
  // and (x: 1, y: 1)"; easeOut: (0, 0) and (0.58, 1); easeInOut: (0.42, 0) and (0.58, 1). The
  // expected outputs are those cubic Béziers solved for x (as CSS's `ease-in`, `ease-out`,
  // `ease-in-out`, which have the same control points).
  @Test("The easing curves follow SwiftUI's documented control points")
  func easingCurves() {
    let expected: [(UnitCurve, [Double])] = [
      (.easeIn, [0.0935, 0.3154, 0.6219]),
      (.easeOut, [0.3781, 0.6846, 0.9065]),
      (.easeInOut, [0.1292, 0.5, 0.8708]),
    ]
    for (curve, values) in expected {
      for (x, y) in zip([0.25, 0.5, 0.75], values) {
        #expect(abs(curve.value(at: x) - y) < 0.0005, "\(curve) at \(x)")
      }
      #expect(curve.value(at: 0) == 0)
      #expect(curve.value(at: 1) == 1)
    }
    // An ease-in starts at rest: its tangent at the start is flat (control point y = 0).
    #expect(abs(UnitCurve.easeIn.velocity(at: 0)) < 1e-6)
  }

  // Apple, UnitCurve/bezier(startControlPoint:endControlPoint:): "The x components of the
  // control points are clamped to the range [0,1] when the curve is evaluated."
  @Test("A Bézier curve's control points are clamped in x, and out-of-range input is clamped")
  func bezierClamping() {
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
    let reference = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    #expect(clamped == reference)
    #expect(UnitCurve.easeIn.value(at: -3) == 0)
    #expect(UnitCurve.easeIn.value(at: 7) == 1)
    #expect(UnitCurve.easeIn.value(at: .nan) == 0)
  }

  // Animation.linear(duration:): "An animation that moves at a constant speed"; the timing
  // curves apply their UnitCurve to the fraction of the duration that has passed.
  @Test("A 1 s linear animation is a quarter of the way after 0.25 s, and over after 1 s")
  func linearAnimation() {
    #expect(sample(.linear(duration: 1), 0.25, to: 10) == 2.5)
    #expect(sample(.linear(duration: 1), 0.5, to: 10) == 5)
    #expect(sample(.linear(duration: 1), 1) == nil, "finished: no value")
    #expect(
      abs((sample(.easeInOut(duration: 2), 0.5) ?? 0) - UnitCurve.easeInOut.value(at: 0.25))
        < 1e-12)
    #expect(
      abs((sample(.timingCurve(0.42, 0, 1, 1, duration: 1), 0.5) ?? 0) - 0.3154) < 0.0005)
  }

  // WWDC23 "Animate with springs" and Apple, Spring/init(duration:bounce:): a bounce of 0 is
  // "a critically damped spring"; the duration is its perceptual duration, the period of the
  // undamped spring, so ω₀ = 2π / duration. A critically damped spring released at rest from
  // 0 towards 1 is at 1 − e^(−ω₀t)(1 + ω₀t).
  @Test("A critically damped spring follows the damped-harmonic formula")
  func criticallyDamped() {
    let spring = Spring(duration: 1, bounce: 0)
    #expect(abs(spring.dampingRatio - 1) < 1e-12)
    #expect(abs(spring.value(target: 1.0, time: 0.25) - 0.4656) < 0.0001)
    #expect(abs(spring.value(target: 1.0, time: 0.5) - 0.8210) < 0.0001)
    #expect(abs((sample(.spring(duration: 1, bounce: 0), 0.25) ?? 0) - 0.4656) < 0.0001)
    // Settled: within 0.001 of the target from then on.
    let settling = spring.settlingDuration
    #expect(abs(spring.value(target: 1.0, time: settling) - 1) <= 0.001 + 1e-9)
    #expect(abs(spring.value(target: 1.0, time: settling * 0.9) - 1) > 0.001)
  }

  // Apple, Animation/bouncy(duration:extraBounce:): "the base bounce of 0.3"; snappy: "the base
  // bounce of 0.15"; both 0.5 s. With damping ratio ζ = 1 − bounce, an underdamped spring
  // overshoots first at t = π/ω_d (ω_d = ω₀√(1 − ζ²)) by e^(−ζπ/√(1 − ζ²)): 4.6 % at 0.350 s
  // for .bouncy, 0.63 % at 0.475 s for .snappy (the textbook damped oscillator).
  @Test(".bouncy and .snappy overshoot by the amounts their bounce implies")
  func bouncyAndSnappy() {
    #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12)
    #expect(abs(Spring.snappy.bounce - 0.15) < 1e-12)
    #expect(abs((sample(.bouncy, 0.35) ?? 0) - 1.0460) < 0.0001)
    #expect(abs((sample(.snappy, 0.4746) ?? 0) - 1.0063) < 0.0001)
    #expect(abs((sample(.smooth, 0.35) ?? 0) - 1) > 0.01, "no bounce: still below the target")
    #expect((sample(.smooth, 0.35) ?? 2) < 1)
  }

  // Apple, Animation/spring(response:dampingFraction:blendDuration:): `response` is "the
  // stiffness of the spring, defined as an approximate duration in seconds", dampingFraction
  // "the amount of drag applied"; the same spring as Spring(response:dampingRatio:).
  @Test("spring(response:dampingFraction:) is Spring(response:dampingRatio:)")
  func responseSpring() {
    let spring = Spring(response: 0.5, dampingRatio: 0.7)
    for time in [0.1, 0.25, 0.4] {
      #expect(
        abs(
          (sample(.spring(response: 0.5, dampingFraction: 0.7), time) ?? 0)
            - spring.value(target: 1.0, time: time)) < 1e-12)
    }
    #expect(abs(spring.response - 0.5) < 1e-12)
    #expect(
      abs(Spring(mass: 1, stiffness: spring.stiffness, damping: spring.damping).bounce - 0.3) < 1e-9
    )
  }

  // Apple, Animation/delay(_:): "Delays the start of the animation by the specified number of
  // seconds"; speed(_:): "Changes the duration of an animation by adjusting its speed".
  @Test("delay waits before moving; speed plays the whole animation faster")
  func delayAndSpeed() {
    let delayed = Animation.linear(duration: 1).delay(0.5)
    #expect(sample(delayed, 0.25) == 0)
    #expect(sample(delayed, 0.75) == 0.25)
    let fast = Animation.linear(duration: 1).speed(2)
    #expect(sample(fast, 0.25) == 0.5)
    #expect(sample(fast, 0.5) == nil)
    // Modifiers apply in order: the delay is sped up too.
    #expect(sample(Animation.linear(duration: 1).delay(1).speed(2), 0.75) == 0.5)
  }

  // Apple, Animation/repeatCount(_:autoreverses:): "Repeats the animation for a specific number
  // of times"; autoreverses: "true if the animation should reverse on every other repetition".
  @Test("repeatCount plays the curve again, backwards every other time when it autoreverses")
  func repeatCount() {
    let there = Animation.linear(duration: 1).repeatCount(3, autoreverses: true)
    #expect(sample(there, 0.25) == 0.25)
    #expect(sample(there, 1.25) == 0.75, "the second run goes back")
    #expect(sample(there, 2.25) == 0.25)
    #expect(sample(there, 3) == nil)
    let again = Animation.linear(duration: 1).repeatCount(2, autoreverses: false)
    #expect(sample(again, 1.25) == 0.25)
  }

  // Apple, Animation/repeatForever(autoreverses:): "Repeats the animation for the lifespan of
  // the view containing the animation." Sampling at any time is arithmetic: never finished.
  @Test("repeatForever never finishes, and samples any time at once")
  func repeatForever() {
    let forever = Animation.linear(duration: 1).repeatForever(autoreverses: true)
    #expect(sample(forever, 1_000_000.25) == 0.25)
    #expect(sample(forever, 1_000_001.25) == 0.75)
    #expect(sample(forever, 1e300) != nil)
    #expect(forever.duration == nil)
  }

  @Test("A speed of zero is at its target at once; a duration that is not a number ends at once")
  func badTimings() {
    #expect(sample(Animation.linear(duration: 1).speed(0), 0.5) == 1)
    #expect(sample(Animation.linear(duration: .nan), 0.5) == nil)
    #expect(sample(Animation.linear(duration: -1), 0) == nil)
    #expect(sample(Animation.linear(duration: 1).delay(.nan), 0.5) == 0.5)
    #expect(Spring(duration: .nan, bounce: .nan).settlingDuration.isFinite)
    #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity, "undamped: never rests")
  }

  // Apple, AnimationContext/isLogicallyComplete-style criteria: a spring is logically complete
  // after its perceptual duration (Animation/logicallyComplete(after:)).
  @Test("A spring is logically complete after its perceptual duration, moving until it settles")
  func logicalCompletion() {
    var context = AnimationContext<Double>()
    #expect(Animation.bouncy.animate(value: 1.0, time: 0.6, context: &context) != nil)
    #expect(context.isLogicallyComplete)
  }
}
