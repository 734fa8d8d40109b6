import CellGraphTesting
import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A custom gauge style that writes the configuration's value as a number of hundredths.
private struct ReadoutStyle: GaugeStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Text("\(Int((configuration.value * 100).rounded())) of 100")
      configuration.maximumValueLabel
    }
  }
}

private struct Speedometer: View {
  @StateCell var speed = 40.0
  var body: some View {
    VStack {
      Gauge(value: speed, in: 0...100) {
        Text("Speed")
      } currentValueLabel: {
        Text("\(Int(speed)) km/h")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
      Button("Faster") { speed += 30 }
    }
  }
}

@MainActor
@Suite struct GaugeTests {
  // Apple, "Gauge": "A view that shows a value within a range", with "a label … a current value
  // label … minimum and maximum value labels"; "init(value:in:label:)": bounds default to 0...1.
  @Test("A gauge shows where its value lies in its bounds, between its labels")
  func textForm() throws {
    let host = ViewHost.testing(Speedometer())
    #expect(host.text == "Speed 0 [####------] 100 40 km/h\n[Faster]")
    try host.tap("Faster")
    #expect(host.text == "Speed 0 [#######---] 100 70 km/h\n[Faster]")
    #expect(ViewHost.testing(Gauge(value: 0.25) { Text("Fuel") }).text == "Fuel [##--------]")
  }

  // Apple, "GaugeStyleConfiguration/value": "The current value of the gauge. The valid range is
  // 0.0 to 1.0" — the position within the bounds, whatever the bounds are.
  @Test("A custom gauge style replaces the text form with its body, from the value in 0...1")
  func customStyle() throws {
    let host = ViewHost.testing(Speedometer().gaugeStyle(ReadoutStyle()))
    #expect(host.text == "Speed 40 of 100 100\n[Faster]")
    try host.tap("Faster")
    #expect(host.text == "Speed 70 of 100 100\n[Faster]")
  }

  // Apple, "gaugeStyle(_:)" with the built-in styles (`.accessoryCircular`, `.linearCapacity`):
  // the text form has one look, so a built-in style shows the gauge's own form.
  @Test("A built-in gauge style keeps the gauge's own form")
  func builtInStyle() {
    let host = ViewHost.testing(
      VStack {
        Gauge(value: 0.5) { Text("Ring") }.gaugeStyle(.accessoryCircularCapacity)
        Gauge(value: 0.5) { Text("Bar") }.gaugeStyle(.linearCapacity)
      })
    #expect(host.text == "Ring [#####-----]\nBar [#####-----]")
  }

  // Out of its bounds, a gauge pins its indicator to the nearer end (as a progress view clamps);
  // CellGraph reports the value, as it does for steppers and sliders.
  @Test("A value outside the bounds shows at the nearer end, with a diagnostic")
  func outOfRange() {
    let host = ViewHost(Gauge(value: 1.5) { Text("Over") })
    #expect(host.text == "Over [##########]")
    #expect(host.diagnostics.map(\.kind) == [.valueOutOfRange])
    #expect(host.diagnostics.first?.message.contains("shown at the nearer end") == true)
  }
}
