import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct VolumeScreen: View {
  @StateCell var volume = 0.5
  @StateCell var locked = false
  var body: some View {
    VStack {
      VolumeSlider(volume: $volume).disabled(locked)
      Quiet()
      Button("Lock") { locked = true }
    }
  }
}

/// Shows the slider without reading the value itself.
private struct VolumeSlider: View {
  @BindingCell var volume: Double
  var body: some View {
    Slider(value: $volume, in: 0...1, step: 0.1) { Text("Volume") }.testID("volume")
  }
}

private struct Quiet: View {
  var body: some View { Text("quiet") }
}

@MainActor
@Suite struct SliderTests: ViewsRendering {
  @Test("A slider shows its label, a ten-cell bar and its value")
  func textForm() {
    #expect(render(VolumeScreen()) == "Volume: [=====-----] 0.5\nquiet\n[Lock]")
  }

  @Test("Minimum and maximum value labels stand either side of the bar; no label, no colon")
  func valueLabels() {
    struct Labelled: View {
      @StateCell var level: Float = 20
      var body: some View {
        VStack {
          Slider(value: $level, in: 0...100) {
            Text("Level")
          } minimumValueLabel: {
            Text("Low")
          } maximumValueLabel: {
            Text("High")
          }
          Slider(value: $level, in: 0...100)
        }
      }
    }
    #expect(render(Labelled()) == "Level: Low [==--------] High 20\n[==--------] 20")
  }

  @Test("Sliding sets the value clamped and stepped, re-running only the slider")
  func slide() throws {
    let host = ViewHost(VolumeScreen(), recordingEvaluations: true)
    _ = host.text
    host.resetEvaluations()
    try host.slide("Volume", to: 0.27)
    host.flush()
    #expect(host.text.hasPrefix("Volume: [===-------] 0.3\n"))
    #expect(host.evaluations(of: VolumeScreen.self) == 0)
    #expect(host.evaluations(of: VolumeSlider.self) == 0, "only the slider read the value")
    #expect(host.evaluations(of: Quiet.self) == 0)
    try host.slide("Volume", to: 7)
    #expect(host.text.hasPrefix("Volume: [==========] 1\n"))
    try host.find(testID: "volume").slide(to: -2)
    #expect(host.text.hasPrefix("Volume: [----------] 0\n"))
  }

  @Test("Stepped values are the decimals a reader expects")
  func steppedDecimals() throws {
    struct Screen: View {
      @StateCell var value = 0.0
      var body: some View {
        VStack {
          Slider(value: $value, in: 0...1, step: 0.1) { Text("V") }
          Text(value == 0.3 ? "exactly 0.3" : "\(value)")
        }
      }
    }
    let host = ViewHost(Screen())
    try host.slideUp("V")
    try host.slideUp("V")
    try host.slideUp("V")
    #expect(host.text == "V: [===-------] 0.3\nexactly 0.3")
  }

  @Test("Stepping moves by the step, or a tenth of the range, and is refused at the ends")
  func stepping() throws {
    struct Screen: View {
      @StateCell var value = 90.0
      var body: some View { Slider(value: $value, in: 0...100) { Text("V") } }
    }
    let host = ViewHost(Screen())
    try host.slideUp("V")
    #expect(host.text == "V: [==========] 100")
    #expect {
      try host.slideUp("V")
    } throws: { error in
      guard case .rejected(let message) = (error as? InteractionError)?.reason else { return false }
      return message.contains("at its maximum")
    }
    try host.slideDown("V")
    #expect(host.text == "V: [=========-] 90")
  }

  @Test("A value that is not a number is refused and nothing is written")
  func notANumber() throws {
    let host = ViewHost(VolumeScreen())
    #expect(throws: InteractionError.self) { try host.slide("Volume", to: .nan) }
    #expect(host.text.hasPrefix("Volume: [=====-----] 0.5"))
  }

  @Test("A value outside the range is diagnosed; the bar shows it clamped")
  func outOfRange() throws {
    struct Screen: View {
      @StateCell var value = 1.5
      var body: some View { Slider(value: $value) { Text("V") } }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "V: [==========] 1.5")
    let diagnostic = try #require(host.diagnostics.first)
    #expect(diagnostic.kind == .valueOutOfRange)
    #expect(diagnostic.message.contains("the value 1.5 is outside 0...1"), "\(diagnostic.message)")
    try host.slideDown("V")
    #expect(host.text == "V: [=========-] 0.9", "clamped to 1, then one tenth down")
  }

  @Test("A disabled slider refuses to move")
  func disabled() throws {
    let host = ViewHost(VolumeScreen())
    try host.tap("Lock")
    #expect(host.text.hasPrefix("Volume: [=====-----] 0.5 (disabled)"))
    #expect {
      try host.slide("Volume", to: 1)
    } throws: { ($0 as? InteractionError)?.reason == .disabled }
  }
}
