import CellGraphTesting
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct ThemeKey: EnvironmentKey {
  static var defaultValue: String { "plain" }
}

extension EnvironmentValues {
  fileprivate var presentationTheme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }
}

private struct ThemedLabel: View {
  @EnvironmentCell(\.presentationTheme) var theme
  var body: some View { Text("theme: \(theme)") }
}

private struct Settings: View {
  @StateCell var showsAccount = false
  @StateCell var showsCover = false
  @StateCell var showsInfo = false
  @StateCell var theme = "dark"

  var body: some View {
    VStack {
      Button("Account") { showsAccount = true }
      Button("Welcome") { showsCover = true }
      Button("Info") { showsInfo = true }
    }
    .sheet(isPresented: $showsAccount) {
      Account()
    }
    .fullScreenCover(isPresented: $showsCover) {
      Welcome()
    }
    .popover(isPresented: $showsInfo, arrowEdge: .top) {
      ThemedLabel()
    }
    .environment(\.presentationTheme, theme)
  }
}

private struct Account: View {
  @StateCell var confirmsSignOut = false
  var body: some View {
    VStack {
      ThemedLabel()
      Button("Sign Out") { confirmsSignOut = true }
    }
    .alert("Sign out?", isPresented: $confirmsSignOut) {
      Button("Sign Out", role: .destructive) {}
      Button("Cancel", role: .cancel) {}
    }
  }
}

private struct Welcome: View {
  @EnvironmentCell(\.dismiss) var dismiss
  var body: some View {
    Button("Start") { dismiss() }
  }
}

private struct Outside: View {
  @EnvironmentCell(\.dismiss) var dismiss
  var body: some View {
    Button("Close") { dismiss() }
  }
}

/// Where presented content lives: its environment, nesting, modality, kinds.
@MainActor
@Suite struct PresentationScopeTests {
  @Test("Presented content inherits the environment at the modifier's position")
  func environment() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Account")
    #expect(host.text.contains("|theme: dark"))
  }

  @Test("A sheet's content presents an alert of its own; the alert is shown above the sheet")
  func nested() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Account")
    try host.tap("Sign Out")
    #expect(host.presentations == ["sheet", "alert"])
    #expect(
      host.text == """
        [Account]
        [Welcome]
        [Info]
        +- sheet ---+
        |theme: dark|
        |[Sign Out] |
        +-----------+
        +- alert ----------------+
        |Sign out?               |
        |[Sign Out] (destructive)|
        |[Cancel] (cancel)       |
        +------------------------+
        """)
    try host.dismissPresentation()
    #expect(host.presentations == ["sheet"], "the dismiss interaction ends the topmost one")
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
  }

  @Test("Host interactions reach only the topmost presentation, as a user would")
  func modal() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Account")
    #expect {
      try host.tap("Info")
    } throws: { ($0 as? InteractionError)?.reason == .notFound }
    #expect(host.controls == ["presentation \"sheet\"", "button \"Sign Out\""])
  }

  @Test("A full-screen cover has no dismiss gesture; its content dismisses it")
  func fullScreenCover() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Welcome")
    #expect(host.text.contains("+- full-screen cover -+"))
    #expect {
      try host.dismissPresentation()
    } throws: { error in
      guard case .rejected(let message)? = (error as? InteractionError)?.reason else {
        return false
      }
      return message.contains("no dismiss gesture")
    }
    try host.tap("Start")
    #expect(host.presentations.isEmpty)
  }

  @Test("A popover ignores its arrow edge and is dismissed by a tap outside")
  func popover() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Info")
    #expect(host.text.hasSuffix("+- popover -+\n|theme: dark|\n+-----------+"))
    try host.dismissPresentation()
    #expect(host.presentations.isEmpty)
  }

  @Test("The dependency graph shows the presented layer as the provider of \\.dismiss")
  func dependencyGraph() throws {
    let host = ViewHost.testing(Settings())
    try host.tap("Welcome")
    let dismiss = host.dependencyGraph().sources.first { $0.name == "DismissKey" }
    #expect(dismiss?.providedAt == "Settings")
  }

  @Test("\\.dismiss outside any presentation reports dismissUnavailable and changes nothing")
  func dismissOutside() throws {
    let host = ViewHost.testing(Outside(), allowingDiagnostics: true)
    try host.expectDiagnostics(.dismissUnavailable) {
      try host.tap("Close")
    }
    #expect(host.text == "[Close]")
  }
}
