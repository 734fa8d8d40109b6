import CellGraphSwiftUI
import Testing

private struct Card: View {
  @State private var query = ""
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    VStack {
      Text("Total").kerning(1).tracking(0.5).baselineOffset(2).fontDesign(.rounded)
      Text("Notes\nMore").lineSpacing(4)
      Button("Buy") {}.controlSize(.large).buttonBorderShape(.capsule)
      Text("Scheme: \(colorScheme == .dark ? "dark" : "light")")
    }
    .fontDesign(.serif)
    .kerning(2)
    .textCase(.uppercase)
    .ignoresSafeArea(.keyboard, edges: .bottom)
    .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
  }
}

@MainActor
@Suite struct DeviceSettingsTests {
  // Apple: fontDesign(_:), kerning(_:), tracking(_:), baselineOffset(_:), lineSpacing(_:),
  // textCase(_:), controlSize(_:), buttonBorderShape(_:) and ignoresSafeArea(_:edges:) change how
  // a device draws glyphs, controls and safe areas; the text form has one font and no safe area,
  // so each compiles with SwiftUI's signature and is recorded.
  @Test("Typography, control-size and safe-area modifiers are recorded no-ops")
  func recorded() throws {
    let host = ViewHost.testing(Card())
    #expect(host.text.contains("Total"))
    #expect(host.text.contains("[Buy]"))
    let settings = host.platformSettings
    for setting in [
      PlatformSetting("fontDesign", "serif"), PlatformSetting("kerning", "2.0"),
      PlatformSetting("textCase", "uppercase"), PlatformSetting("controlSize", "large"),
      PlatformSetting("buttonBorderShape", "capsule"), PlatformSetting("lineSpacing", "4.0"),
      PlatformSetting("ignoresSafeArea", "keyboard, edges: 4"),
    ] {
      #expect(settings.contains(setting), "\(setting.modifier) is recorded")
    }
    // A text keeps its case (Limitations.md): only the setting is recorded.
    #expect(host.text.contains("Total") && !host.text.contains("TOTAL"))
  }

  // Apple, "colorScheme(_:)": "Sets this view's color scheme" — the environment's
  // `colorScheme` for the view and its descendants.
  @Test("colorScheme(_:) sets the environment's colour scheme below it")
  func colorSchemeModifier() {
    let host = ViewHost.testing(Card().colorScheme(.dark))
    #expect(host.text.contains("Scheme: dark"))
  }

  // Apple, "searchable(text:placement:prompt:)": the placement says where the field shows; the
  // field still binds its text.
  @Test("A search field with a placement still edits its text")
  func searchablePlacement() throws {
    let host = ViewHost.testing(Card())
    try host.search("milk")
    #expect(host.text.contains("Search: [milk"))
  }

  // Apple, "Shape": `rect`, `rect(cornerRadius:style:)`, `capsule`, `circle`, `ellipse` name the
  // built-in shapes where a shape is expected (`clipShape(.rect(cornerRadius: 8))`).
  @Test("Built-in shapes by name are the shapes their initializers make")
  func shapesByName() {
    #expect(ShapeNames.rounded(.rect(cornerRadius: 8)) == RoundedRectangle(cornerRadius: 8))
    #expect(ShapeNames.capsule(.capsule) == Capsule())
    let clipped = ViewHost.testing(
      VStack {
        Text("A").clipShape(.rect(cornerRadius: 4))
        Text("B").background(.blue, in: .capsule)
        Text("C").contentShape(.circle)
        Text("D").clipShape(.rect(topLeadingRadius: 2))
        Text("E").clipShape(.ellipse)
      })
    #expect(clipped.text.contains("A") && clipped.text.contains("E"))
  }
}

/// Shapes named in a shape's context, returned as their types, so the test compares values.
private enum ShapeNames {
  static func rounded(_ shape: RoundedRectangle) -> RoundedRectangle { shape }
  static func capsule(_ shape: Capsule) -> Capsule { shape }
}
