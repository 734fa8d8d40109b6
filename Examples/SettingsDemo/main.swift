import CellGraphSwiftUI
import CellGraphTerminal

// Renders a SwiftUI settings screen headlessly, performs what a user would do, and prints each
// frame with the bodies that ran to produce it and why. Run it with `swift run SettingsDemo`.
// `SettingsView.swift` is written with SwiftUI's names only (`import CellGraphSwiftUI`).

@MainActor
func printFrame(_ title: String, _ host: ViewHost) {
  host.flush()
  print("=== \(title) ===")
  print(host.text)
  let records = host.updateRecords
  let bodies = records.reduce(0) { $0 + $1.evaluations.count }
  print("--- bodies that ran: \(bodies)")
  for record in records { print(record) }
  print()
  host.resetEvaluations()
}

@MainActor
func runDemo() throws {
  // An in-memory store stands in for UserDefaults, so every run starts from the defaults.
  var environment = EnvironmentValues()
  environment.storage = InMemoryStore()
  let host = ViewHost(SettingsView(), environment: environment, recordingEvaluations: true)
  // `swift run SettingsDemo --live`: the same screen, interactive in the terminal.
  if LiveRunner.isRequested() { LiveRunner(host, title: "SettingsDemo").run() }
  printFrame("Frame 1: first render", host)

  try host.choose("Dark", in: "Appearance")
  printFrame("Frame 2: choose \"Dark\" in \"Appearance\"", host)

  try host.increment("Font size: 14")
  printFrame("Frame 3: increment the font size", host)

  try host.toggle("Sounds")
  printFrame("Frame 4: toggle \"Sounds\"", host)

  try host.focus("Display name")
  try host.type("Grace", into: "Display name")
  try host.submit("Display name")
  printFrame("Frame 5: type a name and press return", host)

  try host.tap("Sign Out")
  printFrame("Frame 6: tap \"Sign Out\" (the button disables itself)", host)

  do {
    try host.tap("Sign Out")
  } catch {
    print("tapping a disabled button: \(error)\n")
  }

  try host.open("Privacy policy")
  host.flush()
  print("URLs opened: \(host.openedURLs.map(\.absoluteString))")

  for diagnostic in host.diagnostics { print("diagnostic: \(diagnostic)") }
}

try MainActor.assumeIsolated { try runDemo() }
