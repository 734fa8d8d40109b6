import CellGraphCore
import Foundation

/// The timers of one host that run on its virtual clock: `Timer.publish` publishers connected
/// while a view subscribes to them (`.onReceive`).
///
/// `.onReceive` subscribes inside `Scope.current`, so a timer publisher that connects then (by
/// `autoconnect()`) asks this feature for its ticks instead of starting a real-time task. Each
/// tick is an alarm on the clock: it sends the host's date at its deadline and schedules the
/// next one interval later, so `advance(by: .seconds(3))` of a one-second timer sends three
/// dates, each in an update of its own.
@MainActor
final class HostTimers: GraphFeature {
  /// The host whose view is subscribing now, while `.onReceive` subscribes.
  enum Scope {
    @TaskLocal static var current: HostTimers?
  }

  private unowned(unsafe) let graph: Graph

  init(graph: Graph) {
    self.graph = graph
  }

  /// Starts a repeating timer of `interval` seconds on the host's clock, sending the host's date
  /// at each tick; cancel the result to stop it (`nil`: an infinite interval never fires).
  func start(interval: TimeInterval, send: @escaping @MainActor (Date) -> Void) -> RepeatingAlarm? {
    guard let seconds = Self.effectiveInterval(interval, graph: graph) else { return nil }
    let step = Duration.nanoseconds(Int64((seconds * 1e9).rounded()))
    let dates = graph.feature(HostDate.self)
    let timer = RepeatingAlarm(
      label: "Timer.publish(every: \(interval))", step: step, graph: graph
    ) { deadline in
      send(dates.date(atClock: deadline))
    }
    timer.start(at: graph.clock + step)
    return timer
  }

  /// Foundation's interval for `interval`: a timer of zero or negative seconds fires every
  /// 0.1 ms ("If seconds is less than or equal to 0.0, this method chooses the nonnegative value
  /// of 0.0001 seconds instead", `Timer.init(timeInterval:…)`), reported as misuse; `nil` for an
  /// infinite interval, which never fires.
  static func effectiveInterval(_ interval: TimeInterval, graph: Graph) -> TimeInterval? {
    if interval > 0 { return interval.isFinite ? min(interval, 1e9) : nil }
    graph.report(
      Diagnostic(
        kind: .invalidTimerInterval,
        message: """
          A timer was given an interval of \(interval) seconds; as Foundation's timers do, it \
          fires every 0.0001 seconds instead. Give it a positive interval.
          """))
    return 0.0001
  }
}

/// An alarm that fires every `step` on a host's clock until cancelled.
@MainActor
final class RepeatingAlarm {
  private let label: String
  private let step: Duration
  private unowned(unsafe) let graph: Graph
  private let tick: @MainActor (Duration) -> Void
  private var alarm: ClockAlarm?

  init(label: String, step: Duration, graph: Graph, tick: @escaping @MainActor (Duration) -> Void) {
    self.label = label
    self.step = step
    self.graph = graph
    self.tick = tick
  }

  /// Schedules the first tick at `deadline`.
  func start(at deadline: Duration) {
    let alarm = ClockAlarm(
      label: label,
      fire: { [weak self] deadline in
        guard let self else { return }
        self.start(at: deadline + self.step)
        self.tick(deadline)
      },
      skip: { [weak self] now in
        // The ticks due by `now` were skipped, as a run loop skips the fires it missed.
        guard let self else { return }
        self.start(at: now + self.step)
      })
    self.alarm = alarm
    graph.schedule(alarm, at: deadline)
  }

  func cancel() {
    alarm?.cancel()
    alarm = nil
  }
}

extension Diagnostic.Kind {
  /// A timer (`Timer.publish(every:)`) or a periodic timeline was given an interval of zero or
  /// less.
  public static let invalidTimerInterval = Self("invalidTimerInterval")
}
