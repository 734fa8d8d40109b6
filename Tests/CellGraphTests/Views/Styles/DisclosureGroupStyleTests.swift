import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

/// A button that expands the group, and the content while expanded.
private struct ButtonHeadedStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      Button {
        configuration.isExpanded.toggle()
      } label: {
        configuration.label
      }
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

/// The label and a switch bound to `$isExpanded`; the content shows while it is on.
private struct SwitchHeadedStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading) {
      HStack {
        configuration.label
        Toggle("Show", isOn: configuration.$isExpanded)
      }
      if configuration.isExpanded {
        configuration.content
      }
    }
  }
}

/// The group of the next style out, after a mark.
private struct MarkedDisclosureStyle: DisclosureGroupStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Text("*")
      DisclosureGroup(configuration)
    }
  }
}

@MainActor
@Suite struct DisclosureGroupStyleTests {
  @Test("A DisclosureGroupStyle's button expands the group through $isExpanded")
  func disclosureStyle() throws {
    struct Screen: View {
      @StateCell var open = false
      var body: some View {
        VStack {
          DisclosureGroup("Own") { Text("own details") }
          DisclosureGroup("Bound", isExpanded: $open) { Text("bound details") }
          Text("open \(open)")
        }
        .disclosureGroupStyle(ButtonHeadedStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text == "[Own]\n[Bound]\nopen false")
    // DisclosureGroupStyleConfiguration.isExpanded: "A binding to a Boolean that indicates
    // whether the disclosure group is expanded"
    // (developer.apple.com/documentation/swiftui/disclosuregroupstyleconfiguration).
    try host.tap("Own")
    #expect(host.text == "[Own]\nown details\n[Bound]\nopen false")
    try host.tap("Bound")
    #expect(host.text == "[Own]\nown details\n[Bound]\nbound details\nopen true")
    // The group stays a control: the host's expansion driver reaches it whatever the style.
    try host.toggleExpansion("Own")
    #expect(host.text == "[Own]\n[Bound]\nbound details\nopen true")
  }

  @Test("A toggle bound to configuration.$isExpanded expands the group and writes its binding")
  func disclosureStyleBinding() throws {
    struct Screen: View {
      @StateCell var open = false
      var body: some View {
        VStack(alignment: .leading) {
          DisclosureGroup("Bound", isExpanded: $open) { Text("bound details") }
          Text("open \(open)")
        }
        .disclosureGroupStyle(SwitchHeadedStyle())
      }
    }
    let host = ViewHost.testing(Screen())
    #expect(host.text == "Bound [ ] Show\nopen false")
    // DisclosureGroupStyleConfiguration.$isExpanded: the Binding<Bool> of the group's expansion
    // (developer.apple.com/documentation/swiftui/disclosuregroupstyleconfiguration/$isexpanded).
    try host.toggle("Show")
    #expect(host.text == "Bound [x] Show\nbound details\nopen true")
    try host.toggle("Show")
    #expect(host.text == "Bound [ ] Show\nopen false")
  }

  @Test("DisclosureGroup(configuration) shows the built-in form sharing the styled group's state")
  func disclosureConfigurationInit() throws {
    let host = ViewHost.testing(
      DisclosureGroup("More") { Text("details") }.disclosureGroupStyle(MarkedDisclosureStyle()))
    // DisclosureGroupStyleConfiguration.isExpanded is the group's own binding
    // (developer.apple.com/documentation/swiftui/disclosuregroupstyleconfiguration/isexpanded).
    #expect(host.text == "* ▸ More")
    try host.toggleExpansion("More")
    #expect(host.text == "* ▾ More\n    details")
  }
}
