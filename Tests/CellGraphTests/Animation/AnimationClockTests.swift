import Testing

@testable import CellGraph
@testable import CellGraphCore

/// The virtual clock: animations end, and their completions run, only when a test advances it.
@MainActor
@Suite struct AnimationClockTests {
  @Test("A completion runs when the clock passes the animation's duration, not before")
  func completionRunsOnTheClock() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log))
    try host.tap("Animated")
    host.flush()
    #expect(log.events.isEmpty)
    #expect(host.remainingAnimationTime == .seconds(1))
    host.advance(by: .milliseconds(999))
    #expect(log.events.isEmpty, "the animation lasts one second")
    host.advance(by: .milliseconds(1))
    #expect(log.events == ["done b"])
    #expect(host.clock == .seconds(1))
    #expect(host.remainingAnimationTime == nil)
  }

  @Test("Completions of two animations run in the order their animations end")
  func completionsRunInOrderOfEnd() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log))
    try host.tap("Twice")
    host.flush()
    host.advance(by: .seconds(5))
    #expect(log.events == ["done a", "done b"])
  }

  @Test("A nil animation's completion runs right after the block, before the update")
  func nilAnimationCompletesImmediately() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log))
    try host.tap("Unanimated")
    #expect(log.events == ["done b", "after block"])
    #expect(host.hasPendingUpdates, "the write is still to be applied")
  }

  @Test("An animated block that changes nothing completes right after the block")
  func blockWithoutWritesCompletesImmediately() throws {
    let log = ViewsEventLog()
    let host = ViewHost(ThreeValues(log: log))
    try host.tap("Nothing")
    #expect(log.events == ["done nothing", "after block"])
  }

  @Test("A completion that starts another animation times it from the first one's end")
  func chainedAnimationStartsAtCompletion() throws {
    let log = ViewsEventLog()
    let reader = HostClockReader()
    let host = ViewHost(ChainedAnimation(log: log, clock: reader))
    reader.host = host
    try host.tap("Start")
    host.advance(by: .seconds(3))
    #expect(log.events == ["first done at 1 s", "second done at 2 s"])
  }

  @Test("Completions still run once when an earlier update removed every view the block changed")
  func completionOfUpdateWithNothingLeft() throws {
    let log = ViewsEventLog()
    let host = ViewHost(HiddenThenAnimated(log: log))
    try host.tap("Hide and animate")
    host.flush()
    #expect(log.events == ["done"])
    host.advance(by: .seconds(2))
    #expect(log.events == ["done"])
  }

  @Test("Writes made by an update's commit phase wait behind the action's other updates")
  func commitPhaseWritesComeAfterSealedUpdates() throws {
    let host = ViewHost(CommitPhaseWriter(), recordingEvaluations: true)
    host.resetEvaluations()
    try host.tap("Go")
    host.flush()
    #expect(
      host.updateRecords.map { record in
        record.evaluations.map { "\($0.path): \($0.animation?.description ?? "none")" }
      } == [
        ["CommitPhaseWriter/VStack/AWatcher: none"],
        ["CommitPhaseWriter/VStack/ValueReader#1: default"],
        ["CommitPhaseWriter/VStack/ValueReader#2: none"],
      ], "a, then b (animated), then c, written by a's onChange")
  }

  @Test("Animation durations: presets, delay, speed and repeat count")
  func durations() {
    #expect(Animation.default.duration == .milliseconds(550))
    #expect(Animation.easeInOut.duration == .milliseconds(350))
    #expect(Animation.linear(duration: 2).duration == .seconds(2))
    #expect(Animation.spring.duration == .milliseconds(500))
    #expect(Animation.spring(response: 0.3).duration == .milliseconds(300))
    #expect(Animation.smooth.duration == .milliseconds(500))
    #expect(Animation.snappy(duration: 0.2).duration == .milliseconds(200))
    #expect(Animation.bouncy.duration == .milliseconds(500))
    #expect(Animation.interactiveSpring.duration == .milliseconds(150))
    #expect(Animation.linear(duration: 1).delay(0.5).duration == .milliseconds(1500))
    #expect(Animation.linear(duration: 2).speed(2).duration == .seconds(1))
    #expect(Animation.linear(duration: 1).delay(1).speed(2).duration == .seconds(1))
    #expect(Animation.easeIn(duration: 1).repeatCount(3).duration == .seconds(3))
    #expect(Animation.linear.repeatForever().duration == nil)
  }
}

private struct ChainedAnimation: View {
  @StateCell var step = 0
  let log: ViewsEventLog
  let clock: HostClockReader

  var body: some View {
    VStack {
      ValueReader(name: "step", value: $step)
      Button("Start") {
        withAnimation(.linear(duration: 1)) {
          step = 1
        } completion: {
          log.append("first done at \(clock.seconds) s")
          withAnimation(.linear(duration: 1)) {
            step = 2
          } completion: {
            log.append("second done at \(clock.seconds) s")
          }
        }
      }
    }
  }
}

/// Reads the clock of a host created after the view that holds it.
@MainActor
private final class HostClockReader {
  weak var host: ViewHost?
  var seconds: Int64 { host?.clock.components.seconds ?? -1 }
}

/// Hides a reader, then animates the value only it reads, in one action.
struct HiddenThenAnimated: View {
  @StateCell var isShown = true
  @StateCell var value = 0
  let log: ViewsEventLog

  var body: some View {
    VStack {
      if isShown { ValueReader(name: "value", value: $value) }
      Button("Hide and animate") {
        isShown = false
        withAnimation(.linear(duration: 1)) {
          value += 1
        } completion: {
          log.append("done")
        }
      }
    }
  }
}

/// `a`'s change writes `c` in its commit phase, while `b`'s animated update still waits.
struct CommitPhaseWriter: View {
  @StateCell var a = 0
  @StateCell var b = 0
  @StateCell var c = 0

  var body: some View {
    VStack {
      AWatcher(a: $a, c: $c)
      ValueReader(name: "b", value: $b)
      ValueReader(name: "c", value: $c)
      Button("Go") {
        a += 1
        withAnimation { b += 1 }
      }
    }
  }
}

/// Shows `a`; when it changes, adds one to `c`.
struct AWatcher: View {
  @BindingCell var a: Int
  @BindingCell var c: Int

  var body: some View {
    Text("a: \(a)").onChange(of: a) { c += 1 }
  }
}
