import CellGraphSwiftUI
import CellGraphTesting
import Foundation
import Testing

// Localized string resources, measurement formats and relative dates (issue 32), each called as
// Apple's reference pages show them, so a declaration that differs from Apple's is a compile
// error here (on Apple platforms Foundation's own types are used).

/// Builds the views isolated to no actor, as SwiftUI's initializers are `nonisolated`.
private struct LocalizedSurface {
  let isOn: Binding<Bool>
  let name: Binding<String>
  let distance: Measurement<UnitLength>
  let when: Date

  func views() -> some View {
    // Apple, "LocalizedStringResource": init(_:table:locale:bundle:comment:),
    // init(_:defaultValue:table:locale:bundle:comment:), init(stringLiteral:).
    let title = LocalizedStringResource("settings.title", defaultValue: "Settings")
    let total: LocalizedStringResource = "Total: \(12.5, format: .currency(code: "USD"))"
    let plain = LocalizedStringResource("Hello", table: nil, locale: .current, comment: nil)
    let resourceText = String(localized: title) + plain.key + total.key
    return NavigationStack {
      Form {
        Section(title) {
          Text(total)
          Text(resourceText)
          Button(LocalizedStringResource("Save")) {}
          Toggle(LocalizedStringResource("Alerts"), isOn: isOn)
          Label(LocalizedStringResource("Bolt"), systemImage: "bolt")
          LabeledContent(LocalizedStringResource("Items"), value: "3")
          TextField(LocalizedStringResource("Name"), text: name)
          // Apple, "Measurement.FormatStyle": measurement(width:usage:numberFormatStyle:),
          // widths wide, abbreviated, narrow; Measurement.formatted() and formatted(_:).
          Text(distance, format: .measurement(width: .abbreviated))
          Text("\(distance, format: .measurement(width: .wide, usage: .asProvided))")
          Text(distance.formatted() + distance.formatted(.measurement(width: .narrow)))
          // Apple, "Date.RelativeFormatStyle": relative(presentation:unitsStyle:).
          Text(when, format: .relative(presentation: .numeric))
          Text("Due \(when, format: .relative(presentation: .named, unitsStyle: .abbreviated))")
        }
      }
      .navigationTitle(LocalizedStringResource("Checkout"))
    }
  }
}

@MainActor
@Suite struct LocalizedFormatUses {
  @Test("Resources, measurements and relative dates, declared as Apple's reference shows them")
  func render() {
    let surface = LocalizedSurface(
      isOn: .constant(false), name: .constant(""),
      distance: Measurement(value: 5, unit: .kilometers), when: Date(timeIntervalSince1970: 0))
    let host = ViewHost.testing(surface.views())
    #expect(host.text.contains("Settings"))
    #expect(host.text.contains("5 km"))
  }
}
