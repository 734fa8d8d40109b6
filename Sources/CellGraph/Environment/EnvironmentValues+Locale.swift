import CellGraphCore
import Foundation

/// The key behind `EnvironmentValues.locale`.
struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}

/// The key behind `EnvironmentValues.timeZone`.
struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}

/// The key behind `EnvironmentValues.calendar`.
struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}

extension EnvironmentValues {
  /// The locale views format values for: the host's (``ViewHost/locale``, the process's current
  /// locale unless set) or the nearest `.environment(\.locale, …)`.
  ///
  /// ```swift
  /// struct Price: View {
  ///   @EnvironmentCell(\.locale) var locale
  ///   var body: some View { Text(12.5.formatted(.currency(code: "EUR").locale(locale))) }
  /// }
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone views show dates in: the host's (``ViewHost/timeZone``, the process's current
  /// time zone unless set) or the nearest `.environment(\.timeZone, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.timeZone) var timeZone
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar views compute dates with: the host's (``ViewHost/calendar``, the process's
  /// current calendar unless set) or the nearest `.environment(\.calendar, …)`.
  ///
  /// ```swift
  /// @EnvironmentCell(\.calendar) var calendar
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}
