import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// Device environment values, titles given as a `LocalizedStringKey`, window groups' title forms
// and sheet settings, each called as Apple's reference page shows it, from a type isolated to no
// actor (SwiftUI's initializers and modifiers are `nonisolated`).

private struct Titled {
  let title: LocalizedStringKey
  let isOn: Binding<Bool>
  let text: Binding<String>
  let date: Binding<Date>
  let count: Binding<Int>
  let presented: Binding<Bool>

  func controls() -> some View {
    VStack {
      // Apple, "Button": init(_ titleKey: LocalizedStringKey, action:), init(_:role:action:),
      // init(_:systemImage:action:); "Toggle": init(_:isOn:), init(_:systemImage:isOn:).
      Button(title) {}
      Button(title, role: .destructive) {}
      Button(title, systemImage: "plus") {}
      Toggle(title, isOn: isOn)
      Toggle(title, systemImage: "star", isOn: isOn)
      // Apple, "TextField": init(_:text:prompt:), init(_:text:prompt:axis:); "SecureField":
      // init(_:text:prompt:); "Stepper": init(_:value:in:step:onEditingChanged:),
      // init(_:onIncrement:onDecrement:onEditingChanged:); "DatePicker":
      // init(_:selection:displayedComponents:), init(_:selection:in:displayedComponents:).
      TextField(title, text: text)
      TextField(title, text: text, prompt: Text("Required"), axis: .vertical)
      SecureField(title, text: text)
      Stepper(title, value: count, in: 0...10)
      Stepper(title, onIncrement: nil, onDecrement: nil)
      DatePicker(title, selection: date, displayedComponents: .date)
      DatePicker(title, selection: date, in: Date.distantPast...Date.distantFuture)
      // Apple, "Picker": init(_:selection:content:); "Menu": init(_:content:); "Link":
      // init(_:destination:); "DisclosureGroup": init(_:content:), init(_:isExpanded:content:).
      Picker(title, selection: count) { Text("One").tag(1) }
      Menu(title) { Button("Copy") {} }
      Link(title, destination: URL(string: "https://example.com")!)
      DisclosureGroup(title) { Text("More") }
      DisclosureGroup(title, isExpanded: isOn) { Text("More") }
    }
  }

  func containers() -> some View {
    VStack {
      // Apple, "Label": init(_:systemImage:); "Section": init(_:content:); "GroupBox":
      // init(_:content:); "LabeledContent": init(_:value:), init(_:content:); "NavigationLink":
      // init(_:value:), init(_:destination:); "ProgressView": init(_:), init(_:value:total:);
      // "ControlGroup": init(_:content:); "AnyView": init(erasing:).
      Label(title, systemImage: "tray")
      Section(title) { Text("Row") }
      GroupBox(title) { Text("Row") }
      LabeledContent(title, value: "1.2")
      LabeledContent(title) { Text("Value") }
      NavigationLink(title, value: 1)
      NavigationLink(title) { Text("Destination") }
      ProgressView(title)
      ProgressView(title, value: 0.5)
      ControlGroup(title) { Button("A") {} }
      AnyView(erasing: Text("Erased"))
    }
  }

  // Apple, "navigationTitle(_:)" with a LocalizedStringKey; "alert(_:isPresented:actions:)",
  // "alert(_:isPresented:actions:message:)"; "confirmationDialog(_:isPresented:titleVisibility:
  // actions:)"; "accessibilityLabel(_:)", "accessibilityHint(_:)", "help(_:)", "badge(_:)",
  // "searchable(text:placement:prompt:)" with keys.
  func modifiers() -> some View {
    Text("Content")
      .navigationTitle(title)
      .alert(title, isPresented: presented) { Button("OK") {} }
      .alert(title, isPresented: presented) {
        Button("OK") {}
      } message: {
        Text("Saved")
      }
      .confirmationDialog(title, isPresented: presented, titleVisibility: .visible) {
        Button("Delete", role: .destructive) {}
      }
      .accessibilityLabel(title)
      .accessibilityHint(title)
      .help(title)
      .badge(title)
      .searchable(text: text, prompt: title)
  }

