import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph

private struct Trip: View {
  let distance: Measurement<UnitLength>
  var body: some View {
    VStack {
      Text(distance, format: .measurement(width: .abbreviated))
      Text("Drove \(distance, format: .measurement(width: .wide))")
      Text(distance, format: .measurement(width: .narrow, usage: .asProvided))
    }
  }
}

private struct Title: View {
  var body: some View { Text(verbatim: "Trip") }
}

private struct Log: View {
  var body: some View {
    VStack {
      Title()
      Trip(distance: Measurement(value: 1234.5, unit: .kilometers))
    }
  }
}

@MainActor
@Suite struct MeasurementFormatTests {
  // Apple: Measurement.FormatStyle.width, 100 °F in en_US: '.wide) // 100 degrees Fahrenheit';
  // UnitWidth.abbreviated 'For example, 37.20 Cal'; UnitWidth.narrow 'may condense the spacing
  // between the value and the unit; for example, 37.20Cal'.
  @Test("A measurement shows its unit wide, abbreviated or narrow")
  func widths() {
    let heat = Measurement(value: 100, unit: UnitTemperature.fahrenheit)
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    let host = ViewHost.testing(
      MadeInBody {
        VStack {
          Text(heat, format: .measurement(width: .wide))
          Text(heat, format: .measurement(width: .abbreviated))
          Text(heat, format: .measurement(width: .narrow))
          Text(distance, format: .measurement(width: .wide))
          Text(distance, format: .measurement(width: .abbreviated))
          Text(distance, format: .measurement(width: .narrow))
        }
      }, environment: textEnvironment("en_US"))
    #expect(
      host.text == """
        100 degrees Fahrenheit
        100°F
        100°
        5 kilometers
        5 km
        5km
        """)
  }

  // Apple: UnitWidth.wide 'A unit width that shows the full unit name', 'For example, 37.20
  // Calories': English names take the singular for one, the plural otherwise.
  @Test("Wide names are singular for one and plural otherwise, across the common units")
  func commonUnits() {
    func wide<U: Dimension>(_ value: Double, _ unit: U) -> String {
      Measurement(value: value, unit: unit).formatted(
        Measurement<U>.FormatStyle(width: .wide, locale: Locale(identifier: "en_US")))
    }
    func short<U: Dimension>(_ value: Double, _ unit: U) -> String {
      Measurement(value: value, unit: unit).formatted(
        Measurement<U>.FormatStyle(width: .abbreviated, locale: Locale(identifier: "en_US")))
    }
    #expect(wide(1, UnitLength.feet) == "1 foot")
    #expect(wide(6, UnitLength.feet) == "6 feet")
    #expect(wide(1.5, UnitLength.miles) == "1.5 miles")
    #expect(wide(1, UnitMass.kilograms) == "1 kilogram")
    #expect(short(2, UnitMass.pounds) == "2 lb")
    #expect(wide(1, UnitDuration.hours) == "1 hour")
    #expect(short(90, UnitDuration.minutes) == "90 min")
    #expect(short(30, UnitDuration.seconds) == "30 sec")
    #expect(wide(21, UnitTemperature.celsius) == "21 degrees Celsius")
    #expect(short(21, UnitTemperature.celsius) == "21°C")
    #expect(wide(60, UnitSpeed.milesPerHour) == "60 miles per hour")
    #expect(short(50, UnitSpeed.kilometersPerHour) == "50 km/h")
    #expect(wide(2, UnitVolume.liters) == "2 liters")
    #expect(short(250, UnitVolume.milliliters) == "250 mL")
    #expect(wide(1, UnitEnergy.kilocalories) == "1 kilocalorie")
    #expect(short(200, UnitEnergy.kilocalories) == "200 kcal")
  }

  // Apple: Measurement.formatted() uses the abbreviated width; formatted(_:) takes a style.
  @Test("formatted() abbreviates, formatted(_:) takes a style, and asProvided keeps the unit")
  func formattedMethods() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    let english = Locale(identifier: "en_US")
    let wide = distance.formatted(.measurement(width: .wide, usage: .asProvided).locale(english))
    #expect(wide == "5 kilometers")
    let road = distance.formatted(.measurement(width: .abbreviated, usage: .road).locale(english))
    #expect(road == "5 km", "no usage converts the unit here (Limitations.md)")
    #expect(distance.formatted().hasSuffix(" km"))
  }

  // SwiftUI: a change of \.locale re-renders the texts formatted with it, and nothing else.
  @Test("A locale change re-runs exactly the views that wrote a measurement")
  func localeChange() {
    let host = ViewHost.testing(Log(), environment: textEnvironment("en_US"))
    #expect(host.text == "Trip\n1,234.5 km\nDrove 1,234.5 kilometers\n1,234.5km")
    host.resetEvaluations()
    host.locale = Locale(identifier: "de_DE")
    host.flush()
    #expect(host.evaluations(of: Trip.self) == 1)
    #expect(host.evaluations(of: Title.self) == 0, "a plain text does not read the locale")
    // Fallback: no German unit names here; the unit's symbol stands for them (Limitations.md).
    #expect(host.text == "Trip\n1.234,5 km\nDrove 1.234,5 km\n1.234,5km")
  }
}
