import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

private struct DateLog: View {
  let interval: TimeInterval
  @StateCell private var dates: [Date] = []

  var body: some View {
    Text("\(dates.count) ticks")
      .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) {
        dates.append($0)
      }
      .onChange(of: dates) { _, new in DateLog.received = new }
  }

  @MainActor static var received: [Date] = []
}

/// A timeline whose content is a view with a body, so that its evaluations count entries.
private struct Frames: View {
  let schedule: AnimationTimelineSchedule
  let start: Date

  var body: some View {
    TimelineView(schedule) { context in
      Frame(seconds: context.date.timeIntervalSince(start))
    }
  }
}

private struct Frame: View {
  let seconds: Double

  var body: some View {
    VStack { Text("\(seconds)") }
  }
}

private struct Schedule<S: TimelineSchedule>: View {
  let schedule: S
  let start: Date

  var body: some View {
    TimelineView(schedule) { context in
      Text("\(context.date.timeIntervalSince(start)) \(context.cadence)")
    }
  }
}

/// Timers, timelines and sleeps on the host's virtual clock.
@MainActor
@Suite(.serialized) struct HostClockTests {
  // Combine's `Timer.publish(every:on:in:)` "repeatedly emits the current date on the given
  // interval" (Apple, Timer.publish(every:tolerance:on:in:options:)); each run loop fire is its
  // own event, so each tick is an update of its own.
  @Test("Each tick of a timer is its own update and sends the host's date at the tick")
  func ticksAreUpdates() throws {
    DateLog.received = []
    let host = ViewHost.testing(DateLog(interval: 1))
    let start = host.now
    let before = host.evaluations(of: DateLog.self)
    host.advance(by: .milliseconds(3_500))
    #expect(host.text == "3 ticks")
    #expect(host.evaluations(of: DateLog.self) == before + 3, "one body per tick")
    #expect(
      DateLog.received.map { $0.timeIntervalSince(start).rounded() } == [1, 2, 3],
      "each tick sends the date at its own moment of the clock")
    #expect(host.now.timeIntervalSince(start) == 3.5)
  }

  // Foundation, Timer.init(timeInterval:…): "If seconds is less than or equal to 0.0, this
  // method chooses the nonnegative value of 0.0001 seconds instead."
  @Test("A timer of interval zero fires every 0.1 ms, with a diagnostic")
  func zeroInterval() {
    let host = ViewHost.testing(DateLog(interval: 0), allowingDiagnostics: true)
    host.advance(by: .milliseconds(1))
    #expect(host.text == "10 ticks")
    #expect(host.diagnostics.map(\.kind) == [.invalidTimerInterval])
  }

  @Test("An advance stops firing at the step limit, skips the rest and says so")
  func stepLimit() {
    let host = ViewHost.testing(DateLog(interval: 1), allowingDiagnostics: true)
    host.maximumClockSteps = 5
    host.advance(by: .seconds(10))
    #expect(host.text == "5 ticks")
    #expect(host.clock == .seconds(10))
    #expect(host.diagnostics.map(\.kind) == [.clockStepLimit])
    host.advance(by: .seconds(1))
    #expect(host.text == "6 ticks", "the timer goes on after the skipped ticks")
  }

  @Test("An infinite advance leaves the clock where it was, with a diagnostic")
  func infiniteAdvance() {
    let host = ViewHost.testing(DateLog(interval: 1), allowingDiagnostics: true)
    host.advance(by: .infinity)
    #expect(host.clock == .zero)
    #expect(host.text == "0 ticks")
    #expect(host.diagnostics.map(\.kind) == [.unboundedClockAdvance])
  }

  // TimelineView: "A view that updates according to a schedule that you provide"; the
  // context's `date` is "The date from the schedule that triggered the current view update"
  // (Apple, TimelineView.Context.date).
  @Test(
    "An explicit timeline updates at its dates only, with each date in its context")
  func explicitTimeline() {
    let start = Date.now
    let host = ViewHost.testing(
      Schedule(
        schedule: .explicit([start.addingTimeInterval(1), start.addingTimeInterval(5)]),
        start: start))
    host.advance(by: .seconds(1))
    #expect(host.text == "1.0 live")
    let evaluations = host.evaluations(of: Text.self)
    host.advance(by: .seconds(3))
    #expect(host.text == "1.0 live")
    #expect(host.evaluations(of: Text.self) == evaluations, "no entry, no update")
    host.advance(by: .seconds(1))
    #expect(host.text == "5.0 live")
  }

  // EveryMinuteTimelineSchedule: "A schedule for updating a timeline view at the start of
  // every minute."
  @Test(
    "An every-minute timeline shows the start of the minute, then the next one")
  func everyMinute() throws {
    let reference = Date(timeIntervalSinceReferenceDate: 0)
    let host = ViewHost.testing(Schedule(schedule: .everyMinute, start: reference))
    let shown = try #require(Double(host.text.split(separator: " ")[0]))
    #expect(shown.truncatingRemainder(dividingBy: 60) == 0, "a minute starts at \(shown)")
    #expect(host.now.timeIntervalSince(reference) - shown < 60)
    host.advance(by: .seconds(60))
    #expect(host.text == "\(shown + 60) live")
  }

  @Test(
    "An animation timeline updates every frame of the clock; paused, never")
  func animationTimeline() {
    let start = Date.now
    let host = ViewHost.testing(Frames(schedule: .animation(minimumInterval: 0.5), start: start))
    let first = host.evaluations(of: Frame.self)
    host.advance(by: .seconds(2))
    #expect(host.evaluations(of: Frame.self) == first + 4, "an entry every 0.5 s")
    let paused = ViewHost.testing(
      Schedule(schedule: .animation(minimumInterval: 0.5, paused: true), start: start))
    let shown = paused.text
    paused.advance(by: .seconds(2))
    #expect(paused.text == shown)
  }

  @Test("settle() does not wait for a task asleep on the host's clock")
  func settleSkipsSleepers() async {
    let host = ViewHost.testing(Countdown())
    await host.settle()
    #expect(host.text == "3")
    host.advance(by: .seconds(1))
    await host.settle()
    #expect(host.text == "2")
  }
}
