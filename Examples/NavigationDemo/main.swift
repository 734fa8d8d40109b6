import CellGraphSwiftUI
import CellGraphTerminal

// A cookbook written with SwiftUI's names: tabs, a navigation stack with links, destinations, a
// toolbar, a sheet, an alert and a path saved in `@AppStorage`. The script taps through it as a user would, prints
// each frame, then "relaunches" the app on the same store: the saved path is restored.
// Run it with `swift run NavigationDemo`.

@MainActor
func printFrame(_ title: String, _ host: ViewHost) {
  host.flush()
  print("=== \(title) ===")
  print(host.text)
  print()
}

@MainActor
func runDemo() throws {
  // An in-memory store stands in for UserDefaults; both launches share it.
  var environment = EnvironmentValues()
  environment.storage = InMemoryStore()

  let host = ViewHost(CookbookApp(), environment: environment)
  if LiveRunner.isRequested() { LiveRunner(host, title: "NavigationDemo").run() }
  printFrame("Launch", host)

  try host.tapLink("Pasta")
  printFrame("Tap \"Pasta\"", host)

  try host.tap("☆")
  printFrame("Tap ☆ in the toolbar", host)

  try host.tap("Add note")
  try host.type("Salt the water", into: "Note")
  printFrame("Tap \"Add note\": a sheet over the recipe", host)

  try host.tap("Save")
  printFrame("Save: the sheet is dismissed, the note is in the toolbar", host)

  try host.tapLink("2. Cook the pasta")
  try host.tap("+1 min")
  try host.tap("+1 min")
  printFrame("Open step 2, start the timer twice", host)

  try host.tap("Reset")
  printFrame("Tap Reset: an alert asks first", host)

  try host.tap("Keep")
  printFrame("Keep: the alert is dismissed, the timer kept", host)

  try host.selectTab("Favorites")
  printFrame("Switch to Favorites", host)

  try host.selectTab("Recipes")
  printFrame("Back to Recipes: the stack and the timer kept their state", host)

  try host.tap("Done")
  printFrame("Tap Done (dismiss pops the step)", host)

  try host.tapLink("3. Add the sauce")
  printFrame("Open step 3", host)

  // A second launch on the same store restores the saved path.
  let relaunched = ViewHost(CookbookApp(), environment: environment)
  printFrame("Relaunch: the saved path is restored", relaunched)

  try relaunched.goBack()
  try relaunched.goBack()
  printFrame("Go back twice", relaunched)

  try relaunched.goBack()
  printFrame("Go back at the root (a diagnostic, nothing changes)", relaunched)
  for diagnostic in relaunched.diagnostics { print("diagnostic: \(diagnostic)") }
}

try MainActor.assumeIsolated { try runDemo() }
