/// Virtual time: the host's clock, which only tests (or a runner) move.
///
/// Animations start when the update that carries them runs, at the clock's current time, and end
/// when `advance(by:)` moves the clock past their duration. Timers (`Timer.publish` under
/// `.onReceive`), `TimelineView` schedules and sleeps on the environment's `clock` are alarms on
/// the same clock. Nothing happens between advances: no frame is drawn and no timer fires on its
/// own, so a test decides exactly when an animation is over and how many ticks a timer sent. The
/// live runner moves the clock with the wall clock (`advanceWithWallClock()`).
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

  /// Moves the virtual clock forward by `seconds`, as `advance(by:)` with a `Duration` does. An
  /// infinite or undefined time is not advanced (a diagnostic says so): the clock never runs an
  /// unbounded number of steps.
  ///
  /// ```swift
  /// withAnimation(.linear(duration: 1)) { progress = 1 }
  /// host.advance(by: 0.25)   // a quarter of the way
  /// ```
  public func advance(by seconds: Double) {
    guard seconds.isFinite else {
      return graph.report(
        Diagnostic(
          kind: .unboundedClockAdvance,
          message: """
            advance(by:) was given \(seconds) seconds; the virtual clock only moves by a finite \
            time, and was left at \(clock). Advance by the time the test needs (an animation \
            that repeats forever never ends).
            """))
    }
    advance(by: .nanoseconds(Int64((seconds * 1e9).rounded())))
  }

  /// The most clock alarms (timer ticks, timeline updates, sleeps ending) one advance runs;
  /// past it, the ticks still due are skipped with a `clockStepLimit` diagnostic and the clock
  /// moves to the end of the advance. 100,000 unless set.
  ///
  /// ```swift
  /// host.maximumClockSteps = 1_000
  /// ```
  public var maximumClockSteps: Int {
    get { graph.animations.maximumAlarmSteps }
    set { graph.animations.maximumAlarmSteps = max(newValue, 1) }
  }

  /// Moves the virtual clock forward by `duration` one deadline at a time, settling
  /// (``settle()``) at each: a task sleeping on the environment's `clock` resumes and runs until
  /// it sleeps again or ends, so its next sleep is timed from the deadline it woke at, and a
  /// loop that sleeps a second per turn turns three times in three seconds.
  ///
  /// ```swift
  /// // .task { while !Task.isCancelled { try? await clock.sleep(for: .seconds(1)); count += 1 } }
  /// await host.settle(advancingBy: .seconds(3))
  /// ```
  public func settle(advancingBy duration: Duration) async {
    guard duration >= .zero else { return advance(by: duration) }
    await settle()
    let target = clock + duration
    var steps = 0
    while let next = graph.nextClockDeadline, next <= target, steps < maximumClockSteps {
      steps += 1
      advance(by: max(next - clock, .zero))
      await settle()
    }
    advance(by: target - clock)
    await settle()
  }

  /// Moves the virtual clock by the wall-clock time since the last call (nothing on the first):
  /// the live runner calls it a few times a second, so timers, timelines and animations run on
  /// real time while you watch. Tests advance the clock themselves instead.
  ///
  /// ```swift
  /// host.advanceWithWallClock()   // the first call starts following the wall clock
  /// ```
  public func advanceWithWallClock() {
    let wall = graph.feature(WallClock.self)
    let now = ContinuousClock.now
    defer { wall.last = now }
    guard let last = wall.last else { return }
    advance(by: now - last)
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
