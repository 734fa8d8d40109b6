import CellGraphSwiftUI
import Testing

private struct Settings: View {
  @State private var name = "Grace"
  @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 40

  var body: some View {
    NavigationView {
      List {
        Text("Name: \(name)")
          .listRowBackground(Color.yellow)
          .listRowSeparator(.hidden)
          .listRowInsets(EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        Text("Avatar: \(Int(avatarSize))")
          .textSelection(.enabled)
          .privacySensitive()
          .help("The size of your avatar")
      }
      .listStyle(.insetGrouped)
      .listSectionSeparator(.hidden)
      .scrollIndicators(.hidden)
      .scrollDismissesKeyboard(.interactively)
      .scrollContentBackground(.hidden)
      .navigationTitle("Settings")
      .navigationBarTitleDisplayMode(.inline)
      .toolbarBackground(.visible, for: .navigationBar)
      .toolbarBackground(Color.blue, for: .navigationBar, .tabBar)
      .toolbarColorScheme(.dark, for: .navigationBar)
      .toolbar(.hidden, for: .tabBar)
    }
    .navigationViewStyle(.stack)
    .statusBarHidden()
    .presentationDragIndicator(.visible)
    .tint(.orange)
    .accentColor(.orange)
    .symbolRenderingMode(.hierarchical)
    .symbolVariant(.fill)
    .imageScale(.large)
    .dynamicTypeSize(.xxLarge)
    .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    .sensoryFeedback(.success, trigger: name)
  }
}

private struct Inbox: View {
  @State private var unread = 3
  var body: some View {
    TabView {
      List {
        Text("Messages").badge(unread)
        Text("Archive").badge(0)
        Button("Read one") { unread -= 1 }
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .badge(unread)
      Text("Settings")
        .tabItem { Label("Settings", systemImage: "gear") }
    }
  }
}

private struct Loading: View {
  let isLoading: Bool
  var body: some View {
    VStack {
      Text("Grace Hopper, 1906")
      Button("Retry") {}
    }
    .redacted(reason: isLoading ? .placeholder : [])
  }
}

private struct ReasonReader: View {
  @Environment(\.redactionReasons) private var reasons
  var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "shown") }
}

private struct DarkSheet: View {
  @Environment(\.colorScheme) private var colorScheme
  @State private var prefersDark = false
  var body: some View {
    VStack {
      Text("scheme: \(colorScheme == .dark ? "dark" : "light")")
      Toggle("Dark", isOn: $prefersDark)
      if prefersDark {
        Text("dark wanted").preferredColorScheme(.dark)
      }
    }
  }
}

private struct SymbolControls: View {
  @State private var isFavorite = false
  @State private var count = 0
  var body: some View {
    VStack {
      Button("Add", systemImage: "plus") { count += 1 }
      Button("Share", image: ImageResource(name: "share", bundle: .main)) {}
      Toggle("Favorite", systemImage: "star", isOn: $isFavorite)
      Label("Logo", image: ImageResource(name: "logo", bundle: .main))
      Image(systemName: "speaker.wave.3", variableValue: 0.5)
      Image("photo", bundle: nil)
      Text("count: \(count)")
    }
  }
}

