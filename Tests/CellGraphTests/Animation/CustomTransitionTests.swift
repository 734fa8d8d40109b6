import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The clock of a host made after the views that read it.
@MainActor final class HostClock {
  weak var host: ViewHost?
  var now: Duration { host?.clock ?? .zero }
}

/// A transition that marks its view by phase and logs each phase its body saw, with the clock.
struct PhaseMark: Transition {
  let log: ViewsEventLog
  let clock: HostClock

  func body(content: Content, phase: TransitionPhase) -> some View {
    let _ = log.append("\(phase) at \(clock.now)")
    HStack {
      Text(phase.isIdentity ? "=" : phase.value < 0 ? ">" : "<")
      content
    }
  }
}

/// A view modifier that blanks its content out, or not.
struct Faded: ViewModifier {
  let opacity: Double

  func body(content: Content) -> some View {
    content.opacity(opacity)
  }
}

/// A detail toggled in or out, under an animation or not, with the transition it is given.
struct PhasedScreen: View {
  @StateCell var isShown = false
  let animation: Animation?
  let transition: @MainActor (AnyView) -> AnyView

  var body: some View {
    VStack {
      Text("Top")
      if isShown {
        transition(AnyView(Detail()))
      }
      Button("Toggle") { withAnimation(animation) { isShown.toggle() } }
    }
  }

  struct Detail: View {
    @StateCell var taps = 0

    var body: some View {
      Button("Detail \(taps)") { taps += 1 }
    }
  }
}

@MainActor
@Suite struct CustomTransitionTests {
  /// A host whose detail uses `PhaseMark`, and the log of the phases its body saw.
  private func phaseMarkHost(animation: Animation?) -> (ViewHost, ViewsEventLog) {
    let log = ViewsEventLog()
    let clock = HostClock()
    let host = ViewHost.testing(
      PhasedScreen(animation: animation) { view in
        AnyView(view.transition(PhaseMark(log: log, clock: clock)))
      })
    clock.host = host
    return (host, log)
  }

  @Test("An animated insertion shows the willAppear body, then identity when the clock advances")
  func insertionPhases() throws {
    let (host, log) = phaseMarkHost(animation: .linear(duration: 1))
    try host.tap("Toggle")
    host.flush()
    // TransitionPhase: "When a view is appearing with a transition, the transition will first be
    // shown with the willAppear phase, then will be immediately moved to the identity phase."
    // https://developer.apple.com/documentation/swiftui/transitionphase
    #expect(log.events == ["willAppear at 0.0 seconds"])
    #expect(host.text == "Top\n> [Detail 0]\n[Toggle]")
    // "Immediately": the identity body runs at the insertion's time, before the clock moves on;
    // the text form shows the willAppear body until the clock moves at all.
    host.advance(by: .milliseconds(1))
    #expect(log.events == ["willAppear at 0.0 seconds", "identity at 0.0 seconds"])
    #expect(host.text == "Top\n= [Detail 0]\n[Toggle]")
    host.advance(by: .seconds(2))
    #expect(log.events.count == 2, "no phase change after identity")
  }

  @Test("An animated removal shows the didDisappear body until the animation ends")
  func removalPhases() throws {
    let (host, log) = phaseMarkHost(animation: .linear(duration: 1))
    try host.tap("Toggle")
    host.advance(by: .seconds(1))
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    // TransitionPhase: "When a view is being removed, its transition is changed from the
    // identity phase to the didDisappear phase."
    #expect(log.events == ["didDisappear at 1.0 seconds"])
    #expect(host.text == "Top\n< [Detail 0] (leaving)\n[Toggle]")
    host.advance(by: .milliseconds(999))
    #expect(host.text == "Top\n< [Detail 0] (leaving)\n[Toggle]")
    host.advance(by: .milliseconds(1))
    #expect(host.text == "Top\n[Toggle]")
    #expect(log.events == ["didDisappear at 1.0 seconds"])
  }

  @Test("Without an animation the transition does not run: identity at once, removal at once")
  func unanimatedHasNoPhases() throws {
    let (host, log) = phaseMarkHost(animation: nil)
    try host.tap("Toggle")
    host.flush()
    // A transition runs only when an animation is in the transaction: `transition(_:)`'s
    // example toggles `isActive` inside `withAnimation`.
    // https://developer.apple.com/documentation/swiftui/view/transition(_:)
    #expect(log.events == ["identity at 0.0 seconds"])
    #expect(host.text == "Top\n= [Detail 0]\n[Toggle]")
    try host.tap("Toggle")
    host.flush()
    #expect(host.text == "Top\n[Toggle]")
    #expect(log.events == ["identity at 0.0 seconds"])
  }

