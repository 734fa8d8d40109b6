import CellGraph

/// A screen with one control of each common kind, two buttons side by side on the first line.
///
/// ```
/// [Left] [Right]
/// Count: 0
/// [ ] Wi-Fi
/// Name: []
/// Steps: 0 [-|+]
/// Flavor: [Vanilla ▾]
/// [Locked] (disabled)
/// ```
struct ControlsScreen: View {
  @StateCell var count = 0
  @StateCell var isOn = false
  @StateCell var name = ""
  @StateCell var flavor = "Vanilla"

  var body: some View {
    VStack {
      HStack {
        Button("Left") { count -= 1 }
        Button("Right") { count += 1 }
      }
      CountLabel(count: count)
      Toggle("Wi-Fi", isOn: $isOn)
      TextField("Name", text: $name)
      Stepper("Steps: \(count)", value: $count)
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("Vanilla")
        Text("Mint").tag("Mint")
        Text("Lemon").tag("Lemon")
      }
      Button("Locked") {}.disabled(true)
    }
  }
}

/// Shows the count: a body of its own, so records name it when the count changes.
struct CountLabel: View {
  let count: Int

  var body: some View {
    Text("Count: \(count)")
  }
}

/// Two buttons with the same text, to check they are told apart in text order.
struct TwinButtons: View {
  @StateCell var presses = 0

  var body: some View {
    VStack {
      Text("Presses: \(presses)")
      Button("Again") { presses += 1 }
      Text("----")
      Button("Again") { presses += 10 }
    }
  }
}

/// A screen taller than any test terminal: forty lines, a button at the bottom.
struct TallScreen: View {
  @StateCell var taps = 0

  var body: some View {
    VStack {
      ForEach(0..<40, id: \.self) { Text("Line \($0)") }
      Button("Bottom \(taps)") { taps += 1 }
    }
  }
}

/// A slider and a scroll view: arrows step the one and scroll the other.
struct SliderAndScroll: View {
  @StateCell var volume = 0.5

  var body: some View {
    VStack {
      Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
      Text("Volume: \(volume)")
      ScrollView {
        VStack { ForEach(1...50, id: \.self) { Text("Row \($0)") } }
      }
    }
  }
}
