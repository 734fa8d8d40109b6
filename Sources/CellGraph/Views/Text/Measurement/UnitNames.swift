#if !canImport(Darwin)
  import Foundation

  /// How English writes the common units in each width, for the stand-in
  /// `Measurement.FormatStyle`: the wide singular and plural names, and the abbreviated and
  /// narrow forms where they are not the unit's symbol after a space (abbreviated) or straight
  /// after the number (narrow).
  ///
  ///     UnitLength.feet   wide "5 feet" · "1 foot"   abbreviated "5 ft"   narrow "5′"
  ///
  /// Keyed by the dimension's type and the unit's symbol (`UnitDuration.minutes` and
  /// `UnitLength.meters` are both `m`). A unit not listed shows its symbol in every width.
  nonisolated struct UnitNames: Sendable {
    let singular: String
    let plural: String
    /// The abbreviated form, the number first: `" km"`, `"°F"`.
    var abbreviated: String?
    /// The narrow form, the number first: `"km"`, `"°"`, `"′"`.
    var narrow: String?

    init(_ singular: String, _ plural: String, abbreviated: String? = nil, narrow: String? = nil) {
      self.singular = singular
      self.plural = plural
      self.abbreviated = abbreviated
      self.narrow = narrow
    }

    /// The names of `unit`, a unit of `dimension`, if English names are listed for it.
    static func of(_ unit: Dimension, dimension: Any.Type) -> UnitNames? {
      english["\(dimension) \(unit.symbol)"]
    }

    private static let english: [String: UnitNames] = [
      "UnitLength km": UnitNames("kilometer", "kilometers"),
      "UnitLength m": UnitNames("meter", "meters"),
      "UnitLength cm": UnitNames("centimeter", "centimeters"),
      "UnitLength mm": UnitNames("millimeter", "millimeters"),
      "UnitLength mi": UnitNames("mile", "miles"),
      "UnitLength yd": UnitNames("yard", "yards"),
      "UnitLength ft": UnitNames("foot", "feet", narrow: "′"),
      "UnitLength in": UnitNames("inch", "inches", narrow: "″"),
      "UnitMass kg": UnitNames("kilogram", "kilograms"),
      "UnitMass g": UnitNames("gram", "grams"),
      "UnitMass lb": UnitNames("pound", "pounds"),
      "UnitMass oz": UnitNames("ounce", "ounces"),
      "UnitDuration h": UnitNames("hour", "hours", abbreviated: " hr", narrow: "h"),
      "UnitDuration m": UnitNames("minute", "minutes", abbreviated: " min", narrow: "m"),
      "UnitDuration s": UnitNames("second", "seconds", abbreviated: " sec", narrow: "s"),
      "UnitDuration ms": UnitNames("millisecond", "milliseconds"),
      "UnitTemperature °C": UnitNames(
        "degree Celsius", "degrees Celsius", abbreviated: "°C", narrow: "°"),
      "UnitTemperature °F": UnitNames(
        "degree Fahrenheit", "degrees Fahrenheit", abbreviated: "°F", narrow: "°"),
      "UnitTemperature K": UnitNames("kelvin", "kelvins"),
      "UnitSpeed km/h": UnitNames("kilometer per hour", "kilometers per hour"),
      "UnitSpeed mph": UnitNames("mile per hour", "miles per hour"),
      "UnitSpeed m/s": UnitNames("meter per second", "meters per second"),
      "UnitSpeed kn": UnitNames("knot", "knots"),
      "UnitVolume L": UnitNames("liter", "liters"),
      "UnitVolume mL": UnitNames("milliliter", "milliliters"),
      "UnitVolume gal": UnitNames("gallon", "gallons"),
      "UnitVolume cup": UnitNames("cup", "cups", abbreviated: " c", narrow: "c"),
      "UnitVolume fl oz": UnitNames("fluid ounce", "fluid ounces", narrow: "fl oz"),
      "UnitEnergy kJ": UnitNames("kilojoule", "kilojoules"),
      "UnitEnergy J": UnitNames("joule", "joules"),
      "UnitEnergy kCal": UnitNames("kilocalorie", "kilocalories", abbreviated: " kcal"),
      "UnitEnergy cal": UnitNames("calorie", "calories"),
      "UnitEnergy kWh": UnitNames("kilowatt-hour", "kilowatt-hours"),
      "UnitArea m²": UnitNames("square meter", "square meters"),
      "UnitArea km²": UnitNames("square kilometer", "square kilometers"),
      "UnitArea ac": UnitNames("acre", "acres"),
      "UnitArea ha": UnitNames("hectare", "hectares"),
      "UnitPower W": UnitNames("watt", "watts"),
      "UnitPower kW": UnitNames("kilowatt", "kilowatts"),
    ]
  }
#endif