  @Test("A view re-added while leaving goes back to identity, with its state")
  func readdedGoesBackToIdentity() throws {
    let (host, log) = phaseMarkHost(animation: .linear(duration: 1))
    try host.tap("Toggle")
    host.advance(by: .seconds(1))
    try host.tap("Detail 0")
    log.events.removeAll()
    try host.tap("Toggle")
    host.advance(by: .milliseconds(300))
    try host.tap("Toggle")
    host.flush()
    // TransitionPhase: "If a view is re-added while it is transitioning out, its phase will
    // change back to identity."
    #expect(log.events == ["didDisappear at 1.0 seconds", "identity at 1.3 seconds"])
    #expect(host.text == "Top\n= [Detail 1]\n[Toggle]")
  }

  @Test("A view removed while still in willAppear moves to didDisappear")
  func removedWhileAppearing() throws {
    let (host, log) = phaseMarkHost(animation: .linear(duration: 1))
    try host.tap("Toggle")
    try host.tap("Toggle")
    host.flush()
    // TransitionPhase: "If a view is removed while it is still transitioning in, then its phase
    // will change to didDisappear."
    #expect(log.events == ["willAppear at 0.0 seconds", "didDisappear at 0.0 seconds"])
    host.advance(by: .seconds(1))
    #expect(host.text == "Top\n[Toggle]")
    #expect(log.events.count == 2)
  }

  @Test("modifier(active:identity:) shows the active modifier at willAppear: opacity 0 is blank")
  func modifierTransition() throws {
    let host = ViewHost.testing(
      PhasedScreen(animation: .linear(duration: 1)) { view in
        AnyView(view.transition(.modifier(active: Faded(opacity: 0), identity: Faded(opacity: 1))))
      })
    try host.tap("Toggle")
    host.flush()
    // AnyTransition.modifier(active:identity:): "a transition from one view modifier to
    // another"; opacity(0) makes a view invisible while it keeps its place.
    #expect(host.text == "Top\n\n[Toggle]")
    host.advance(by: .milliseconds(1))
    #expect(host.text == "Top\n[Detail 0]\n[Toggle]")
    try host.tap("Toggle")
    host.flush()
    // Leaving, the active modifier's opacity 0 is reached along the removal's animation
    // (Apple, View/opacity(_:) is animatable: the view fades out), so the view, marked
    // "(leaving)" (Docs/TextForm.md), shows until it is gone.
    #expect(host.text == "Top\n[Detail 0] (leaving)\n[Toggle]")
    host.advance(by: .seconds(0.5))
    #expect(host.text == "Top\n[Detail 0] (leaving)\n[Toggle]")
    host.advance(by: .seconds(0.5))
    #expect(host.text == "Top\n[Toggle]")
  }

  @Test("asymmetric runs its insertion part on the way in and its removal part on the way out")
  func asymmetricPicksPerDirection() throws {
    let log = ViewsEventLog()
    let clock = HostClock()
    let screen = ViewHost.testing(
      PhasedScreen(animation: .linear(duration: 1)) { view in
        AnyView(
          view.transition(
            .asymmetric(
              insertion: AnyTransition(PhaseMark(log: log, clock: clock)),
              removal: .modifier(active: Faded(opacity: 0), identity: Faded(opacity: 1)))))
      })
    clock.host = screen
    try screen.tap("Toggle")
    screen.flush()
    // AnyTransition.asymmetric(insertion:removal:): "Provides a composite transition that uses
    // a different transition for insertion versus removal."
    #expect(screen.text == "Top\n> [Detail 0]\n[Toggle]")
    screen.advance(by: .seconds(1))
    #expect(screen.text == "Top\n= [Detail 0]\n[Toggle]")
    try screen.tap("Toggle")
    screen.flush()
    // The insertion part stays in identity while the view leaves (its body never sees
    // didDisappear); the removal part fades it out along the animation (Apple, View/opacity(_:)
    // is animatable), so it shows until it is gone.
    #expect(screen.text == "Top\n= [Detail 0] (leaving)\n[Toggle]")
    #expect(log.events == ["willAppear at 0.0 seconds", "identity at 0.0 seconds"])
  }

