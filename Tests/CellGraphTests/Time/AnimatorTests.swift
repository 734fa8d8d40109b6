import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// A label that shows an animatable `amount` with three decimals.
private struct Meter: View, Animatable {
  var amount: Double

  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }

  var body: some View { Text("amount " + String(format: "%.3f", amount)) }
}

/// A meter animated through phases each time "Go" is tapped.
private struct Phased: View {
  @StateCell private var taps = 0

  var body: some View {
    VStack {
      PhaseAnimator([0.0, 1.0, 3.0], trigger: taps) { amount in
        Meter(amount: amount)
      } animation: { _ in
        .linear(duration: 1)
      }
      Button("Go") { taps += 1 }
    }
  }
}

/// A meter cycling through two phases from when it appears.
private struct Cycling: View {
  var body: some View {
    PhaseAnimator([0.0, 2.0]) { amount in
      Meter(amount: amount)
    } animation: { _ in
      .linear(duration: 1)
    }
  }
}

/// Two properties moved by keyframes.
private struct Pose: Equatable {
  var scale = 1.0
  var offset = 0.0
}

/// A label moved by keyframes each time "Go" is tapped.
private struct Keyed: View {
  @StateCell private var taps = 0

  var body: some View {
    VStack {
      Text("pose").keyframeAnimator(initialValue: Pose(), trigger: taps) { content, pose in
        HStack {
          content
          Text(String(format: "%.3f %.3f", pose.scale, pose.offset))
        }
      } keyframes: { _ in
        KeyframeTrack(\Pose.scale) {
          LinearKeyframe(2.0, duration: 1)
          LinearKeyframe(1.0, duration: 1)
        }
        KeyframeTrack(\Pose.offset) {
          MoveKeyframe(5.0)
          LinearKeyframe(10.0, duration: 0.5, timingCurve: .easeIn)
        }
      }
      Button("Go") { taps += 1 }
    }
  }
}

@MainActor
@Suite("Phase and keyframe animators on the host's clock")
struct AnimatorTests {
  private func firstLine(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n").first ?? "")
  }

  // Apple, PhaseAnimator: "When the trigger value changes, the animator ... begins animating
  // through each phase ... When the animation completes, the view returns to the first phase";
  // the animation closure gives the animation "to use when transitioning to the phase".
  @Test("A phase animator moves through its phases when its trigger changes, then back")
  func phasesOnTrigger() throws {
    let host = ViewHost.testing(Phased())
    #expect(firstLine(host) == "amount 0.000")
    host.advance(by: .seconds(5))
    #expect(firstLine(host) == "amount 0.000", "no trigger, no phases")
    try host.tap("Go")
    host.advance(by: .seconds(0.5))
    #expect(firstLine(host) == "amount 0.500", "halfway to the second phase")
    host.advance(by: .seconds(1))
    #expect(firstLine(host) == "amount 2.000", "halfway from the second to the third")
    host.advance(by: .seconds(1))
    #expect(firstLine(host) == "amount 1.500", "halfway back to the first")
    host.advance(by: .seconds(5))
    #expect(firstLine(host) == "amount 0.000")
  }

  // Apple, PhaseAnimator init(_:content:animation:): "Cycles through the given phases
  // continuously".
  @Test("A phase animator without a trigger cycles from when it appears")
  func cyclesContinuously() {
    let host = ViewHost.testing(Cycling())
    host.advance(by: .seconds(0.5))
    #expect(firstLine(host) == "amount 1.000")
    host.advance(by: .seconds(1))
    #expect(firstLine(host) == "amount 1.000", "on the way back")
    host.advance(by: .seconds(100.5))
    #expect(firstLine(host) == "amount 0.000", "at the start of a cycle")
  }

  @Test("A phase animator with no phases shows nothing, with a diagnostic")
  func emptyPhases() {
    let host = ViewHost.testing(
      PhaseAnimator([Double](), trigger: 0) { Meter(amount: $0) }, allowingDiagnostics: true)
    #expect(host.text == "")
    #expect(host.diagnostics.map(\.kind) == [.emptyPhases])
  }

  // Apple, KeyframeAnimator: "When the trigger value changes, the animator plays the keyframes
  // from the current value"; LinearKeyframe interpolates linearly (with its timing curve);
  // MoveKeyframe "immediately moves to the given value"; each track runs on its own.
  @Test("A keyframe animator plays each track's keyframes along the clock")
  func keyframesOnTrigger() throws {
    let host = ViewHost.testing(Keyed())
    #expect(host.text.contains("1.000 0.000"))
    try host.tap("Go")
    host.flush()
    // Apple, MoveKeyframe: "Immediately moves to the given value without interpolating."
    #expect(host.text.contains("1.000 5.000"), "the keyframes start at once")
    host.advance(by: .seconds(0.25))
    // scale: a quarter of the way from 1 to 2; offset: jumped to 5, then ease-in at t = 0.5.
    #expect(host.text.contains("1.250 6.577"))
    host.advance(by: .seconds(1.25))
    #expect(host.text.contains("1.500 10.000"))
    host.advance(by: .seconds(5))
    #expect(host.text.contains("1.000 10.000"))
  }

  // Apple, KeyframeTimeline: "A description of how a value changes over time, modeled using
  // keyframes"; value(time:) is the value at a time, duration the longest track's.
  @Test("A keyframe timeline gives the value at any time, cubic and spring keyframes included")
  func timelineValues() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      KeyframeTrack {
        CubicKeyframe(10.0, duration: 1)
        CubicKeyframe(0.0, duration: 1)
        SpringKeyframe(5.0, duration: 1, spring: Spring(duration: 1, bounce: 0))
      }
    }
    #expect(timeline.duration == 3)
    #expect(timeline.value(time: 0) == 0)
    #expect(abs(timeline.value(time: 1) - 10) < 1e-9, "a cubic keyframe passes through its value")
    #expect(abs(timeline.value(time: 2)) < 1e-9)
    // The spring keyframe follows the spring from 0 towards 5: 5 · 0.4656 after 0.25 s.
    #expect(abs(timeline.value(time: 2.25) - 5 * 0.46558) < 0.001)
    #expect(timeline.value(time: 10) == 5)
    #expect(timeline.value(progress: 0) == 0)
  }
}
