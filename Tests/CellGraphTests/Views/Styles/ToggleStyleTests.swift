import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// Draws the toggle as a button that flips it, after SwiftUI's documented custom toggle style.
private struct TapToFlipStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      configuration.label
    }
    Text(configuration.isMixed ? "mixed" : configuration.isOn ? "on" : "off")
  }
}

/// Shows the toggle of the next style out with a mark before it.
private struct MarkedStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text("> ")
      Toggle(configuration)
    }
  }
}

/// A copy of the toggle, bound through `$isOn`.
private struct CopyStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Toggle("Copy", isOn: configuration.$isOn)
  }
}

private struct Settings: View {
  @StateCell var wifi = false
  @StateCell var bluetooth = true
  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle("Bluetooth", isOn: $bluetooth).toggleStyle(.switch)
      Text("wifi \(wifi)")
    }
    .toggleStyle(TapToFlipStyle())
  }
}

private struct Alarm: Identifiable {
  var id: Int
  var isOn: Bool
}

@MainActor
@Suite struct ToggleStyleTests {
  @Test("A ToggleStyle's body replaces the toggle's text form; a built-in style further in wins")
  func bodyReplacesTextForm() {
    // ToggleStyle.makeBody(configuration:): "Creates a view that represents the body of a
    // toggle" (developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:));
    // View.toggleStyle(_:) "Sets the style for toggles in a view hierarchy".
    #expect(ViewHost.testing(Settings()).text == "[Wi-Fi]\noff\n[x] Bluetooth\nwifi false")
  }

  @Test("A toggle whose style draws a button flips when that button is tapped")
  func tapThroughStyle() throws {
    let host = ViewHost.testing(Settings())
    // ToggleStyleConfiguration: "Change the value when the user performs an action that's meant
    // to change the toggle, like the button does when tapped"
    // (developer.apple.com/documentation/swiftui/togglestyleconfiguration).
    try host.tap("Wi-Fi")
    #expect(host.text == "[Wi-Fi]\non\n[x] Bluetooth\nwifi true")
    try host.toggle("Wi-Fi")
    #expect(host.text == "[Wi-Fi]\noff\n[x] Bluetooth\nwifi false", "still a toggle too")
  }

  @Test("$isOn is the toggle's binding: a control bound to it writes the toggle's value")
  func projectedBinding() throws {
    struct Screen: View {
      @StateCell var on = false
      var body: some View {
        VStack {
          Toggle("Original", isOn: $on).toggleStyle(CopyStyle())
          Text("on \(on)")
        }
      }
    }
    let host = ViewHost.testing(Screen())
    // ToggleStyleConfiguration.$isOn: "A binding to a state property that indicates whether the
    // toggle is on" (developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison).
    #expect(host.text == "[ ] Copy\non false")
    try host.toggle("Copy")
    #expect(host.text == "[x] Copy\non true")
  }

  @Test("isMixed is true for a toggle over sources that differ; flipping it turns them all on")
  func mixed() throws {
    struct Screen: View {
      @StateCell var alarms = [Alarm(id: 1, isOn: true), Alarm(id: 2, isOn: false)]
      var body: some View {
        VStack {
          Toggle("All", sources: $alarms, isOn: \.isOn).toggleStyle(TapToFlipStyle())
          ForEach($alarms) { $alarm in Toggle("Alarm \(alarm.id)", isOn: $alarm.isOn) }
        }
      }
    }
    let host = ViewHost.testing(Screen())
    // ToggleStyleConfiguration.isMixed: "A mixed state corresponds to an underlying collection
    // with a mix of true and false Bindings. To toggle the state, use the Bool.toggle() method on
    // the isOn binding" (developer.apple.com/documentation/swiftui/togglestyleconfiguration/ismixed).
    #expect(host.text == "[All]\nmixed\n[x] Alarm 1\n[ ] Alarm 2")
    try host.tap("All")
    #expect(host.text == "[All]\non\n[x] Alarm 1\n[x] Alarm 2")
  }

  @Test("Toggle(configuration) is styled by the next style out, ending in the built-in form")
  func stylesCompose() throws {
    struct Screen: View {
      @StateCell var on = false
      var body: some View {
        Toggle("Sound", isOn: $on).toggleStyle(MarkedStyle()).toggleStyle(MarkedStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    // Toggle.init(_ configuration:): "Use this initializer within the makeBody(configuration:)
    // method of a ToggleStyle to create an instance of the styled toggle. This is useful for
    // custom toggle styles that only modify the current toggle style"
    // (developer.apple.com/documentation/swiftui/toggle/init(_:)).
    #expect(host.text == "> > [ ] Sound")
    try host.toggle("Sound")
    #expect(host.text == "> > [x] Sound")
  }

  @Test("A style's body re-runs when the toggle's value changes, and only then")
  func rerunsOnChange() throws {
    let host = ViewHost.testing(Settings())
    host.resetEvaluations()
    try host.toggle("Bluetooth")
    #expect(host.text.contains("[ ] Bluetooth"))
    #expect(host.text.contains("[Wi-Fi]\noff"), "the other toggle's style body is unchanged")
  }
}
