import CellGraphCore
import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date: as a date, a time, or relative to now.
  ///
  /// The relative styles count from the host's date now (``ViewHost/now``), which a test sets
  /// and the virtual clock moves, so what they show is the same on every run.
  ///
  /// ```swift
  /// Text(event.start, style: .date)       // June 3, 2019
  /// Text(event.start, style: .time)       // 11:23 PM
  /// Text(event.start, style: .relative)   // 2 hours, 23 minutes
  /// Text(event.start, style: .offset)     // +2 hours, 23 minutes
  /// Text(event.start, style: .timer)      // 2:23:00
  /// ```
  public struct DateStyle: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind

    /// The date: `June 3, 2019`.
    public static let date = DateStyle(kind: .date)
    /// The time of day only: `11:23 PM`.
    public static let time = DateStyle(kind: .time)
    /// How far the date is from now, in its two largest units: `2 hours, 23 minutes`.
    public static let relative = DateStyle(kind: .relative)
    /// How far the date is from now, signed: `+2 hours`, `-3 minutes`.
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now: `2:32`, `36:59:01`.
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style, in the context of the evaluation in progress: its locale, time
    /// zone and calendar, and for the relative styles the host's date now.
    nonisolated func string(for date: Date, isolation: (any Actor)?) -> String {
      let isRelative = kind != .date && kind != .time
      return string(
        for: date, in: DateSettings.current(readingNow: isRelative, isolation: isolation))
    }

    /// `date` in this style, with `settings`.
    nonisolated func string(for date: Date, in settings: DateSettings) -> String {
      switch kind {
      case .date:
        return settings.format(date, Date.FormatStyle(date: .long, time: .omitted))
      case .time:
        return settings.format(date, Date.FormatStyle(date: .omitted, time: .shortened))
      case .relative:
        return Self.units(abs(date.timeIntervalSince(settings.now)), settings)
      case .offset:
        let offset = date.timeIntervalSince(settings.now)
        return (offset < 0 ? "-" : "+") + Self.units(abs(offset), settings)
      case .timer:
        return Self.timer(abs(date.timeIntervalSince(settings.now)), showsHours: true, settings)
      }
    }

    /// `seconds` in its two largest units, whole seconds: `2 hours, 23 minutes`.
    nonisolated static func units(_ seconds: TimeInterval, _ settings: DateSettings) -> String {
      let style = Duration.UnitsFormatStyle(
        allowedUnits: [.weeks, .days, .hours, .minutes, .seconds], width: .wide,
        maximumUnitCount: 2)
      return settings.format(Duration.seconds(Int64(seconds.rounded(.down))), style)
    }

    /// `seconds` as a timer shows it: `2:32` under an hour, `36:59:01` from an hour on; with
    /// `showsHours` false, minutes count past 59 (`75:00`).
    nonisolated static func timer(
      _ seconds: TimeInterval, showsHours: Bool, _ settings: DateSettings
    ) -> String {
      let whole = Int64(seconds.rounded(.down))
      let pattern: Duration.TimeFormatStyle.Pattern =
        whole >= 3600 && showsHours ? .hourMinuteSecond : .minuteSecond
      return settings.format(Duration.seconds(whole), Duration.TimeFormatStyle(pattern: pattern))
    }
  }

  /// Shows `date` in `style`; the relative styles count from the host's date now
  /// (``ViewHost/now``), read as a dependency, so moving it re-runs the view.
  ///
  /// ```swift
  /// Text(deadline, style: .relative)   // 2 hours, 23 minutes
  /// ```
  public init(_ date: Date, style: DateStyle, isolation: (any Actor)? = #isolation) {
    self.init(verbatim: style.string(for: date, isolation: isolation))
  }

  /// A timer over `timerInterval`: the time left until its end (`countsDown`, the default) or
  /// the time since its start, counted from the host's date now (``ViewHost/now``), or from
  /// `pauseTime` when given, and kept within the interval.
  ///
  /// ```swift
  /// Text(timerInterval: start...start.addingTimeInterval(300))   // 5:00, then 4:59, …
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true, isolation: (any Actor)? = #isolation
  ) {
    let length = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
    let shown = { (now: Date) -> TimeInterval in
      let elapsed = min(max(now.timeIntervalSince(timerInterval.lowerBound), 0), length)
      return countsDown ? length - elapsed : elapsed
    }
    let show = { (settings: DateSettings) in
      DateStyle.timer(shown(pauseTime ?? settings.now), showsHours: showsHours, settings)
    }
    let settings = DateSettings.current(readingNow: pauseTime == nil, isolation: isolation)
    self.init(verbatim: show(settings))
  }
}
