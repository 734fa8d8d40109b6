import CellGraphCore
import Foundation

/// Where a formatted text resolves: the environment of the view whose `body` is making it.
///
/// A `Text` is one string (the engine's label fast paths read it where it lies, see
/// `LabelPrimitive`), so a formatted text is resolved when it is made: `Text(price, format:
/// .currency(code: "EUR"))` reads `\.locale` (and dates `\.timeZone` and `\.calendar`) of the
/// view being evaluated, as a dependency of that view. A change of those values re-runs exactly
/// the views that made formatted texts with them, and no view that shows only plain text:
///
///     host.locale = de_DE ─▶ Price (made Text(12.5, format: .currency)) re-runs ─▶ "12,50 €"
///                            Title (made Text("Menu"))                   does not
///
/// Made outside any evaluation (a root view built before the host, or a text made on another
/// thread), the environment's defaults apply: the process's current locale, time zone and
/// calendar (see Docs/Limitations.md). The initializers that format are `nonisolated`, as
/// SwiftUI's: they reach this context through `DateSettings.current(readingNow:)`, which reads it
/// only on the main thread, where evaluations run.
@MainActor
struct TextContext {
  /// The environment of the view being evaluated, or every default outside an evaluation.
  let environment: EnvironmentValues
  /// The node being evaluated, if any.
  let node: Node?

  /// The context of the evaluation in progress.
  static var current: TextContext {
    let node = Tracking.currentNode
    return TextContext(environment: node?.environment ?? EnvironmentValues(), node: node)
  }

  /// `\.locale` here, read as a dependency of the view being evaluated.
  var locale: Locale { environment.locale }
  /// `\.timeZone` here, read as a dependency of the view being evaluated.
  var timeZone: TimeZone { environment.timeZone }
  /// `\.calendar` here, read as a dependency of the view being evaluated.
  var calendar: Calendar { environment.calendar }

  /// The host's date now (``ViewHost/now``), read as a dependency of the view being evaluated;
  /// outside a host, the process's clock.
  var now: Date {
    guard let node else { return Date() }
    return node.graph.feature(HostDate.self).now
  }

  /// `style` with this context's locale, time zone and calendar, for the format styles that
  /// take them (numbers take a locale; dates take all three).
  func localized<F: FormatStyle>(_ style: F) -> F {
    if var date = style as? Date.FormatStyle {
      date.locale = locale
      date.timeZone = timeZone
      date.calendar = calendar
      return date as? F ?? style
    }
    if var interval = style as? Date.IntervalFormatStyle {
      interval.locale = locale
      interval.timeZone = timeZone
      interval.calendar = calendar
      return interval as? F ?? style
    }
    return style.locale(locale)
  }
}
