import Testing

@testable import CellGraph
@testable import CellGraphCore

// MARK: - Keys

private struct ThemeKey: EnvironmentKey {
  static let defaultValue = "light"
}

private struct LocaleKey: EnvironmentKey {
  static let defaultValue = "en"
}

private struct ScaleKey: EnvironmentKey {
  static let defaultValue = 1
}

extension EnvironmentValues {
  fileprivate var environmentTestsTheme: String {
    get { self[ThemeKey.self] }
    set { self[ThemeKey.self] = newValue }
  }

  fileprivate var environmentTestsLocale: String {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  fileprivate var environmentTestsScale: Int {
    get { self[ScaleKey.self] }
    set { self[ScaleKey.self] = newValue }
  }
}

// MARK: - Views

private struct ThemeReader: View {
  @EnvironmentCell(\.environmentTestsTheme) var theme
  var body: some View { Text("theme \(theme)") }
}

private struct LocaleReader: View {
  @EnvironmentCell(\.environmentTestsLocale) var locale
  var body: some View { Text("locale \(locale)") }
}

private struct BothReader: View {
  @EnvironmentCell(\.environmentTestsTheme) var theme
  @EnvironmentCell(\.environmentTestsLocale) var locale
  var body: some View { Text("both \(theme) \(locale)") }
}

/// Holds an environment cell but never reads it.
private struct NonReader: View {
  @EnvironmentCell(\.environmentTestsTheme) var theme
  var body: some View { Text("does not read") }
}

private struct Plain: View {
  var body: some View { Text("plain") }
}

/// An intermediate view between a provider and its readers.
private struct Middle: View {
  var body: some View {
    VStack {
      ThemeReader()
      LocaleReader()
      BothReader()
      NonReader()
      Plain()
    }
  }
}

private struct ProvidingRoot: View {
  @StateCell var theme = "dark"
  @StateCell var locale = "fr"
  @StateCell var tick = 0

  var body: some View {
    VStack {
      Text("tick \(tick)")
      Button("tick") { tick += 1 }
      Button("theme blue") { theme = "blue" }
      Button("theme dark") { theme = "dark" }
      Button("locale de") { locale = "de" }
      Middle()
    }
    .environment(\.environmentTestsTheme, theme)
    .environment(\.environmentTestsLocale, locale)
  }
}

private struct NestedProviders: View {
  var body: some View {
    VStack {
      ThemeReader()
      VStack {
        ThemeReader()
        LocaleReader()
      }
      .environment(\.environmentTestsTheme, "inner")
    }
    .environment(\.environmentTestsTheme, "outer")
    .environment(\.environmentTestsLocale, "fr")
  }
}

private struct Row: Identifiable {
  let id: Int
  var theme: String
}

private struct RowsView: View {
  @StateCell var rows = [Row(id: 1, theme: "red"), Row(id: 2, theme: "green")]

  var body: some View {
    VStack {
      ForEach(rows) { row in
        ThemeReader().environment(\.environmentTestsTheme, row.theme)
      }
      ThemeReader()
      Button("recolor 2") { rows[1].theme = "blue" }
    }
  }
}

private struct ScaleProvider: View {
  @StateCell var scale = 2

  var body: some View {
    VStack {
      Button("scale 3") { scale = 3 }
      ScaleReader()
    }
    .environment(\.environmentTestsScale, scale)
  }
}

private struct ScaleReader: View {
  @EnvironmentCell(\.environmentTestsScale) var scale
  var body: some View { Text("scale \(scale)") }
}

private struct ConditionalReader: View {
  let reads: Bool
  @EnvironmentCell(\.environmentTestsTheme) var theme
  var body: some View { Text(reads ? "reads \(theme)" : "reads nothing") }
}

private struct ShadowingRoot: View {
  @StateCell var theme = "dark"
  @StateCell var locale = "fr"
  @StateCell var readerReads = true
  @StateCell var showLate = false
  @StateCell var label = "a"

