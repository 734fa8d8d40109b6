import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Removal with a transition: a view removed by an animated update stays, marked as leaving,
/// until its animation ends on the clock; then it leaves for good.
@MainActor
@Suite struct TransitionTests {
  @Test("An unanimated removal removes the view at once: task cancelled, then onDisappear")
  func unanimatedRemovalIsImmediate() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(TransitionScreen(transition: .slide, animation: nil, log: log))
    await log.waitFor("start detail")
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["cancel detail", "disappear detail"])
    #expect(host.text == "Top\nBottom\n[Toggle]\n[Plain toggle]")
  }

  @Test("An animated removal keeps the view, marked as leaving, until the animation ends")
  func animatedRemovalLeavesLater() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .slide, animation: .linear(duration: 1), log: log))
    await log.waitFor("start detail")
    try host.tap("Tap detail")
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events.isEmpty, "no cancellation and no onDisappear while the view leaves")
    #expect(
      host.text == """
        Top
        Detail 1 (leaving)
        [Tap detail] (leaving)
        Bottom
        [Toggle]
        [Plain toggle]
        """)
    host.advance(by: .milliseconds(500))
    #expect(log.events.isEmpty)
    host.advance(by: .milliseconds(500))
    #expect(log.events == ["cancel detail", "disappear detail"])
    #expect(host.text == "Top\nBottom\n[Toggle]\n[Plain toggle]")
    await host.settle()
    #expect(log.events.last == "end detail cancelled")
  }

  @Test("A leaving view cannot be interacted with")
  func leavingViewIsNotInteractive() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .opacity, animation: .default, log: log))
    try host.tap("Toggle")
    host.flush()
    #expect(throws: InteractionError.self) { try host.tap("Tap detail") }
    #expect(!host.controls.contains("button \"Tap detail\""))
    host.advance(by: .seconds(1))
  }

  @Test("A view re-inserted while leaving comes back with its state, without appearing again")
  func reinsertedLeavingViewComesBack() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .slide, animation: .linear(duration: 1), log: log))
    await log.waitFor("start detail")
    try host.tap("Tap detail")
    try host.tap("Tap detail")
    log.events.removeAll()
    try host.tap("Toggle")
    host.advance(by: .milliseconds(400))
    try host.tap("Toggle")
    host.flush()
    #expect(host.text == "Top\nDetail 2\n[Tap detail]\nBottom\n[Toggle]\n[Plain toggle]")
    host.advance(by: .seconds(2))
    #expect(log.events.isEmpty, "the view never left: no disappear, no cancel, no appear")
    try host.tap("Tap detail")
    #expect(host.text.contains("Detail 3"))
  }

  @Test("The identity transition removes the view at once, even under an animation")
  func identityTransitionIsImmediate() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .identity, animation: .linear(duration: 1), log: log))
    await log.waitFor("start detail")
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["cancel detail", "disappear detail"])
    #expect(!host.text.contains("Detail"))
  }

  @Test("A view without a transition fades: it leaves later, like .opacity")
  func defaultTransitionIsOpacity() throws {
    let log = ViewsEventLog()
    let host = ViewHost(AnimatedBranches(log: log))
    log.events.removeAll()
    try host.tap("Flip")
    host.flush()
    #expect(log.events == ["appear second"], "the new branch appears at once")
    // No child that stood after the old branch stays: it is placed last.
    #expect(host.text == "Second\nFirst (leaving)\n[Flip]")
    host.advance(by: .milliseconds(500))
    #expect(log.events == ["appear second", "disappear first"])
    #expect(host.text == "Second\n[Flip]")
  }

  @Test("An animated insertion appears at once: onAppear in the update that inserts it")
  func animatedInsertionAppearsAtOnce() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .scale, animation: .linear(duration: 1), log: log))
    try host.tap("Plain toggle")
    host.flush()
    await host.settle()
    log.events.removeAll()
    try host.tap("Toggle")
    host.flush()
    #expect(log.events == ["appear detail"])
    #expect(host.text.contains("Detail 0\n[Tap detail]\nBottom"))
    await log.waitFor("start detail")
    host.advance(by: .seconds(1))
    #expect(!log.events.contains("disappear detail"))
  }

  @Test("The text of a leaving view is replaced by a fresh one when it finally goes")
  func leavingMarkFollowsUpdates() async throws {
    let log = ViewsEventLog()
    let host = ViewHost(
      TransitionScreen(transition: .move(edge: .leading), animation: .easeIn, log: log))
    try host.tap("Toggle")
    #expect(host.text.contains("Detail 0 (leaving)"))
    host.advance(by: .milliseconds(350))
    #expect(!host.text.contains("leaving"))
    #expect(host.text == "Top\nBottom\n[Toggle]\n[Plain toggle]")
  }

  @Test("Transitions describe themselves")
  func transitionDescriptions() {
    #expect(AnyTransition.opacity.description == "opacity")
    #expect(AnyTransition.move(edge: .bottom).description == "move(edge: .bottom)")
    #expect(AnyTransition.push(from: .trailing).description == "push(from: .trailing)")
    #expect(
      AnyTransition.slide.combined(with: .opacity).description == "slide+opacity")
    #expect(
      AnyTransition.asymmetric(insertion: .scale, removal: .identity).description
        == "asymmetric(insertion: scale, removal: identity)")
    #expect(AnyTransition.identity.description == "identity")
  }
}
