import Observation
import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Models

private final class Settings: ObservableObject {
  @Published var theme = "light"
  init(theme: String = "light") { self.theme = theme }
}

@Observable
private final class Account {
  var name = "ada"
  var plan = "free"
}

// MARK: - Views

private struct ThemeLabel: View {
  @EnvironmentObjectCell var settings: Settings
  var body: some View { Text("theme \(settings.theme)") }
}

private struct ThemeToggle: View {
  @EnvironmentObjectCell var settings: Settings
  var body: some View { TextField("Theme", text: $settings.theme) }
}

private struct Unrelated: View {
  var body: some View { Text("unrelated") }
}

private struct SettingsScreen: View {
  @OwnedObjectCell var settings = Settings()
  @StateCell var useOther = false
  let other = Settings(theme: "dark")
  let inner = Settings(theme: "inner")
  var body: some View {
    VStack {
      ThemeLabel()
      ThemeToggle()
      Unrelated()
      VStack { ThemeLabel() }.environmentObject(inner)
      Button("Other") { useOther = true }
    }
    .environmentObject(useOther ? other : settings)
  }
}

private struct AccountName: View {
  @EnvironmentCell(Account.self) var account
  var body: some View { Text("name \(account.name)") }
}

private struct ProvidingRoot: View {
  @StateCell var provides = false
  let account: Account
  var body: some View {
    VStack {
      Button("Provide") { provides = true }
      if provides {
        AccountName().environment(account)
      } else {
        AccountName()
      }
    }
  }
}

private struct Themed: ViewModifier {
  @EnvironmentObjectCell var settings: Settings
  func body(content: Content) -> some View {
    HStack {
      Text("[\(settings.theme)]")
      content
    }
  }
}

// MARK: - Tests

@MainActor
@Suite struct EnvironmentObjectTests {
  @Test("An environment object is found by type; the nearest provider wins")
  func foundByType() {
    let host = ViewHost(SettingsScreen())
    #expect(host.text == "theme light\nTheme: [light]\nunrelated\ntheme inner\n[Other]")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("A change in the environment object re-runs its observers, not the other views")
  func changeRerunsObservers() throws {
    let host = ViewHost(SettingsScreen())
    host.resetEvaluations()
    try host.type("sepia", into: "Theme")
    host.flush()
    #expect(
      host.evaluations(of: ThemeLabel.self) == 1, "the outer label; the inner one has its own")
    #expect(host.evaluations(of: ThemeToggle.self) == 1)
    #expect(host.evaluations(of: Unrelated.self) == 0)
    #expect(host.text.hasPrefix("theme sepia\nTheme: [sepia]"))
  }

  @Test("Providing another object re-runs the views that read it")
  func providerReplaced() throws {
    let host = ViewHost(SettingsScreen())
    host.resetEvaluations()
    try host.tap("Other")
    host.flush()
    #expect(host.text.hasPrefix("theme dark\nTheme: [dark]"))
    #expect(host.evaluations(of: Unrelated.self) == 0)
  }

  @Test("A missing environment object is reported with its type and place; the view shows nothing")
  func missingEnvironmentObject() {
    struct Screen: View {
      var body: some View {
        VStack {
          Text("before")
          ThemeLabel()
          Text("after")
        }
        .environment(\.self, EnvironmentValues())
      }
    }
    let host = ViewHost(Screen())
    #expect(host.text == "before\nafter")
    #expect(host.evaluations(of: ThemeLabel.self) == 0, "its body did not run")
    let diagnostic = host.diagnostics.first
    #expect(diagnostic?.kind == .missingEnvironmentObject)
    #expect(diagnostic?.path == "Screen/VStack/ThemeLabel")
    #expect(
      diagnostic?.message == """
        ThemeLabel at Screen/VStack/ThemeLabel needs an object of type Settings from the \
        environment, but no ancestor provides one (its environment provides nothing). Its body \
        was not run and it shows nothing until an ancestor provides a Settings with \
        .environmentObject(_:).
        """)
  }

  @Test("A missing @Observable object is reported; once provided, the view runs")
  func missingObservableThenProvided() throws {
    let account = Account()
    let host = ViewHost(ProvidingRoot(account: account))
    #expect(host.text == "[Provide]")
    #expect(host.diagnostics.map(\.kind) == [.missingEnvironmentObject])
    #expect(host.diagnostics.first?.message.contains("with .environment(_:)") == true)
    try host.tap("Provide")
    host.flush()
    #expect(host.text == "[Provide]\nname ada")
    account.name = "grace"
    host.flush()
    #expect(host.text == "[Provide]\nname grace")
  }

  @Test("A modifier can observe an environment object, and is skipped when it is missing")
  func modifierWithEnvironmentObject() {
    let provided = ViewHost(Text("x").modifier(Themed()).environmentObject(Settings()))
    #expect(provided.text == "[light] x")
    let missing = ViewHost(Text("x").modifier(Themed()))
    #expect(missing.text == "")
    #expect(missing.diagnostics.map(\.kind) == [.missingEnvironmentObject])
  }

  @Test("Environment objects appear in the dependency graph by their type")
  func dependencyGraph() {
    struct Screen: View {
      let settings: Settings
      var body: some View {
        VStack { ThemeLabel() }.environmentObject(settings)
      }
    }
    let host = ViewHost(Screen(settings: Settings()))
    let graph = host.dependencyGraph()
    #expect(
      graph.text == """
        views
          v1 Screen
          v2 Screen/VStack/ThemeLabel  reads s1 Settings (environment object), s2 Settings
        sources
          s1 environment Settings (environment object) = a Settings  provided at Screen  read by v2
          s2 object Settings = ObservableObject  read by v2
        """)
  }
}
