import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// A view whose `level` animates: its body shows the value it sees.
private struct Meter: View, Animatable {
  var level: Double

  var animatableData: Double {
    get { level }
    set { level = newValue }
  }

  var body: some View { Text("level " + String(format: "%.3f", level)) }
}

/// Moves in `count` equal jumps over `duration` seconds.
private struct Steps: CustomAnimation {
  var duration: TimeInterval
  var count: Double

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: (time / duration * count).rounded(.down) / count)
  }
}

/// A constant speed over `duration` seconds, merging with a running one when `merges`.
private struct Glide: CustomAnimation {
  var duration: TimeInterval = 1
  var merges = false

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: time / duration)
  }

  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool {
    merges
  }
}

/// Never finishes: it creeps towards the value, a tenth of the rest per second.
private struct Creep: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    value.scaled(by: 1 - pow(0.9, time))
  }
}

/// How many times the animation was asked for a value, kept in its state.
private struct Calls: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

/// Moves a tenth of the way at each call (state), times the environment's `motionScale`.
private struct Counted: CustomAnimation {
  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    context.state[Calls.self] += 1
    let calls = Double(context.state[Calls.self])
    guard calls < 5 else { return nil }
    return value.scaled(by: calls / 10 * context.environment.motionScale)
  }
}

private struct MotionScaleKey: EnvironmentKey {
  static let defaultValue = 1.0
}

extension EnvironmentValues {
  fileprivate var motionScale: Double {
    get { self[MotionScaleKey.self] }
    set { self[MotionScaleKey.self] = newValue }
  }
}

/// A meter with buttons that fill it by steps of 1 with `animation`.
private struct Panel: View {
  let animation: Animation
  var motionScale = 1.0
  @StateCell private var level = 0.0
  @StateCell private var completions = 0

  var body: some View {
    VStack {
      Meter(level: level).environment(\.motionScale, motionScale)
      Text("completions \(completions)")
      Button("Fill") {
        withAnimation(animation) {
          level += 1
        } completion: {
          completions += 1
        }
      }
    }
  }
}

@MainActor
@Suite("Custom animations: CustomAnimation moves animatable data on the host's clock")
struct CustomAnimationTests {
  private func meter(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n").first ?? "")
  }

  // Apple, CustomAnimation/animate(value:time:context:): "Calculates the value of the animation
  // at the specified time … The current value of the animation, or nil if the animation has
  // finished"; Animation/init(_:): "Create an Animation that contains the specified custom
  // animation."
  @Test("A custom animation's values at the clock's times are what the view shows")
  func customValuesDriveTheView() throws {
    let host = ViewHost.testing(Panel(animation: Animation(Steps(duration: 1, count: 4))))
    try host.tap("Fill")
    host.flush()
    #expect(meter(host) == "level 0.000")
    host.advance(by: .seconds(0.3))
    #expect(meter(host) == "level 0.250")
    host.advance(by: .seconds(0.3))
    #expect(meter(host) == "level 0.500")
    host.advance(by: .seconds(0.5))
    #expect(meter(host) == "level 1.000")
    let evaluations = host.evaluations(of: Meter.self)
    host.advance(by: .seconds(1))
    #expect(host.evaluations(of: Meter.self) == evaluations, "finished: no more steps")
  }