  // Apple, "presentationCornerRadius(_:)", "presentationBackgroundInteraction(_:)",
  // "presentationContentInteraction(_:)".
  func sheetSettings() -> some View {
    Text("Sheet")
      .presentationCornerRadius(24)
      .presentationBackgroundInteraction(.enabled(upThrough: .medium))
      .presentationContentInteraction(.scrolls)
  }

  // Apple, EnvironmentValues: "horizontalSizeClass", "verticalSizeClass", "dynamicTypeSize",
  // "layoutDirection", "displayScale", "openURL" — all writable; "dynamicTypeSize(_:)" with a
  // size and with a range.
  func environment() -> some View {
    Text("Environment")
      .environment(\.horizontalSizeClass, .compact)
      .environment(\.verticalSizeClass, nil)
      .environment(\.dynamicTypeSize, .xLarge)
      .environment(\.layoutDirection, .rightToLeft)
      .environment(\.displayScale, 2)
      .environment(\.openURL, OpenURLAction { _ in .handled })
      .dynamicTypeSize(.large)
      .dynamicTypeSize(.small ... .accessibility1)
  }
}

/// Apple, "accessibilityReduceMotion", "accessibilityReduceTransparency",
/// "accessibilityDifferentiateWithoutColor" (read-only), "pixelLength": read with `@Environment`.
private struct DeviceReader: View {
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
  @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
  @Environment(\.pixelLength) private var pixelLength
  var body: some View {
    Text(sizeClass == .compact ? "compact" : "regular")
      .opacity(reduceMotion || reduceTransparency || withoutColor ? 1 : pixelLength)
  }
}

/// Apple, "WindowGroup": init(_:content:) with a key, init(_:id:content:), init(id:content:),
/// init(_ title: Text, content:).
private struct TitledApp: App {
  var body: some Scene {
    WindowGroup("Inbox") { DeviceReader() }
    WindowGroup("Viewer", id: "viewer") { Text("Viewer") }
    WindowGroup(id: "activity") { Text("Activity") }
    WindowGroup(Text("Compose")) { Text("Draft") }
  }
}

private struct TitledScreen: View {
  @State private var isOn = false
  @State private var text = ""
  @State private var date = Date(timeIntervalSince1970: 0)
  @State private var count = 1
  @State private var presented = false
  var body: some View {
    let titled = Titled(
      title: "Title", isOn: $isOn, text: $text, date: $date, count: $count,
      presented: $presented)
    NavigationStack {
      VStack {
        titled.controls()
        titled.containers()
        titled.modifiers()
        titled.sheetSettings()
        titled.environment()
      }
    }
  }
}

@MainActor
@Suite struct EnvironmentAndTitleDeclarationUses {
  // Apple, "Toggle": a key titles the toggle; "horizontalSizeClass": a window reads the
  // device's.
  @Test("Key titles, device environment values and window group titles compile and render")
  func rendersAndLaunches() {
    let host = ViewHost.testing(TitledScreen())
    #expect(host.text.contains("[ ] Title"))
    #expect(host.text.contains("Erased"), "AnyView(erasing:) shows the view it wraps")
    // The sheet settings are recorded no-ops, as the other platform settings.
    let recorded = Set(host.platformSettings.map(\.modifier))
    for name in [
      "presentationCornerRadius", "presentationBackgroundInteraction",
      "presentationContentInteraction",
    ] {
      #expect(recorded.contains(name), "\(name) is recorded")
    }
    let app = AppHost(TitledApp())
    #expect(app.windowTitles == ["Inbox", "Viewer", nil, "Compose"])
    #expect(app.windows[0].text == "regular")
  }
}
