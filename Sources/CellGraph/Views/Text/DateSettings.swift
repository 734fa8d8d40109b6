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
    if let relative = style as? Date.RelativeFormatStyle, let date = input as? Date,
      let text = relativeText(date, relative) as? F.FormatOutput
    {
      return text
    }
    if var date = style as? Date.FormatStyle {
      date.locale = locale
      date.timeZone = timeZone
      date.calendar = calendar
      return (date as? F ?? style).format(input)
    }
    if var interval = style as? Date.IntervalFormatStyle {
      interval.locale = locale
      interval.timeZone = timeZone
      interval.calendar = calendar
      return (interval as? F ?? style).format(input)
    }
    return style.locale(locale).format(input)
  }

  /// `date` as `style` writes it, counted from `now` rather than from the process's clock:
  /// Foundation's anchored style writes its anchor (`date`) relative to its input (`now`), with
  /// the style's presentation, units, allowed fields and capitalization, in these settings'
  /// locale and calendar.
  private func relativeText(_ date: Date, _ style: Date.RelativeFormatStyle) -> String {
    let anchored = Date.AnchoredRelativeFormatStyle(
      anchor: date, allowedFields: style.allowedFields, presentation: style.presentation,
      unitsStyle: style.unitsStyle, locale: locale, calendar: calendar,
      capitalizationContext: style.capitalizationContext)
    return anchored.format(now)
  }

  /// The settings a text made now, by code running in `isolation` (the caller's `#isolation`), is
  /// written with: on the main actor, those of the view being evaluated (``TextContext/current``,
  /// each read as a dependency of that view; the host's date when `readingNow`); anywhere else,
  /// where no view is evaluated, the process's ``defaults``.
  ///
  /// This is what lets the formatting initializers be `nonisolated`, as SwiftUI's are: code
  /// isolated to no actor may build a `Text(price, format: .currency(code: "EUR"))`. Its
  /// `#isolation` is `nil`, even when a body calls it, so it formats with the defaults; a body or
  /// a `@MainActor` helper formats in the view's environment (Docs/Limitations.md, "Formatted
  /// text"). The caller's isolation, not the thread, decides: main-actor code does not always
  /// run on the main thread (Swift Testing runs it on another one on Linux). Synchronous code
  /// runs on its caller's executor, so when `isolation` is the main actor, `assumeIsolated` holds.
  ///
  /// With `readingCalendar` false (a format that writes no date: a number, a list, a byte
  /// count), the time zone and calendar are not read, so the view does not depend on them: a
  /// change of `\.timeZone` or `\.calendar` re-runs only the views that wrote dates.
  static func current(
    readingNow: Bool, readingCalendar: Bool = true, isolation: (any Actor)?
  ) -> DateSettings {
    guard let isolation, isolation === MainActor.shared else { return .defaults }
    return MainActor.assumeIsolated {
      TextContext.current.dateSettings(readingNow: readingNow, readingCalendar: readingCalendar)
    }
  }

  /// `input` written by `format` in the settings of the caller's isolation: the text of
  /// `Text(total, format: .currency(code: "USD"))` and of an interpolation
  /// `\(total, format: …)`, in a `Text`'s or any string's. A relative date counts from the
  /// host's date now (`takesNow`).
  static func interpolating<F: FormatStyle>(
    _ input: F.FormatInput, format: F, isolation: (any Actor)?
  ) -> String where F.FormatOutput == String {
    let settings = current(
      readingNow: takesNow(format), readingCalendar: takesCalendar(format), isolation: isolation)
    return settings.format(input, format)
  }

  /// `value` written by the `printf` format `specifier` in the locale of the caller's isolation:
  /// the text of an interpolation `\(ratio, specifier: "%.2f")`.
  static func interpolating<T: CVarArg>(
    _ value: T, specifier: String, isolation: (any Actor)?
  ) -> String {
    let locale = current(readingNow: false, readingCalendar: false, isolation: isolation).locale
    return String(format: specifier, locale: locale, arguments: [value])
  }

  /// Whether `style` is written with a time zone and a calendar (see `format(_:_:)`).
  static func takesCalendar<F: FormatStyle>(_ style: F) -> Bool {
    style is Date.FormatStyle || style is Date.IntervalFormatStyle
      || style is Date.RelativeFormatStyle
  }

  /// Whether `style` counts from the date now (a relative date), which is then the host's
  /// (``ViewHost/now``), read as a dependency: moving the clock re-runs the view, as it does
  /// for `Text(_:style: .relative)`.
  static func takesNow<F: FormatStyle>(_ style: F) -> Bool {
    style is Date.RelativeFormatStyle
  }
}

extension TextContext {
  /// The context's locale, time zone and calendar, and when `readingNow` the host's date now
  /// (otherwise the process's), each read as a dependency of the view being evaluated.
  ///
  /// Without `readingCalendar`, the time zone and calendar are the process's, unread.
  func dateSettings(readingNow: Bool, readingCalendar: Bool = true) -> DateSettings {
    DateSettings(
      locale: locale, timeZone: readingCalendar ? timeZone : .current,
      calendar: readingCalendar ? calendar : .current, now: readingNow ? now : Date())
  }
}
