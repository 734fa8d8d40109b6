import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The order of `onAppear` and `onDisappear` for an identity change, a removal and an insertion,
/// with no transition, with `.identity`, and with an animated transition: the table in
/// Docs/Architecture.md ("Order of lifecycle events").
///
/// Sources: OpenSwiftUI's compatibility tests, which run against SwiftUI
/// (`AppearanceActionModifierCompatibilityTests.idTest`: an `.id` change with no transition
/// logs the new view's appear, then the old view's disappear, "AAD…"); SwiftUI's observed order
/// with an explicit `.transition(.identity)`, where the old view's `onDisappear` runs first;
/// `onDisappear` of a view removed with an animated transition runs when the animation completes
/// and `onAppear` before the insertion animation (TokamakUI/Tokamak#426, square/Blueprint#48).
@MainActor
@Suite struct LifecycleOrderTests {
  private func host(_ transition: AnyTransition?, animated: Bool) -> (ViewHost, ViewsEventLog) {
    let log = ViewsEventLog()
    let animation: Animation? = animated ? .linear(duration: 1) : nil
    let host = ViewHost.testing(
      Identified(transition: transition, animation: animation, log: log))
    log.events.removeAll()
    return (host, log)
  }

  // MARK: Identity change

  @Test("An id change with no transition: the new view appears, then the old one disappears")
  func identityChangeNoTransition() throws {
    let (host, log) = host(nil, animated: false)
    try host.tap("Change id")
    host.flush()
    // OpenSwiftUI AppearanceActionModifierCompatibilityTests.idTest: "A" (new) before "D" (old).
    #expect(log.events == ["appear 1", "disappear 0"])
  }

  @Test("An id change with .identity: the old view disappears, then the new one appears")
  func identityChangeIdentity() throws {
    let (host, log) = host(.identity, animated: false)
    try host.tap("Change id")
    host.flush()
    // SwiftUI, observed: with an explicit `.transition(.identity)` the old view's onDisappear
    // runs before the new view's onAppear.
    #expect(log.events == ["disappear 0", "appear 1"])
  }

  @Test("An animated id change with .identity still removes the old view first, at once")
  func identityChangeIdentityAnimated() throws {
    let (host, log) = host(.identity, animated: true)
    try host.tap("Change id")
    host.flush()
    // `.identity` removes at once even in an animated update (AnyTransition.identity: "a
    // transition that returns the input view, unmodified"), in the same order as unanimated.
    #expect(log.events == ["disappear 0", "appear 1"])
  }

  @Test("An animated id change with a transition: the new view appears; the old leaves later")
  func identityChangeAnimated() throws {
    let (host, log) = host(.opacity, animated: true)
    try host.tap("Change id")
    host.flush()
    // onAppear runs before the insertion animation; onDisappear when the removal ends
    // (Tokamak#426, Blueprint#48).
    #expect(log.events == ["appear 1"])
    host.advance(by: .seconds(1))
    #expect(log.events == ["appear 1", "disappear 0"])
  }

  // MARK: Removal

  @Test("A removal with no transition or .identity disappears in its update")
  func removalAtOnce() throws {
    for transition in [nil, AnyTransition.identity] {
      let (host, log) = host(transition, animated: false)
      try host.tap("Toggle")
      host.flush()
      // SwiftUI: a view removed by an unanimated update disappears in that update.
      #expect(log.events == ["disappear 0"])
    }
    let (host, log) = host(.identity, animated: true)
    try host.tap("Toggle")
    host.flush()
    // `.identity` takes no time even in an animated update.
    #expect(log.events == ["disappear 0"])
  }

  @Test("An animated removal with a transition disappears when the animation ends")
  func removalAnimated() throws {
    let (host, log) = host(.opacity, animated: true)
    try host.tap("Toggle")
    host.flush()
    // Tokamak#426: an `.opacity` transition's onDisappear runs "when the animation is complete".
    #expect(log.events.isEmpty)
    host.advance(by: .seconds(1))
    #expect(log.events == ["disappear 0"])
  }

  // MARK: Insertion

  @Test("An insertion appears in its update, with or without a transition or an animation")
  func insertion() throws {
    for (transition, animated) in [
      (nil, false), (AnyTransition.identity, false), (AnyTransition.opacity, true),
    ] {
      let (host, log) = host(transition, animated: animated)
      try host.tap("Plain toggle")
      host.flush()
      log.events.removeAll()
      try host.tap("Toggle")
      host.flush()
      // Blueprint#48: "onAppear (which runs before appearance animations)".
      #expect(log.events == ["appear 0"])
    }
  }
}

/// A view with lifecycle logging whose identity can change and which can be removed.
private struct Identified: View {
  @StateCell var id = 0
  @StateCell var isShown = true
  let transition: AnyTransition?
  let animation: Animation?
  let log: ViewsEventLog

  var body: some View {
    VStack {
      if isShown {
        if let transition {
          logged.transition(transition).id(id)
        } else {
          logged.id(id)
        }
      }
      Button("Change id") { withAnimation(animation) { id += 1 } }
      Button("Toggle") { withAnimation(animation) { isShown.toggle() } }
      Button("Plain toggle") { isShown.toggle() }
    }
  }

  private var logged: some View {
    let id = id
    return Text("view \(id)")
      .onAppear { log.append("appear \(id)") }
      .onDisappear { log.append("disappear \(id)") }
  }
}
