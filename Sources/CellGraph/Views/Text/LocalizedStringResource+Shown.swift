import Foundation

extension LocalizedStringResource {
  /// The string this resource shows, made by code running in `isolation` (the caller's
  /// `#isolation`): in a body, in the environment of the view being evaluated (its `\.locale`,
  /// read as a dependency, so a change of locale re-runs the view); elsewhere with the process's
  /// defaults. What `Text(resource)` and the controls' resource titles show.
  nonisolated func shownText(isolation: (any Actor)?) -> String {
    #if canImport(Darwin)
      var resource = self
      resource.locale =
        DateSettings.current(readingNow: false, readingCalendar: false, isolation: isolation).locale
      return String(localized: resource)
    #else
      let value = defaultValue
      let settings = DateSettings.current(
        readingNow: value.takesNow, readingCalendar: value.takesCalendar, isolation: isolation)
      return value.resolved(in: settings)
    #endif
  }
}

extension Text {
  /// Shows the string `resource` stands for, its interpolations formatted in the environment's
  /// locale (see ``LocalizedStringResource``).
  ///
  /// ```swift
  /// Text(LocalizedStringResource("settings.title", defaultValue: "Settings"))   // Settings
  /// ```
  ///
  /// Disfavored: a string literal stays a ``LocalizedStringKey``, as in SwiftUI.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource, isolation: (any Actor)? = #isolation) {
    self.init(verbatim: resource.shownText(isolation: isolation))
  }
}