@MainActor
@Suite struct PlatformModifierTests {
  // SwiftUI: these modifiers change how a device draws the screen (bars, separators, indicators,
  // haptics, tooltips); headlessly each compiles with SwiftUI's signature and is recorded.
  @Test("Platform-only modifiers compile with SwiftUI's signatures and are recorded no-ops")
  func recorded() {
    let host = ViewHost(Settings())
    #expect(host.text.contains("Name: Grace"))
    // @ScaledMetric at the default text size (.large) is its base value.
    #expect(host.text.contains("Avatar: 40"))
    let modifiers = Set(host.platformSettings.map(\.modifier))
    for name in [
      "listRowBackground", "listRowSeparator", "listRowInsets", "listSectionSeparator",
      "scrollIndicators", "scrollDismissesKeyboard", "scrollContentBackground",
      "navigationBarTitleDisplayMode", "toolbarBackground", "toolbarColorScheme", "toolbar",
      "statusBarHidden", "presentationDragIndicator", "accentColor", "symbolRenderingMode",
      "symbolVariant", "help", "sensoryFeedback", "textSelection",
      "privacySensitive", "navigationViewStyle",
    ] {
      #expect(modifiers.contains(name), "\(name) is recorded")
    }
    #expect(host.platformSettings.contains(PlatformSetting("statusBarHidden", "true")))
    #expect(
      host.platformSettings.contains(PlatformSetting("navigationBarTitleDisplayMode", "inline")))
    #expect(host.diagnostics.isEmpty)
  }

  // SwiftUI (NavigationView): "a view for presenting a stack of views that represents a visible
  // path in a navigation hierarchy" — its stack style is a NavigationStack.
  @Test("NavigationView shows a navigation stack: its title in the bar")
  func navigationView() {
    let host = ViewHost(Settings())
    #expect(host.text.hasPrefix("Settings\n─"))
  }

  // SwiftUI (badge(_:)): "badges are only displayed in list rows and iOS tab bars"; a count of
  // zero shows no badge.
  @Test("A badge shows in list rows and in the tab bar, and updates with its count")
  func badge() throws {
    let host = ViewHost(Inbox())
    #expect(host.text.contains("Messages (3)"))
    #expect(host.text.contains("Archive") && !host.text.contains("Archive ("))
    #expect(host.text.contains("• (tray) Inbox (3)"))
    try host.tap("Read one")
    #expect(host.text.contains("Messages (2)") && host.text.contains("• (tray) Inbox (2)"))
    // The tab is still found by its label alone.
    try host.selectTab("Settings")
    #expect(host.text.contains("◦ (tray) Inbox (2)   • (gear) Settings"))
  }

  // SwiftUI (redacted(reason:), RedactionReasons.placeholder): "displayed data should appear as
  // generic placeholders" — the text is hidden, the layout kept; the reasons are in
  // \.redactionReasons below.
  @Test("redacted(reason: .placeholder) hides the text and sets \\.redactionReasons")
  func redacted() {
    #expect(ViewHost(Loading(isLoading: true)).text == "▒▒▒▒▒ ▒▒▒▒▒▒, ▒▒▒▒\n[▒▒▒▒▒]")
    #expect(ViewHost(Loading(isLoading: false)).text == "Grace Hopper, 1906\n[Retry]")
    #expect(ViewHost(ReasonReader().redacted(reason: .placeholder)).text == "▒▒▒▒▒▒▒▒▒▒▒")
    #expect(ViewHost(ReasonReader()).text == "shown")
  }

  // SwiftUI (preferredColorScheme(_:)): "sets the preferred color scheme for this
  // presentation", for as long as the view is shown.
  @Test("preferredColorScheme sets its window's \\.colorScheme while it is shown")
  func preferredColorScheme() throws {
    let host = ViewHost(DarkSheet())
    #expect(host.text.hasPrefix("scheme: light"))
    try host.toggle("Dark")
    #expect(host.text.hasPrefix("scheme: dark") && host.colorScheme == .dark)
    try host.toggle("Dark")
    #expect(host.text.hasPrefix("scheme: light") && host.colorScheme == .light)
  }

  // SwiftUI (Button(_:systemImage:action:), Button(_:image:action:), Toggle(_:systemImage:isOn:),
  // Label(_:image:), Image(systemName:variableValue:)): a title with an image as the label.
  @Test("Controls labelled with a symbol or an image resource work as their text forms show")
  func symbolInitializers() throws {
    let host = ViewHost(SymbolControls())
    #expect(host.text.contains("[(plus) Add]") && host.text.contains("[(share) Share]"))
    #expect(host.text.contains("(star) Favorite") && host.text.contains("(logo) Logo"))
    #expect(host.text.contains("(speaker.wave.3)") && host.text.contains("(photo)"))
    try host.tap("(plus) Add")
    #expect(host.text.contains("count: 1"))
  }
}
