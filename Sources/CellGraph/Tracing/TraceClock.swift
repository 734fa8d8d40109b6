import CellGraphCore

/// The time of trace events: a monotonic clock, counted from the first reading of the process,
/// in whole nanoseconds, strictly increasing.
///
/// Strictly increasing because viewers bind an arrow's end to the span that encloses it at its
/// timestamp, and sort events by timestamp: an arrow taken at the very nanosecond its body began
/// could be bound to the body's parent instead. Each reading is at least 1 ns after the previous
/// one, so every event of the process has a time of its own, in the order the events happened.
@MainActor
enum TraceClock {
  private static let origin = ContinuousClock.now
  private static var last: Duration = .zero

  /// The time now, since the origin; later than every earlier reading.
  static func now() -> Duration {
    let reading = Duration.nanoseconds(nanoseconds(origin.duration(to: .now)))
    last = max(reading, last + .nanoseconds(1))
    return last
  }

  /// `duration` in whole nanoseconds.
  nonisolated static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
