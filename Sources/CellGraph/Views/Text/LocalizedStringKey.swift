import CellGraphCore
import Foundation

/// The key of a localized string: what a string literal becomes where SwiftUI takes one
/// (`Text("Hello")`, `Button("Save") { … }`), with Markdown and formatted interpolations.
///
/// A literal's Markdown is read (`Text("**Bold** [docs](…)")` shows `Bold docs`); interpolated
/// values are shown as written, not read as Markdown. Interpolations take SwiftUI's forms:
///
/// ```swift
/// Text("Total: \(total, format: .currency(code: "USD"))")   // Total: $12.50
/// Text("Ratio: \(ratio, specifier: "%.2f")")                // Ratio: 0.33
/// Text("Due \(date, style: .relative)")                      // Due 2 hours, 3 minutes
/// Text("Hello, \(name)!")                                    // Hello, Ada!
/// ```
///
/// Formatted interpolations format when they are written, in the environment of the view being
/// evaluated (see `Text(_:format:)`). There are no string tables: a key shows as written (see
/// Docs/Limitations.md).
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  /// The literal's text with its interpolations filled in, unparsed.
  let text: String
  /// The same text with each interpolated value's Markdown characters escaped, when a literal
  /// part may hold Markdown; `nil` when none does and the text is shown as it is.
  let markdown: String?

  /// A key that shows `value`, its Markdown read.
  public init(_ value: String) {
    text = value
    markdown = InlineMarkdown.mayHaveMarkup(value) ? value : nil
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    text = stringInterpolation.text
    markdown = stringInterpolation.markdown
  }

  /// The string the key shows, its Markdown read, and the links it holds.
  func resolved() -> (text: String, links: [(title: String, url: URL)]) {
    guard let markdown else { return (text, []) }
    let parsed = InlineMarkdown(markdown)
    return (parsed.text, parsed.links)
  }

  /// The interpolations of a `LocalizedStringKey` literal. Those that format read the
  /// environment of the view being evaluated (see `TextContext`), so they are main-actor
  /// isolated, as bodies are.
  public struct StringInterpolation: StringInterpolationProtocol {
    /// The literal's text with its interpolations filled in, unparsed.
    var text = ""
    /// The same text with each interpolated value's Markdown characters escaped, from the first
    /// literal part that may hold Markdown on; `nil` while none does.
    var markdown: String?

    /// Reserves room as the standard library's `DefaultStringInterpolation` does, two bytes per
    /// interpolation: a result of up to 15 UTF-8 bytes (`"row 12: 40"`) then stays a small string,
    /// held inline without an allocation, because reserving 15 bytes or fewer allocates nothing.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity + 2 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      // The compiler passes an empty literal between adjacent interpolations and at the ends.
      guard !literal.isEmpty else { return }
      if markdown == nil && InlineMarkdown.mayHaveMarkup(literal) {
        // The text so far had no Markdown in its literal parts: escaping it all escapes only
        // what its interpolations brought.
        markdown = InlineMarkdown.escaped(text)
      }
      text += literal
      markdown? += literal
    }

    /// Appends `string` as written.
    public mutating func appendInterpolation(_ string: String) {
      text += string
      markdown? += InlineMarkdown.escaped(string)
    }

    /// Appends an integer in decimal, as `String(describing:)` writes it.
    ///
    /// Same text as the generic form; an integer is the most common interpolation in a body, and
    /// this form writes its digits straight into the text, without the runtime's dynamic casts of
    /// the generic form or an intermediate string (`DecimalDigits`). Digits and `-` are never
    /// Markdown, so the escaped copy takes them as they are. Checked by `FormattedTextTests`'
    /// interpolation tests, beside the generic form's, and by `DecimalDigitsTests`.
    public mutating func appendInterpolation(_ value: Int) {
      DecimalDigits.append(value, to: &text)
      markdown? += String(describing: value)
    }

    /// Appends `value` as `String(describing:)` writes it.
    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) {
      appendInterpolation(String(describing: value))
    }

    /// Appends `value` written by the `printf` format `specifier`, in the environment's locale:
    /// `\(ratio, specifier: "%.2f")`.
    public mutating func appendInterpolation<T: CVarArg>(
      _ value: T, specifier: String, isolation: (any Actor)? = #isolation
    ) {
      appendInterpolation(
        DateSettings.interpolating(value, specifier: specifier, isolation: isolation))
    }

    /// Appends `input` formatted by `format` in the environment's locale:
    /// `\(total, format: .currency(code: "USD"))`.
    public mutating func appendInterpolation<F: FormatStyle>(
      _ input: F.FormatInput, format: F, isolation: (any Actor)? = #isolation
    ) where F.FormatOutput == String {
      appendInterpolation(DateSettings.interpolating(input, format: format, isolation: isolation))
    }

    /// Appends `subject` as `formatter` writes it (nothing when it cannot).
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter
    ) {
      appendInterpolation(formatter.string(for: subject) ?? "")
    }

    /// Appends `date` in `style`: `\(deadline, style: .relative)`.
    public mutating func appendInterpolation(
      _ date: Date, style: Text.DateStyle, isolation: (any Actor)? = #isolation
    ) {
      appendInterpolation(style.string(for: date, isolation: isolation))
    }

    /// Appends the string a text shows.
    public mutating func appendInterpolation(_ text: Text) {
      appendInterpolation(text.content)
    }

    /// Appends an image inline, as its text form: `"\(Image(systemName: "star")) 4.5"` shows
    /// `(star) 4.5` (a decorative image adds nothing).
    public mutating func appendInterpolation(_ image: Image) {
      appendInterpolation(image.token ?? "")
    }

    /// Appends an attributed string's characters.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendInterpolation(String(attributedString.characters))
    }
  }
}

extension Text {
  /// Shows the string `key` stands for: a literal's text, its Markdown read
  /// (`Text("**Bold**")` shows `Bold`), its interpolations filled in. A link's words show, and
  /// the link opens through `\.openURL` (``ViewHost/openLink(_:)``).
  ///
  /// ```swift
  /// Text("Read the [guide](https://example.com/guide)")   // Read the guide
  /// ```
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    guard key.markdown != nil else {
      self.init(verbatim: key.text)
      return
    }
    let resolved = key.resolved()
    self.init(verbatim: TextLinks.noting(resolved.links, in: resolved.text))
  }
}