  var body: some View {
    VStack {
      Button("theme blue") { theme = "blue" }
      Button("locale de") { locale = "de" }
      Button("stop reading") { readerReads = false }
      Button("show late") { showLate = true }
      Button("theme and label") {
        theme = "green"
        label = "b"
      }
      ConditionalReader(reads: readerReads)
      LabelledThemeReader(label: label)
      VStack {
        ThemeReader()
        LocaleReader()
      }
      .environment(\.environmentTestsTheme, "inner")
      if showLate {
        LateReader()
      }
    }
    .environment(\.environmentTestsTheme, theme)
    .environment(\.environmentTestsLocale, locale)
  }
}

private struct LabelledThemeReader: View {
  let label: String
  @EnvironmentCell(\.environmentTestsTheme) var theme
  var body: some View { Text("\(label) \(theme)") }
}

private struct LateReader: View {
  @EnvironmentCell(\.environmentTestsTheme) var theme
  var body: some View { Text("late \(theme)") }
}

private struct KeySwitchingRoot: View {
  @StateCell var provideLocale = false

  var body: some View {
    VStack {
      Button("switch key") { provideLocale = true }
      BothReader()
    }
    .environment(provideLocale ? \.environmentTestsLocale : \.environmentTestsTheme, "x")
  }
}

// MARK: - Tests

@MainActor
@Suite struct EnvironmentTests {
  @Test("An environment key with a computed property on EnvironmentValues reads and writes")
  func keyAndComputedProperty() {
    var values = EnvironmentValues()
    #expect(values.environmentTestsTheme == "light")
    values.environmentTestsTheme = "dark"
    #expect(values.environmentTestsTheme == "dark")
    #expect(values[ThemeKey.self] == "dark")
    #expect(values.environmentTestsLocale == "en")

    let copy = values
    values.environmentTestsTheme = "blue"
    #expect(copy.environmentTestsTheme == "dark")
    #expect(values.environmentTestsTheme == "blue")
  }

  @Test("A key nobody provides reads its default value")
  func defaultValueWithoutProvider() {
    let host = ViewHost(Middle())
    #expect(
      host.text == "theme light\nlocale en\nboth light en\ndoes not read\nplain")
    #expect(host.diagnostics.isEmpty, "\(host.diagnostics)")
  }

  @Test("The environment a host is created with reaches the root view")
  func hostEnvironment() {
    var environment = EnvironmentValues()
    environment.environmentTestsTheme = "host"
    let host = ViewHost(ThemeReader(), environment: environment)
    #expect(host.text == "theme host")
  }

  @Test("A provided value reaches every descendant, through intermediate views")
  func providedToDescendants() {
    let host = ViewHost(ProvidingRoot())
    #expect(host.text.hasSuffix("theme dark\nlocale fr\nboth dark fr\ndoes not read\nplain"))
  }

  @Test("The nearest provider wins")
  func nearestProviderWins() {
    let host = ViewHost(NestedProviders())
    #expect(host.text == "theme outer\ntheme inner\nlocale fr")
  }

  @Test("Changing a provided value re-runs only the descendants that read that key")
  func changeRerunsOnlyReadersOfKey() throws {
    let host = ViewHost(ProvidingRoot())
    host.resetEvaluations()
    try host.tap("theme blue")
    host.flush()
    #expect(host.evaluations(of: ThemeReader.self) == 1)
    #expect(host.evaluations(of: BothReader.self) == 1)
    #expect(host.evaluations(of: LocaleReader.self) == 0)
    #expect(host.evaluations(of: NonReader.self) == 0)
    #expect(host.evaluations(of: Plain.self) == 0)
    #expect(host.evaluations(of: Middle.self) == 0)
    #expect(host.text.hasSuffix("theme blue\nlocale fr\nboth blue fr\ndoes not read\nplain"))
  }

  @Test("A view reading two keys re-runs when either one changes")
  func twoKeyReaderRerunsForEither() throws {
    let host = ViewHost(ProvidingRoot())
    host.resetEvaluations()
    try host.tap("locale de")
    host.flush()
    #expect(host.evaluations(of: BothReader.self) == 1)
    #expect(host.evaluations(of: LocaleReader.self) == 1)
    #expect(host.evaluations(of: ThemeReader.self) == 0)

    try host.tap("theme blue")
    host.flush()
    #expect(host.evaluations(of: BothReader.self) == 2)
    #expect(host.text.contains("both blue de"))
  }

