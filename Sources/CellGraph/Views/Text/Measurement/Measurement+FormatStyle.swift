// Foundation on Apple platforms formats measurements (`Measurement.FormatStyle`,
// `measurement.formatted()`); swift-corelibs-foundation does not, and its
// `MeasurementFormatter` is unavailable. This stand-in is declared only where Foundation lacks
// them, so Apple's are used there.
#if !canImport(Darwin)
  import Foundation

  extension Measurement where UnitType: Dimension {
    /// A stand-in for Foundation's `Measurement.FormatStyle`: a measurement as a number and its
    /// unit, the unit wide (`5 kilometers`), abbreviated (`5 km`) or narrow (`5km`).
    ///
    /// ```swift
    /// Text(distance, format: .measurement(width: .abbreviated))   // 5 km
    /// Text("\(temperature, format: .measurement(width: .wide))")  // 100 degrees Fahrenheit
    /// ```
    ///
    /// The number is written in the style's locale (a view's `\.locale`); English unit names
    /// are listed for the common units, other locales show the unit's symbol. The unit is
    /// always the one provided: `usage` converts nothing (Docs/Limitations.md).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
      /// How much of the unit's name is shown.
      public struct UnitWidth: Codable, Hashable, Sendable {
        enum Kind: Codable, Hashable, Sendable { case wide, abbreviated, narrow }
        let kind: Kind

        /// The unit's full name: `5 kilometers`, `1 foot`.
        public static var wide: UnitWidth { UnitWidth(kind: .wide) }
        /// The unit's abbreviation: `5 km`, `100°F`.
        public static var abbreviated: UnitWidth { UnitWidth(kind: .abbreviated) }
        /// The shortest form, without a space: `5km`, `100°`.
        public static var narrow: UnitWidth { UnitWidth(kind: .narrow) }
      }

      /// How much of the unit's name is shown.
      public var width: UnitWidth
      /// The locale the number (and the unit's name) is written in.
      public var locale: Locale
      /// What the measurement is for; every usage keeps the unit provided here.
      public var usage: MeasurementFormatUnitUsage<UnitType>?
      /// How the number is written; the locale's default number style when `nil`.
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
      }

      /// `measurement` as its number and its unit, in this style's width and locale.
      public func format(_ measurement: Measurement<UnitType>) -> String {
        let number = (numberFormatStyle ?? .number).locale(locale).format(measurement.value)
        let names =
          locale.language.languageCode == .english
          ? UnitNames.of(measurement.unit, dimension: UnitType.self) : nil
        let symbol = measurement.unit.symbol
        switch width.kind {
        case .wide:
          guard let names else { return number + " " + symbol }
          // English takes the singular for exactly one, the plural otherwise (`0 miles`,
          // `1.5 miles`).
          return number + " " + (measurement.value == 1 ? names.singular : names.plural)
        case .abbreviated:
          return number + (names?.abbreviated ?? " " + symbol)
        case .narrow:
          return number + (names?.narrow ?? symbol)
        }
      }

      /// This style writing in `locale`.
      public func locale(_ locale: Locale) -> Self {
        var style = self
        style.locale = locale
        return style
      }
    }

    /// The measurement abbreviated in the current locale: `5 km`.
    ///
    /// ```swift
    /// Measurement(value: 5, unit: UnitLength.kilometers).formatted()   // 5 km
    /// ```
    public func formatted() -> String {
      FormatStyle(width: .abbreviated, locale: .current).format(self)
    }

    /// The measurement written by `style`.
    ///
    /// ```swift
    /// distance.formatted(.measurement(width: .wide))   // 5 kilometers
    /// ```
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Self {
      style.format(self)
    }
  }

  /// A stand-in for Foundation's `MeasurementFormatUnitUsage`: what a measurement is for (a
  /// person's height, a road distance), which on Apple platforms picks the unit the locale
  /// prefers. Here every usage keeps the unit provided (Docs/Limitations.md).
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The usage for any measurement.
    public static var general: Self { Self(name: "general") }
    /// The unit provided, never converted.
    public static var asProvided: Self { Self(name: "asProvided") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's height.
    public static var person: Self { Self(name: "person") }
    /// A road distance.
    public static var road: Self { Self(name: "road") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A weather temperature.
    public static var weather: Self { Self(name: "weather") }
    /// A person's temperature.
    public static var person: Self { Self(name: "person") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// The energy of food.
    public static var food: Self { Self(name: "food") }
  }

  extension FormatStyle {
    /// A style writing a measurement with its unit `width` wide.
    ///
    /// ```swift
    /// Text(distance, format: .measurement(width: .abbreviated))   // 5 km
    /// ```
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(
        width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }
#endif
