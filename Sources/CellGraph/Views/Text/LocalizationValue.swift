// Foundation on Apple platforms has `String.LocalizationValue`; swift-corelibs-foundation has
// none. This stand-in is declared only where Foundation lacks it, so Apple's is used there.
#if !canImport(Darwin)
  import Foundation

  extension String {
    /// A stand-in for Foundation's `String.LocalizationValue`, which this Foundation lacks: the
    /// text of a ``LocalizedStringResource``, a literal whose interpolations are kept as values
    /// and written when the resource is shown.
    ///
    /// ```swift
    /// let value: String.LocalizationValue = "Total: \(total, format: .currency(code: "USD"))"
    /// let resource = LocalizedStringResource("checkout.total", defaultValue: value)
    /// ```
    ///
    /// There are no string tables: a value shows as written (Docs/Limitations.md).
    public struct LocalizationValue: Sendable, Equatable, ExpressibleByStringInterpolation {
      /// The key the value stands for: its literal parts, each interpolation a placeholder
      /// (`Total: %@`), as Foundation names the key of an interpolated literal.
      let key: String
      let parts: [Part]

      /// A value that shows `value`.
      public init(_ value: String) {
        key = value
        parts = [.literal(value)]
      }

      public init(stringLiteral value: String) {
        self.init(value)
      }

      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        parts = stringInterpolation.parts
      }

      /// The text with every interpolation written in `settings`: their locale, and for dates
      /// their time zone, calendar and date now.
      func resolved(in settings: DateSettings) -> String {
        parts.map { part in
          switch part {
          case .literal(let text): text
          case .argument(let argument): argument.write(settings)
          }
        }.joined()
      }

      /// Whether an interpolation writes a date (read with a time zone and a calendar) or counts
      /// from the date now (a relative date).
      var takesCalendar: Bool { arguments.contains(where: \.takesCalendar) }
      var takesNow: Bool { arguments.contains(where: \.takesNow) }

      private var arguments: [Argument] {
        parts.compactMap { if case .argument(let argument) = $0 { argument } else { nil } }
      }

      /// A literal part, or an interpolated value waiting for the settings it is written in.
      enum Part: Sendable, Equatable {
        case literal(String)
        case argument(Argument)
      }

      /// An interpolated value and how it is written. Two arguments are equal when they hold
      /// the same value written the same way (`identity`); the closure is not compared.
      struct Argument: Sendable, Equatable {
        let identity: String
        let takesCalendar: Bool
        let takesNow: Bool
        let write: @Sendable (DateSettings) -> String

        static func == (lhs: Argument, rhs: Argument) -> Bool { lhs.identity == rhs.identity }
      }

      /// The interpolations of a localization value: strings, numbers, formatted values and
      /// other resources, as Foundation's take them.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
          key.reserveCapacity(literalCapacity + 3 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
          guard !literal.isEmpty else { return }
          key += literal
          parts.append(.literal(literal))
        }

        /// Appends `string` as written.
        public mutating func appendInterpolation(_ string: String) {
          key += "%@"
          parts.append(.literal(string))
        }

        /// Appends an integer in decimal.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
          key += "%lld"
          parts.append(.literal(String(value)))
        }

        /// Appends a number as `String(describing:)` writes it (Docs/Limitations.md).
        public mutating func appendInterpolation(_ value: Double) {
          key += "%lf"
          parts.append(.literal(String(describing: value)))
        }

        /// Appends a number as `String(describing:)` writes it (Docs/Limitations.md).
        public mutating func appendInterpolation(_ value: Float) {
          key += "%f"
          parts.append(.literal(String(describing: value)))
        }

        /// Appends `input` formatted by `format` where the value is shown: in a view's
        /// `\.locale` (dates also its time zone and calendar, relative dates from the host's
        /// date now), or in the resource's locale for `String(localized:)`.
        public mutating func appendInterpolation<F: FormatStyle>(
          _ input: F.FormatInput, format: F
        ) where F: Sendable, F.FormatInput: Equatable & Sendable, F.FormatOutput == String {
          key += "%@"
          parts.append(
            .argument(
              Argument(
                identity: "\(input) \(format)", takesCalendar: DateSettings.takesCalendar(format),
                takesNow: DateSettings.takesNow(format),
                write: { settings in settings.format(input, format) })))
        }

        /// Appends another resource's text, written in the same settings.
        public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
          key += "%@"
          let value = resource.defaultValue
          parts.append(
            .argument(
              Argument(
                identity: resource.key, takesCalendar: value.takesCalendar,
                takesNow: value.takesNow, write: { value.resolved(in: $0) })))
        }
      }
    }
  }
#endif
