import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

/// A view whose `level` animates: its body shows the value it sees.
private struct Gauge: View, Animatable {
  var level: Double

  var animatableData: Double {
    get { level }
    set { level = newValue }
  }

  var body: some View { Text("level " + String(format: "%.3f", level)) }
}

/// A modifier whose `scale` animates, applied with `.modifier`.
private struct Scaled: ViewModifier, Animatable {
  var scale: Double

  var animatableData: Double {
    get { scale }
    set { scale = newValue }
  }

  func body(content: Content) -> some View {
    HStack {
      content
      Text("x" + String(format: "%.3f", scale))
    }
  }
}

/// A gauge with buttons that change its level with and without an animation.
private struct Panel: View {
  let animation: Animation
  @StateCell private var level = 0.0

  var body: some View {
    VStack {
      Gauge(level: level)
      Button("Fill") { withAnimation(animation) { level = 1 } }
      Button("Drain") { withAnimation(animation) { level = 0 } }
      Button("Reset") { level = 0 }
    }
  }
}

/// A gauge animated by `.animation(_:value:)`.
private struct ImplicitPanel: View {
  @StateCell private var level = 0.0

  var body: some View {
    VStack {
      Gauge(level: level).animation(.linear(duration: 1), value: level)
      Button("Fill") { level = 1 }
    }
  }
}

/// A label scaled by an animatable modifier.
private struct ScaledLabel: View {
  @StateCell private var scale = 1.0

  var body: some View {
    VStack {
      Text("Title").modifier(Scaled(scale: scale))
      Button("Grow") { withAnimation(.linear(duration: 2)) { scale = 3 } }
    }
  }
}

@MainActor
@Suite("Animated views: animatable data interpolated on the host's clock")
struct AnimatedViewTests {
  private func gauge(_ host: ViewHost) -> String {
    String(host.text.split(separator: "\n").first ?? "")
  }

  // Apple, Animatable: "SwiftUI animates changes to [animatableData] by interpolating between
  // the old and new values"; Animation.linear(duration:) moves at a constant speed, so a quarter
  // of a 1 s animation is a quarter of the way.
  @Test("withAnimation moves an Animatable view's data along the clock, then shows the new value")
  func withAnimationInterpolates() throws {
    let host = ViewHost.testing(Panel(animation: .linear(duration: 1)))
    try host.tap("Fill")
    host.flush()
    #expect(gauge(host) == "level 0.000", "the animation starts from the old value")
    host.advance(by: .seconds(0.25))
    #expect(gauge(host) == "level 0.250")
    host.advance(by: .seconds(0.25))
    #expect(gauge(host) == "level 0.500")
    host.advance(by: .seconds(1))
    #expect(gauge(host) == "level 1.000")
    let evaluations = host.evaluations(of: Gauge.self)
    host.advance(by: .seconds(1))
    #expect(host.evaluations(of: Gauge.self) == evaluations, "over: no more steps")
  }

  // Apple, View/animation(_:value:): "Applies the given animation to this view when the
  // specified value changes."
  @Test(".animation(_:value:) animates the view's data as withAnimation does")
  func valueAnimationInterpolates() throws {
    let host = ViewHost.testing(ImplicitPanel())
    try host.tap("Fill")
    host.advance(by: .seconds(0.25))
    #expect(gauge(host) == "level 0.250")
    host.advance(by: .seconds(0.75))
    #expect(gauge(host) == "level 1.000")
  }

  // The curve shapes the progress: UnitCurve.easeIn's control points are (0.42, 0) and (1, 1)
  // (Apple, UnitCurve/easeIn), which at half the time is 0.315 of the way.
  @Test("An ease-in animation is at the curve's value, not the time's fraction")
  func easeInCurve() throws {
    let host = ViewHost.testing(Panel(animation: .easeIn(duration: 1)))
    try host.tap("Fill")
    host.advance(by: .seconds(0.5))
    #expect(gauge(host) == "level 0.315")
  }

  // Animation/delay(_:): "Delays the start of the animation by the specified number of seconds."
  @Test("A delayed animation holds the old value until its delay has passed")
  func delayedAnimation() throws {
    let host = ViewHost.testing(Panel(animation: .linear(duration: 1).delay(0.5)))
    try host.tap("Fill")
    host.advance(by: .seconds(0.25))
    #expect(gauge(host) == "level 0.000")
    host.advance(by: .seconds(0.5))
    #expect(gauge(host) == "level 0.250")
  }

