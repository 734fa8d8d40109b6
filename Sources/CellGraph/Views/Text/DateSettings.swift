import Foundation

/// What a date text is written with: a locale, a time zone, a calendar, and the date now, taken
/// from a `TextContext` (so read as dependencies of the view being evaluated) or the defaults.
nonisolated struct DateSettings: Sendable {
  let locale: Locale
  let timeZone: TimeZone
  let calendar: Calendar
  let now: Date

  /// The process's locale, time zone, calendar and clock: what a text made outside every
  /// evaluation is written with.
  static var defaults: DateSettings {
    DateSettings(locale: .current, timeZone: .current, calendar: .current, now: Date())
  }

  /// `input` written by `style` with these settings (a date style takes all of them, any
  /// other its locale).
  func format<F: FormatStyle>(_ input: F.FormatInput, _ style: F) -> F.FormatOutput {
    if var date = style as? Date.FormatStyle {
      date.locale = locale
      date.timeZone = timeZone
      date.calendar = calendar
      return (date as? F ?? style).format(input)
    }
    return style.locale(locale).format(input)
  }
}

extension TextContext {
  /// The context's locale, time zone and calendar, and when `readingNow` the host's date now
  /// (otherwise the process's), each read as a dependency of the view being evaluated.
  func dateSettings(readingNow: Bool) -> DateSettings {
    DateSettings(
      locale: locale, timeZone: timeZone, calendar: calendar, now: readingNow ? now : Date())
  }
}
