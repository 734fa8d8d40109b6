import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

// "Time in tests" (Docs/TimeAndGestures.md), run: every Swift block of that section appears
// verbatim in this file (the first test checks it), and the tests run them.

struct TickCounter: View {
  @StateCell private var ticks = 0
  private let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

  var body: some View {
    Text("Ticks: \(ticks)")
      .onReceive(timer) { _ in ticks += 1 }
  }
}

struct Elapsed: View {
  let start: Date

  var body: some View {
    TimelineView(.periodic(from: start, by: 1)) { context in
      Text("\(Int(context.date.timeIntervalSince(start))) s")
    }
  }
}

struct Countdown: View {
  @EnvironmentCell(\.clock) private var clock
  @StateCell private var remaining = 3

  var body: some View {
    Text(remaining > 0 ? "\(remaining)" : "Liftoff")
      .task {
        while remaining > 0 {
          do { try await clock.sleep(for: .seconds(1)) } catch { return }
          remaining -= 1
        }
      }
  }
}

struct Bar: View, Animatable {
  var fraction: Double
  var animatableData: Double {
    get { fraction }
    set { fraction = newValue }
  }

  var body: some View { Text("\(Int(fraction * 100))%") }
}

struct Loader: View {
  @StateCell private var fraction = 0.0

  var body: some View {
    VStack {
      Bar(fraction: fraction)
      Button("Load") { withAnimation(.linear(duration: 1)) { fraction = 1 } }
    }
  }
}

struct Pulse: View {
  @StateCell private var taps = 0

  var body: some View {
    VStack {
      KeyframeAnimator(initialValue: 1.0, trigger: taps) { scale in
        Text("scale \(scale)")
      } keyframes: { _ in
        LinearKeyframe(2.0, duration: 0.5)
        LinearKeyframe(1.0, duration: 0.5)
      }
      Button("Pulse") { taps += 1 }
    }
  }
}

struct StepsAnimation: CustomAnimation {
  var duration: TimeInterval
  var count: Double

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    guard time < duration else { return nil }
    return value.scaled(by: (time / duration * count).rounded(.down) / count)
  }
}

struct SteppedLoader: View {
  @StateCell private var fraction = 0.0

  var body: some View {
    VStack {
      Bar(fraction: fraction)
      Button("Load") {
        withAnimation(Animation(StepsAnimation(duration: 1, count: 4))) { fraction = 1 }
      }
    }
  }
}

@MainActor
@Suite struct TimeGuideTests {
  @Test("Every Swift block of the guide's time section is in this file")
  func snippetsAreTested() throws {
    let blocks = try GuideSnippets.blocks(from: "## Time in tests", to: "\n## ")
    #expect(blocks.count >= 4)
    for (block, isInTestFile) in blocks {
      #expect(isInTestFile, "the guide's block is run here verbatim:\n\(block)")
    }
  }

  @Test("A one-second timer ticks three times in three seconds of the host's clock")
  func timerSnippet() {
    let host = ViewHost.testing(TickCounter())
    host.advance(by: .seconds(3))
    #expect(host.text == "Ticks: 3")
  }

  @Test(
    "A periodic timeline shows the entry the clock reached")
  func timelineSnippet() {
    let host = ViewHost.testing(Elapsed(start: .now))
    host.advance(by: .seconds(2))
    #expect(host.text == "2 s")
  }

  // Apple, Animatable: SwiftUI interpolates animatableData between the old and new values;
  // a linear animation of a second is a quarter of the way after a quarter of a second.
  @Test("An animatable bar shows the value its animation reached")
  func animatedViewSnippet() throws {
    let host = ViewHost.testing(Loader())
    try host.tap("Load")
    host.advance(by: .seconds(0.25))
    #expect(host.text.hasPrefix("25%"))
    host.advance(by: .seconds(1))
    #expect(host.text.hasPrefix("100%"))
  }

  // Apple, KeyframeAnimator: "plays the keyframes from the current value" when its trigger
  // changes; LinearKeyframe interpolates in a straight line.
  @Test("A keyframe animator's content sees the keyframes' value along the clock")
  func keyframeSnippet() throws {
    let host = ViewHost.testing(Pulse())
    try host.tap("Pulse")
    host.advance(by: .seconds(0.25))
    #expect(host.text.hasPrefix("scale 1.5"))
    host.advance(by: .seconds(0.5))
    #expect(host.text.hasPrefix("scale 1.5"))
  }

  // Apple, CustomAnimation/animate(value:time:context:): "Calculates the value of the
  // animation at the specified time"; four equal steps over a second are half way at 0.6 s.
  @Test("A custom animation's values are what the view shows along the clock")
  func customAnimationSnippet() throws {
    let host = ViewHost.testing(SteppedLoader())
    try host.tap("Load")
    host.advance(by: .seconds(0.6))
    #expect(host.text.hasPrefix("50%"))
    host.advance(by: .seconds(0.5))
    #expect(host.text.hasPrefix("100%"))
  }

  @Test("A task sleeping on the environment's clock resumes as the test advances it")
  func sleepSnippet() async {
    let host = ViewHost.testing(Countdown())
    await host.settle(advancingBy: .seconds(3))
    #expect(host.text == "Liftoff")
  }

  @Test("An animation of a second is over after a second of the clock")
  func animationSnippet() {
    let host = ViewHost.testing(TickCounter())
    host.advance(by: 0.25)
    #expect(host.clock == .milliseconds(250))
    #expect(host.text == "Ticks: 0")
  }
}