  @Test("Only the animated view re-runs at each step, and records name the animation")
  func onlyTheAnimatedViewReruns() throws {
    let host = ViewHost.testing(Panel(animation: .linear(duration: 1)))
    try host.tap("Fill")
    host.flush()
    host.resetEvaluations()
    host.advance(by: .seconds(0.5))
    #expect(host.evaluations(of: Panel.self) == 0)
    #expect(host.evaluatedBodies == ["Panel/VStack/Gauge"])
    let reasons = host.updateRecords.flatMap { $0.evaluations.flatMap(\.reasons) }
    #expect(
      reasons == [
        .sourceChanged(
          SourceChange(
            kind: .animation, name: "animation of Panel/VStack/Gauge", oldValue: "0.0",
            newValue: "0.5"))
      ])
  }

  // SwiftUI retargets a running animation: a new animated change starts from the value shown
  // (WWDC23 "Animate with springs": interrupted animations continue from where they are).
  @Test("A new animated change mid-flight starts from the value shown")
  func retargetStartsFromPresentedValue() throws {
    let host = ViewHost.testing(Panel(animation: .linear(duration: 1)))
    try host.tap("Fill")
    host.advance(by: .seconds(0.5))
    try host.tap("Drain")
    host.flush()
    #expect(gauge(host) == "level 0.500")
    host.advance(by: .seconds(0.5))
    #expect(gauge(host) == "level 0.250")
    host.advance(by: .seconds(0.5))
    #expect(gauge(host) == "level 0.000")
  }

  // WWDC23 "Animate with springs": springs "preserve velocity" when retargeted, so the value
  // keeps moving the way it went for a moment before it turns.
  @Test("A spring retargeted mid-flight keeps its velocity")
  func springKeepsVelocity() throws {
    let host = ViewHost.testing(Panel(animation: .spring(duration: 1, bounce: 0)))
    try host.tap("Fill")
    host.advance(by: .seconds(0.2))
    let shown = try #require(Double(gauge(host).dropFirst("level ".count)))
    try host.tap("Drain")
    host.advance(by: .seconds(0.02))
    let next = try #require(Double(gauge(host).dropFirst("level ".count)))
    #expect(next > shown, "still rising just after the retarget")
    host.advance(by: .seconds(3))
    #expect(gauge(host) == "level 0.000")
  }

  @Test("A change without an animation ends the running one and shows the new value at once")
  func unanimatedChangeSnaps() throws {
    let host = ViewHost.testing(Panel(animation: .linear(duration: 1)))
    try host.tap("Fill")
    host.advance(by: .seconds(0.5))
    try host.tap("Reset")
    host.flush()
    #expect(gauge(host) == "level 0.000")
    let evaluations = host.evaluations(of: Gauge.self)
    host.advance(by: .seconds(1))
    #expect(host.evaluations(of: Gauge.self) == evaluations)
  }

  // Apple, Animatable: "a view modifier ... that conforms to Animatable" animates its
  // animatableData like a view.
  @Test("An animatable modifier applied with .modifier sees interpolated values")
  func animatableModifier() throws {
    let host = ViewHost.testing(ScaledLabel())
    try host.tap("Grow")
    host.advance(by: .seconds(1))
    #expect(host.text.contains("x2.000"))
    host.advance(by: .seconds(1))
    #expect(host.text.contains("x3.000"))
  }

  // Apple, Animation/repeatForever(autoreverses:): it repeats "for the lifespan of the view";
  // the clock still moves by any finite time at once.
  @Test("A view animating forever follows any finite advance; an infinite one is refused")
  func repeatForeverIsBounded() throws {
    let host = ViewHost.testing(
      Panel(animation: .linear(duration: 1).repeatForever(autoreverses: true)),
      allowingDiagnostics: true)
    try host.tap("Fill")
    host.advance(by: .seconds(1_000_000) + .milliseconds(250))
    #expect(gauge(host) == "level 0.250")
    host.advance(by: .seconds(1))
    #expect(gauge(host) == "level 0.750", "every other run goes back")
    host.advance(by: .infinity)
    #expect(host.diagnostics.map(\.kind) == [.unboundedClockAdvance])
    #expect(gauge(host) == "level 0.750")
  }

  @Test("An animation with a speed of zero shows the new value at once, with a diagnostic")
  func zeroSpeed() throws {
    let host = ViewHost.testing(
      Panel(animation: .linear(duration: 1).speed(0)), allowingDiagnostics: true)
    try host.tap("Fill")
    host.flush()
    #expect(gauge(host) == "level 1.000")
    #expect(host.diagnostics.map(\.kind) == [.unplayableAnimation])
  }
}
