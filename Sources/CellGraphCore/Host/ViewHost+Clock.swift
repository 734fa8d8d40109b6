/// Virtual time: the host's clock, which only tests (or a runner) move.
///
/// Animations start when the update that carries them runs, at the clock's current time, and end
/// when `advance(by:)` moves the clock past their duration. Nothing happens between: no frame is
/// drawn and no timer fires on its own, so a test decides exactly when an animation is over.
extension ViewHost {
  /// The time on the host's virtual clock since the host was created.
  ///
  /// ```swift
  /// host.advance(by: .milliseconds(350))
  /// #expect(host.clock == .milliseconds(350))
  /// ```
  public var clock: Duration { graph.animations.now }

  /// Moves the virtual clock forward by `duration`, running what falls due on the way, in order
  /// of time: views whose removal transition ended leave the tree (their tasks cancelled, their
  /// `onDisappear` actions run), and the completions of animations that ended run. The host
  /// flushes at every such moment, so an animation started by a completion is timed from it.
  ///
  /// ```swift
  /// try host.tap("Dismiss")                 // withAnimation(.easeOut(duration: 0.3)) { … }
  /// host.advance(by: .milliseconds(300))    // the banner's transition ends; it is removed
  /// ```
  public func advance(by duration: Duration) {
    guard duration >= .zero else {
      return graph.report(
        Diagnostic(
          kind: .negativeClockAdvance,
          message: """
            advance(by:) was given \(duration), but the virtual clock cannot go back; it was \
            left at \(clock).
            """))
    }
    graph.perform(as: .action("clock")) {
      graph.advanceClock(by: duration)
    }
  }

  /// How long until the last running animation on the host ends, or `nil` when none is running
  /// (an animation repeating forever is not counted).
  ///
  /// ```swift
  /// if let remaining = host.remainingAnimationTime { host.advance(by: remaining) }
  /// ```
  public var remainingAnimationTime: Duration? {
    flush()
    guard let last = graph.pendingAnimationDeadlines.last else { return nil }
    return last - clock
  }
}
