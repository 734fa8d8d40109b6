import CellGraphCore
import Foundation

/// Texts made from values: a format style, a formatter, a date range.
///
/// Each formats where it is made, in the environment of the view being evaluated: its
/// `\.locale` (and for dates `\.timeZone` and `\.calendar`), read as dependencies of that view,
/// so a change of them re-runs exactly the views that formatted with them (see `TextContext`).
///
/// ```swift
/// Text(1234.5, format: .number)                        // 1,234.5   (de_DE: 1.234,5)
/// Text(0.25, format: .percent)                         // 25%
/// Text(12.5, format: .currency(code: "EUR"))           // €12.50    (de_DE: 12,50 €)
/// Text(["a", "b"], format: .list(type: .and))          // a and b
/// Text(Int64(1_500_000), format: .byteCount(style: .file))   // 1.5 MB
/// ```
extension Text {
  /// Shows `input` formatted by `format`, in the environment's locale (dates also in its time
  /// zone and calendar).
  ///
  /// ```swift
  /// Text(price, format: .currency(code: "USD"))
  /// Text(date, format: .dateTime.year().month().day())
  /// ```
  ///
  /// `isolation` is the caller's, given by default: on the main actor the text formats in the
  /// environment of the view being evaluated, elsewhere with the process's defaults.
  public init<F: FormatStyle>(
    _ input: F.FormatInput, format: F, isolation: (any Actor)? = #isolation
  ) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(
      verbatim: DateSettings.interpolating(input, format: format, isolation: isolation))
  }

  /// Shows `subject` as `formatter` writes it; an empty text when the formatter cannot format
  /// it. The formatter's own locale and settings apply, as in SwiftUI.
  ///
  /// ```swift
  /// let formatter = NumberFormatter()
  /// formatter.numberStyle = .spellOut
  /// Text(NSNumber(value: 3), formatter: formatter)   // three
  /// ```
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// Shows `subject`, an object, as `formatter` writes it; an empty text when it cannot.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// Shows the dates of `range` as a localized interval: `1/1/70, 12:00 – 1:00 AM`.
  public init(_ range: ClosedRange<Date>, isolation: (any Actor)? = #isolation) {
    let interval = range.lowerBound..<range.upperBound
    self.init(verbatim: Self.interval(interval, isolation: isolation))
  }

  /// Shows the dates of `interval` as a localized interval.
  public init(_ interval: DateInterval, isolation: (any Actor)? = #isolation) {
    let range = interval.start..<interval.end
    self.init(verbatim: Self.interval(range, isolation: isolation))
  }

  /// Shows an attributed string's characters; its attributes (fonts, links) are not part of the
  /// text form, and its links open through `\.openURL` (``ViewHost/openLink(_:)``).
  ///
  /// ```swift
  /// var greeting = AttributedString("Hello")
  /// greeting.link = URL(string: "https://example.com")
  /// Text(greeting)                                   // Hello
  /// ```
  ///
  /// Disfavored: an `AttributedString` is expressible by a string literal, and a literal is a
  /// ``LocalizedStringKey``, as in SwiftUI.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    var links: [(title: String, url: URL)] = []
    for run in attributedContent.runs {
      if let url = run.link { links.append((String(attributedContent[run.range].characters), url)) }
    }
    let characters = String(attributedContent.characters)
    self.init(verbatim: TextLinks.noting(links, in: characters))
  }
}

extension Text {
  /// `range` as a localized interval, in the context of the evaluation in progress.
  static func interval(_ range: Range<Date>, isolation: (any Actor)?) -> String {
    let settings = DateSettings.current(readingNow: false, isolation: isolation)
    return settings.format(range, Date.IntervalFormatStyle())
  }
}

extension TextContext {
  /// `input` formatted by `format` in this context: its locale, time zone and calendar.
  func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> F.FormatOutput {
    localized(format).format(input)
  }
}
