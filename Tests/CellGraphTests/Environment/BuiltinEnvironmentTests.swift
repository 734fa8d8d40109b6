import Foundation
import Testing

@testable import CellGraph
@testable import CellGraphCore

private struct SchemeReader: View {
  @EnvironmentCell(\.colorScheme) var colorScheme
  var body: some View { Text("scheme \(colorScheme == .dark ? "dark" : "light")") }
}

private struct LocaleReader: View {
  @EnvironmentCell(\.locale) var locale
  @EnvironmentCell(\.timeZone) var timeZone
  @EnvironmentCell(\.calendar) var calendar
  var body: some View {
    Text("\(locale.identifier) \(timeZone.identifier) \(calendar.identifier == .gregorian)")
  }
}

private struct Bystander: View {
  var body: some View { Text("bystander") }
}

private struct Settings: View {
  var body: some View {
    VStack {
      SchemeReader()
      SchemeReader().environment(\.colorScheme, .light)
      LocaleReader()
      Bystander()
    }
  }
}

private struct PhaseWatcher: View {
  @EnvironmentCell(\.scenePhase) var scenePhase
  @StateCell var changes: [String] = []
  var body: some View {
    Text("phase \(scenePhase) after \(changes.joined(separator: ", "))")
      .onChange(of: scenePhase) { old, new in changes.append("\(old)→\(new)") }
  }
}

private struct Closer: View {
  @EnvironmentCell(\.dismiss) var dismiss
  @StateCell var taps = 0
  var body: some View {
    Button("Done \(taps)") {
      taps += 1
      dismiss()
    }
  }
}

@MainActor
@Suite struct BuiltinEnvironmentTests {
  @Test("The host's color scheme re-runs exactly the views that read it and not an overridden one")
  func colorSchemeReaders() {
    let host = ViewHost(Settings())
    #expect(host.colorScheme == .light)
    #expect(host.text.hasPrefix("scheme light\nscheme light"))
    host.resetEvaluations()
    host.colorScheme = .dark
    host.flush()
    #expect(host.evaluations(of: SchemeReader.self) == 1, "the overridden reader keeps .light")
    #expect(host.evaluations(of: Settings.self) == 0)
    #expect(host.evaluations(of: LocaleReader.self) == 0)
    #expect(host.evaluations(of: Bystander.self) == 0)
    #expect(host.text.hasPrefix("scheme dark\nscheme light"))
  }

  @Test("Setting a host value equal to the current one re-runs nothing")
  func equalValue() {
    let host = ViewHost(Settings())
    host.resetEvaluations()
    host.colorScheme = .light
    host.locale = host.locale
    host.flush()
    #expect(host.evaluations(of: SchemeReader.self) == 0)
    #expect(host.evaluations(of: LocaleReader.self) == 0)
    #expect(!host.hasPendingUpdates)
  }

  @Test("Locale, time zone and calendar come from the host and re-run only their reader")
  func localeTimeZoneCalendar() {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "fr_FR")
    environment.timeZone = TimeZone(identifier: "Europe/Paris")!
    environment.calendar = Calendar(identifier: .gregorian)
    environment.colorScheme = .dark
    let host = ViewHost(Settings(), environment: environment)
    #expect(host.colorScheme == .dark, "the environment given to init sets the initial value")
    #expect(host.text.contains("fr_FR Europe/Paris true"))
    host.resetEvaluations()
    host.locale = Locale(identifier: "de_DE")
    host.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    host.calendar = Calendar(identifier: .japanese)
    host.flush()
    #expect(host.evaluations(of: LocaleReader.self) == 1, "three writes, one pass")
    #expect(host.evaluations(of: SchemeReader.self) == 0)
    #expect(host.text.contains("de_DE Asia/Tokyo false"))
  }

  @Test("Moving the scene phase re-runs its readers and their onChange sees each move")
  func scenePhase() {
    let host = ViewHost(PhaseWatcher())
    #expect(host.scenePhase == .active)
    #expect(host.text == "phase active after")
    host.scenePhase = .inactive
    host.flush()
    host.scenePhase = .background
    host.flush()
    #expect(host.text == "phase background after active→inactive, inactive→background")
    #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
  }

  @Test("A host setting change is recorded as an interaction naming the key and the value")
  func settingRecord() {
    let host = ViewHost(PhaseWatcher(), recordingEvaluations: true)
    host.resetEvaluations()
    host.scenePhase = .background
    host.flush()
    let triggers = host.updateRecords.flatMap(\.triggers).map(\.description)
    #expect(triggers.first == "host.scenePhase = background", "\(triggers)")
  }

  @Test("Calling dismiss reports that there is nothing to dismiss and changes nothing else")
  func dismiss() throws {
    let host = ViewHost(Closer())
    try host.tap("Done 0")
    #expect(host.text == "[Done 1]", "the action's own write is kept")
    #expect(host.diagnostics.map(\.kind) == [.dismissUnavailable])
    #expect(host.diagnostics.first?.message.contains("nothing to dismiss") == true)
  }

  @Test("Calling dismiss outside a host reports an unhosted diagnostic")
  func dismissOutsideHost() {
    UnhostedDiagnostics.removeAll()
    EnvironmentValues().dismiss()
    #expect(UnhostedDiagnostics.all.map(\.kind) == [.dismissUnavailable])
    UnhostedDiagnostics.removeAll()
  }
}
