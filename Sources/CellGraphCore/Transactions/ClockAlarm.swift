/// Something a feature wants done at a moment of the host's virtual clock: a timer's tick, a
/// timeline's next date, a task's sleep ending. `Graph.schedule(_:at:)` keeps it until the clock
/// reaches its deadline (`ViewHost.advance(by:)`), then calls `fire` once, in its own update:
/// the graph flushes after it, so each alarm's writes are one update, as each tick of a run loop
/// timer is in SwiftUI.
///
/// An alarm that should fire again schedules itself again from `fire`. Cancelling is a flag, so
/// that the list is never searched: a cancelled alarm is dropped when its deadline comes.
@MainActor
package final class ClockAlarm {
  /// What to do at the deadline; it may schedule the alarm again.
  package let fire: @MainActor (_ deadline: Duration) -> Void
  /// Whether the alarm was cancelled: it will not fire.
  package private(set) var isCancelled = false
  /// What the alarm is, for the step-limit diagnostic (`Timer.publish(every: 1.0)`).
  package let label: String

  /// What to do when an advance reached its step limit before the deadline and skipped the
  /// alarm, with the time the clock moved to: a repeating alarm schedules itself after it.
  package let skip: @MainActor (_ now: Duration) -> Void

  package init(
    label: String, fire: @escaping @MainActor (_ deadline: Duration) -> Void,
    skip: @escaping @MainActor (_ now: Duration) -> Void = { _ in }
  ) {
    self.label = label
    self.fire = fire
    self.skip = skip
  }

  /// Stops the alarm: it does not fire, now or after being scheduled again.
  package func cancel() { isCancelled = true }
}

extension Diagnostic.Kind {
  /// `ViewHost.advance(by:)` would have fired more clock alarms (timer ticks, timeline updates)
  /// than `ViewHost.maximumClockSteps` in one advance: the rest were skipped and the clock moved
  /// to the end of the advance all the same.
  public static let clockStepLimit = Self("clockStepLimit")
  /// `ViewHost.advance(by:)` was given an infinite or undefined time: the clock was left as it was.
  public static let unboundedClockAdvance = Self("unboundedClockAdvance")
}