  @Test("combined applies both transitions in each phase")
  func combinedAppliesBoth() throws {
    let log = ViewsEventLog()
    let clock = HostClock()
    let screen = ViewHost.testing(
      PhasedScreen(animation: .linear(duration: 1)) { view in
        AnyView(
          view.transition(
            AnyTransition(PhaseMark(log: log, clock: clock))
              .combined(with: AnyTransition(PhaseMark(log: log, clock: clock)))))
      })
    clock.host = screen
    try screen.tap("Toggle")
    screen.flush()
    // AnyTransition.combined(with:): "Combines this transition with another, returning a new
    // transition that is the result of both transitions being applied."
    #expect(screen.text == "Top\n> > [Detail 0]\n[Toggle]")
    screen.advance(by: .seconds(1))
    #expect(screen.text == "Top\n= = [Detail 0]\n[Toggle]")
    #expect(AnyTransition(PhaseMark(log: log, clock: clock)).description == "PhaseMark")
  }

  @Test("Transition.combined applies both bodies, and erases to the combination of its parts")
  func transitionCombined() throws {
    let log = ViewsEventLog()
    let clock = HostClock()
    let mark = PhaseMark(log: log, clock: clock)
    let screen = ViewHost.testing(
      PhasedScreen(animation: .linear(duration: 1)) { view in
        AnyView(view.transition(mark.combined(with: mark)))
      })
    clock.host = screen
    try screen.tap("Toggle")
    screen.flush()
    // Transition.combined(with:) (developer.apple.com/documentation/swiftui/transition/
    // combined(with:)) is AnyTransition.combined(with:) for the protocol: "a new transition that
    // is the result of both transitions being applied".
    #expect(screen.text == "Top\n> > [Detail 0]\n[Toggle]")
    screen.advance(by: .seconds(1))
    #expect(screen.text == "Top\n= = [Detail 0]\n[Toggle]")
    #expect(AnyTransition(mark.combined(with: mark)).description == "PhaseMark+PhaseMark")
  }

  @Test("Transition.animation runs the transition with its own animation when the update has none")
  func transitionAnimation() throws {
    let log = ViewsEventLog()
    let clock = HostClock()
    let mark = PhaseMark(log: log, clock: clock)
    let screen = ViewHost.testing(
      PhasedScreen(animation: nil) { view in
        AnyView(view.transition(mark.animation(.linear(duration: 1))))
      })
    clock.host = screen
    try screen.tap("Toggle")
    screen.flush()
    // Transition.animation(_:): "Attaches an animation to this transition"
    // (developer.apple.com/documentation/swiftui/transition/animation(_:)): a transition with an
    // animation attached runs when its view is inserted or removed without withAnimation (the
    // idiom `if isShown { … .transition(.opacity.animation(.default)) }`), where a plain one
    // shows identity at once (the test "Without an animation the transition does not run").
    #expect(screen.text == "Top\n> [Detail 0]\n[Toggle]")
    screen.advance(by: .seconds(1))
    #expect(screen.text == "Top\n= [Detail 0]\n[Toggle]")
    try screen.tap("Toggle")
    screen.flush()
    #expect(screen.text == "Top\n< [Detail 0] (leaving)\n[Toggle]")
    screen.advance(by: .seconds(1))
    #expect(screen.text == "Top\n[Toggle]")
  }

  @Test("A built-in transition leaves the text as it is in every phase")
  func builtInTransitionKeepsText() throws {
    let host = ViewHost.testing(
      PhasedScreen(animation: .linear(duration: 1)) { view in
        AnyView(view.transition(.opacity))
      })
    try host.tap("Toggle")
    host.flush()
    // Text form (Docs/Limitations.md, "Transitions"): the built-in kinds are continuous effects
    // the text form does not draw; the view shows from its insertion.
    #expect(host.text == "Top\n[Detail 0]\n[Toggle]")
  }

  @Test("TransitionPhase values and isIdentity are SwiftUI's")
  func phaseValues() {
    // TransitionPhase.value: "Zero when in the identity case, -1.0 for willAppear, and 1.0 for
    // didDisappear." https://developer.apple.com/documentation/swiftui/transitionphase/value
    #expect(TransitionPhase.willAppear.value == -1)
    #expect(TransitionPhase.identity.value == 0)
    #expect(TransitionPhase.didDisappear.value == 1)
    #expect(TransitionPhase.identity.isIdentity)
    #expect(!TransitionPhase.willAppear.isIdentity)
    // TransitionProperties.hasMotion defaults to true.
    #expect(PhaseMark.properties.hasMotion)
  }
}
