import Foundation

/// When a ``TimelineView`` updates: a sequence of dates, SwiftUI's `TimelineSchedule`.
///
/// A timeline view asks its schedule for the entries from the moment it appears, shows the
/// latest entry not after the host's date, and updates at each later entry as the host's clock
/// reaches it.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .timer)
/// }
/// ```
public protocol TimelineSchedule {
  /// The dates of the entries.
  associatedtype Entries: Sequence where Entries.Element == Date

  /// The entries from `startDate` on, in increasing order.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a timeline may update: SwiftUI's `TimelineScheduleMode`. A host is always
/// `.normal`.
public enum TimelineScheduleMode: Sendable, Hashable {
  /// Updates as the schedule says.
  case normal
  /// Updates seldom (a device in its low-frequency state).
  case lowFrequency
}

/// A schedule of entries `interval` seconds apart from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  /// The first entry.
  public let startDate: Date
  /// The time between entries, in seconds.
  public let interval: TimeInterval

  /// A schedule from `startDate` every `interval` seconds.
  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
    PeriodicEntries(anchor: self.startDate, interval: interval, from: startDate)
  }

  /// The entries of a periodic schedule: the anchor's multiples of the interval, from the last
  /// one not after the start (the anchor itself if it is later). An interval of zero or less
  /// (or not a number) has its first entry only.
  public struct PeriodicEntries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let interval: TimeInterval

    init(anchor: Date, interval: TimeInterval, from start: Date) {
      self.interval = interval
      guard interval > 0, interval.isFinite, start > anchor else {
        upcoming = anchor
        return
      }
      let steps = (start.timeIntervalSince(anchor) / interval).rounded(.down)
      upcoming = anchor.addingTimeInterval(steps * interval)
    }

    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = interval > 0 && interval.isFinite ? date.addingTimeInterval(interval) : nil
      return date
    }
  }
}

/// A schedule of the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.PeriodicEntries
  {
    // Minutes start at whole multiples of 60 s from the reference date (no leap seconds).
    PeriodicTimelineSchedule(from: Date(timeIntervalSinceReferenceDate: 0), by: 60)
      .entries(from: startDate, mode: mode)
  }
}

/// A schedule for animating content: an entry every `minimumInterval` seconds (1/60 s when not
/// given), or none after the first while `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  /// The shortest time between entries; `nil`: a display frame, 1/60 s here.
  public let minimumInterval: Double?
  /// Whether the timeline stops updating.
  public let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode)
    -> PeriodicTimelineSchedule.PeriodicEntries
  {
    PeriodicTimelineSchedule(from: startDate, by: paused ? 0 : (minimumInterval ?? 1.0 / 60))
      .entries(from: startDate, mode: mode)
  }
}

/// A schedule of the given dates.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  private let dates: Entries

  /// A schedule of `dates`, in increasing order.
  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries every `interval` seconds from `startDate`.
  ///
  /// ```swift
  /// TimelineView(.periodic(from: .now, by: 1)) { context in Text("\(context.date)") }
  /// ```
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> Self {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Entries at the start of every minute.
  ///
  /// ```swift
  /// TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
  /// ```
  public static var everyMinute: Self { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Entries as often as an animation draws frames (1/60 s on the host's clock).
  ///
  /// ```swift
  /// TimelineView(.animation) { context in Text("\(context.date.timeIntervalSince1970)") }
  /// ```
  public static var animation: Self { AnimationTimelineSchedule() }

  /// Entries at least `minimumInterval` seconds apart, none while `paused`.
  ///
  /// ```swift
  /// TimelineView(.animation(minimumInterval: 0.5, paused: isPaused)) { context in … }
  /// ```
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> Self {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// Entries at `dates`.
  ///
  /// ```swift
  /// TimelineView(.explicit([start, start.addingTimeInterval(5)])) { context in … }
  /// ```
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}