  @Test("Providing the same value again re-runs no reader")
  func sameValueRerunsNothing() throws {
    let host = ViewHost(ProvidingRoot())
    host.resetEvaluations()
    try host.tap("theme dark")
    #expect(!host.hasPendingUpdates)

    // The provider's parent re-runs for another reason and provides an equal value.
    try host.tap("tick")
    host.flush()
    #expect(host.evaluations(of: ProvidingRoot.self) == 1)
    #expect(host.evaluations(of: ThemeReader.self) == 0)
    #expect(host.evaluations(of: LocaleReader.self) == 0)
    #expect(host.evaluations(of: BothReader.self) == 0)
    #expect(host.evaluations(of: Middle.self) == 0)
    #expect(host.text.hasPrefix("tick 1\n"))
  }

  @Test("A provided non-string value updates its reader")
  func providedIntValue() throws {
    let host = ViewHost(ScaleProvider())
    #expect(host.text == "[scale 3]\nscale 2")
    host.resetEvaluations()
    try host.tap("scale 3")
    host.flush()
    #expect(host.evaluations(of: ScaleReader.self) == 1)
    #expect(host.text == "[scale 3]\nscale 3")
  }

  @Test("Outside a host an environment cell returns the default value and reports it")
  func unhostedEnvironmentCell() {
    UnhostedDiagnostics.removeAll()
    let reader = ThemeReader()
    #expect(reader.theme == "light")
    #expect(wrappersUnhostedKinds() == [.uninstalledEnvironment])
  }

  @Test("A provider inside a ForEach row gives each row its own value")
  func providerPerForEachRow() throws {
    let host = ViewHost(RowsView())
    #expect(host.text == "theme red\ntheme green\ntheme light\n[recolor 2]")

    host.resetEvaluations()
    try host.tap("recolor 2")
    host.flush()
    #expect(host.evaluations(of: ThemeReader.self) == 1)
    #expect(host.text == "theme red\ntheme blue\ntheme light\n[recolor 2]")
  }

  @Test("A view that stopped reading a key is not re-run when the key changes")
  func stoppedReaderNotRerun() throws {
    let host = ViewHost(ShadowingRoot())
    #expect(host.text.contains("reads dark"))
    try host.tap("stop reading")
    #expect(host.text.contains("reads nothing"))

    host.resetEvaluations()
    try host.tap("theme blue")
    host.flush()
    #expect(host.evaluations(of: ConditionalReader.self) == 0)
    #expect(host.evaluations(of: LabelledThemeReader.self) == 1)
  }

  @Test("Readers below an inner provider of the same key do not re-run when the outer one changes")
  func innerProviderShadowsOuterChanges() throws {
    let host = ViewHost(ShadowingRoot())
    #expect(host.text.contains("theme inner\nlocale fr"))

    host.resetEvaluations()
    try host.tap("theme blue")
    host.flush()
    #expect(host.evaluations(of: ThemeReader.self) == 0)
    #expect(host.evaluations(of: LocaleReader.self) == 0)
    #expect(host.text.contains("theme inner\nlocale fr"))

    // Other keys still come through the inner provider from the outer one.
    try host.tap("locale de")
    host.flush()
    #expect(host.evaluations(of: LocaleReader.self) == 1)
    #expect(host.evaluations(of: ThemeReader.self) == 0)
    #expect(host.text.contains("theme inner\nlocale de"))
  }

  @Test("A reader whose environment and input change in the same action runs once")
  func environmentAndInputChangeRunOnce() throws {
    let host = ViewHost(ShadowingRoot())
    host.resetEvaluations()
    try host.tap("theme and label")
    host.flush()
    #expect(host.evaluations(of: LabelledThemeReader.self) == 1)
    #expect(host.text.contains("b green"))
  }

  @Test("A reader that appears after the provided value changed reads the current value")
  func lateReaderReadsCurrentValue() throws {
    let host = ViewHost(ShadowingRoot())
    try host.tap("theme blue")
    try host.tap("show late")
    #expect(host.text.hasSuffix("late blue"))
    try host.tap("theme and label")
    #expect(host.text.hasSuffix("late green"))
  }

  @Test("An environment modifier whose key path changes provides the new key instead of the old")
  func modifierKeyPathChange() throws {
    let host = ViewHost(KeySwitchingRoot())
    #expect(host.text == "[switch key]\nboth x en")
    try host.tap("switch key")
    #expect(host.text == "[switch key]\nboth light x")
  }
}