  // Apple, CustomAnimation/animate(value:time:context:): returning nil "signals to the system
  // that it can remove the animation": the animation, and its completion, end then.
  @Test("The animation ends when animate returns nil, and its completion runs then")
  func nilEndsTheAnimation() throws {
    let animation = Animation(Steps(duration: 0.5, count: 1))
    let end = try #require(animation.duration)
    #expect(
      abs(Double(end.components.seconds) + Double(end.components.attoseconds) * 1e-18 - 0.5) < 1e-6)
    let host = ViewHost.testing(Panel(animation: animation))
    try host.tap("Fill")
    host.advance(by: .seconds(0.4))
    #expect(meter(host) == "level 0.000", "Steps with one step holds the start until its end")
    #expect(host.text.contains("completions 0"))
    host.advance(by: .seconds(0.2))
    #expect(meter(host) == "level 1.000")
    #expect(host.text.contains("completions 1"))
  }

  // Apple, Animation/delay(_:), speed(_:), repeatCount(_:autoreverses:): modifiers of any
  // Animation, a custom one included (Animation/init(_:) makes an Animation).
  @Test("delay, speed and repeatCount modify a custom animation as they do a built-in one")
  func modifiersApply() throws {
    let delayed = ViewHost.testing(Panel(animation: Animation(Glide()).delay(0.5)))
    try delayed.tap("Fill")
    delayed.advance(by: .seconds(0.25))
    #expect(meter(delayed) == "level 0.000")
    delayed.advance(by: .seconds(0.5))
    #expect(meter(delayed) == "level 0.250")

    let fast = ViewHost.testing(Panel(animation: Animation(Glide()).speed(2)))
    try fast.tap("Fill")
    fast.advance(by: .seconds(0.25))
    #expect(meter(fast) == "level 0.500")
    fast.advance(by: .seconds(0.25))
    #expect(meter(fast) == "level 1.000")
    #expect(fast.text.contains("completions 1"), "twice as fast: over after 0.5 s")

    let repeated = ViewHost.testing(
      Panel(animation: Animation(Glide()).repeatCount(3, autoreverses: true)))
    try repeated.tap("Fill")
    repeated.advance(by: .seconds(0.5))
    #expect(meter(repeated) == "level 0.500")
    repeated.advance(by: .seconds(0.75))
    #expect(meter(repeated) == "level 0.750", "the second run goes backwards")
    repeated.advance(by: .seconds(1.5))
    #expect(meter(repeated) == "level 0.750", "the third forwards again")
    #expect(repeated.text.contains("completions 0"))
    repeated.advance(by: .seconds(0.5))
    #expect(meter(repeated) == "level 1.000")
    #expect(repeated.text.contains("completions 1"))
  }

  // Apple, CustomAnimation/animate(value:time:context:): an animation runs until it returns
  // nil. One that never does runs as long as the clock advances, each advance one step.
  @Test("An animation that never returns nil is bounded by the clock and never completes")
  func neverEndingIsBounded() throws {
    #expect(Animation(Creep()).duration == nil)
    let host = ViewHost.testing(Panel(animation: Animation(Creep())))
    try host.tap("Fill")
    host.advance(by: .seconds(1))
    #expect(meter(host) == "level 0.100")
    let evaluations = host.evaluations(of: Meter.self)
    host.advance(by: .seconds(100_000))
    #expect(host.evaluations(of: Meter.self) == evaluations + 1, "one step for one advance")
    #expect(meter(host) == "level 1.000")
    #expect(host.text.contains("completions 0"))
  }

  // Apple, AnimationContext/state: "An instance of CustomAnimation uses this property to read
  // and write state values as the animation runs"; AnimationContext/environment: the
  // "environment values from the view that created the custom animation".
  @Test("The context keeps the animation's state between steps and carries the view's environment")
  func contextStateAndEnvironment() throws {
    let host = ViewHost.testing(Panel(animation: Animation(Counted()), motionScale: 2))
    try host.tap("Fill")
    host.advance(by: .seconds(0.01))
    #expect(meter(host) == "level 0.200", "first call: 1/10, times the environment's 2")
    host.advance(by: .seconds(0.01))
    #expect(meter(host) == "level 0.400", "second call: the state counted the first")
  }

  // Apple, CustomAnimation/shouldMerge(previous:value:time:context:): "If this method returns
  // false, the system doesn't merge the animation with the previous one. Instead, both animations
  // run together and the system combines their results." The default returns false.
  @Test("A second animation of a moving value runs beside the first unless shouldMerge says so")
  func unmergedAnimationsAdd() throws {
    let host = ViewHost.testing(Panel(animation: Animation(Glide())))
    try host.tap("Fill")
    host.advance(by: .seconds(0.5))
    try host.tap("Fill")
    host.flush()
    #expect(meter(host) == "level 0.500", "the second starts where the value is")
    host.advance(by: .seconds(0.25))
    // 2 − (1 − 0.75) − (1 − 0.25): each interval moves on its own clock.
    #expect(meter(host) == "level 1.000")
    host.advance(by: .seconds(0.25))
    #expect(meter(host) == "level 1.500", "the first has ended, the second is half way")
    host.advance(by: .seconds(0.5))
    #expect(meter(host) == "level 2.000")
  }

  // Apple, CustomAnimation/shouldMerge(previous:value:time:context:): "If shouldMerge returns
  // true, the system merges the new animation instance with the previous animation. The system
  // provides to the new instance the state and elapsed time from the previous one. Then it
  // removes the previous animation."
  @Test("An animation whose shouldMerge returns true takes the running one over")
  func mergedAnimationContinues() throws {
    let host = ViewHost.testing(Panel(animation: Animation(Glide(merges: true))))
    try host.tap("Fill")
    host.advance(by: .seconds(0.5))
    try host.tap("Fill")
    host.advance(by: .seconds(0.25))
    // One animation of the interval 2, 0.75 s into its run.
    #expect(meter(host) == "level 1.500")
    host.advance(by: .seconds(0.25))
    #expect(meter(host) == "level 2.000", "over when the first would have been")
  }

  // Apple, Animation/animate(value:time:context:) and velocity(value:time:context:) forward to
  // the custom animation.
  @Test("An Animation made from a custom one samples it, with the default velocity and merge")
  func samplingForwards() {
    var context = AnimationContext<Double>()
    let animation = Animation(Glide(duration: 2))
    #expect(animation.animate(value: 10.0, time: 0.5, context: &context) == 2.5)
    #expect(animation.animate(value: 10.0, time: 2, context: &context) == nil)
    // CustomAnimation/velocity(value:time:context:): the default implementation returns nil.
    #expect(animation.velocity(value: 10.0, time: 0.5, context: context) == nil)
    // CustomAnimation/shouldMerge: "The default implementation returns false."
    #expect(
      !Animation(Steps(duration: 1, count: 2)).shouldMerge(
        previous: Animation(Steps(duration: 1, count: 2)), value: 1.0, time: 0.1,
        context: &context))
    #expect(
      !Animation(Glide(merges: true)).shouldMerge(
        previous: .linear, value: 1.0, time: 0.1, context: &context),
      "an animation of another type is never merged")
    #expect(Animation(Glide()) == Animation(Glide()))
    #expect(Animation(Glide()) != Animation(Glide(duration: 2)))
  }
}
